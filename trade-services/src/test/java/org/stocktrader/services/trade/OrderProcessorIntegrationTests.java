package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/** The asynchronous order processor: failures, retries and idempotent placement. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "trade.processing-mode=asynchronous", "trade.order-processor.max-attempts=3",
				"trade.order-processor.retry-backoff=50ms", "trade.order-processor.max-retry-backoff=200ms",
				"trade.order-processor.poll-interval=200ms" })
@Import(FixedPriceChange.class)
@RealDatabase
class OrderProcessorIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	IdempotentOrders idempotentOrders;

	@Autowired
	OrderRepository orders;

	@Autowired
	OrderProcessor processor;

	@Autowired
	JdbcClient jdbc;

	@BeforeEach
	void priceStaysPut() {
		FixedPriceChange.set("1");
	}

	@Test
	void poisonOrderEndsFailedAfterItsAttemptsWhileTheOrdersBehindItExecute() {
		String poison = "pz:" + aSymbol().substring(2);
		this.trade.createQuote(poison, "Poison Inc.", new BigDecimal("10.00"));
		String healthy = aSymbol();
		this.trade.createQuote(healthy, "Healthy Inc.", new BigDecimal("10.00"));
		// the database itself refuses every execution of the poison order
		this.jdbc.sql("""
				create or replace function refuse_poison() returns trigger language plpgsql as $$
				begin raise exception 'poisoned holding for %', new.quote_symbol; end $$
				""").update();
		this.jdbc.sql("""
				create trigger refuse_poison before insert on holding for each row
				when (new.quote_symbol like 'pz:%') execute function refuse_poison()
				""").update();
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		long failedBefore = this.processor.failedCount();

		Order poisoned = this.trade.buy(account.userId(), poison, 1);
		List<Order> behind = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			behind.add(this.trade.buy(account.userId(), healthy, 2));
		}

		await().atMost(Duration.ofSeconds(30))
			.until(() -> behind.stream()
				.allMatch((order) -> this.orders.find(order.orderId()).orElseThrow().status() == OrderStatus.CLOSED));
		Order failed = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(poisoned.orderId()).orElseThrow(),
					(order) -> order.status() == OrderStatus.FAILED);
		assertThat(failed.price()).isNull();
		assertThat(this.jdbc.sql("select failure_reason from orders where orderid = :id and failure_reason is not null")
			.param("id", poisoned.orderId())
			.query(String.class)
			.optional()).get(InstanceOfAssertFactories.STRING).contains("poisoned holding");
		assertThat(this.jdbc.sql("select attempts from orders where orderid = :id")
			.param("id", poisoned.orderId())
			.query(Integer.class)
			.single()).isEqualTo(3);
		assertThat(this.processor.failedCount()).isEqualTo(failedBefore + 1);
		// five buys of 2 at 10.00 and 15.95 fee; the failed one costs nothing
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("9820.25");
		assertThatExceptionOfType(InvalidInputException.class)
			.isThrownBy(() -> this.trade.cancelOrder(poisoned.orderId()));
	}

	@Test
	void anOrderClaimedByANodeThatDiedIsExecutedWhenItsLeaseEnds() {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Lease Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		// as a node leaves it when killed between its claim and its commit: one attempt
		// counted, leased for a second more, never executed
		int orderId = this.jdbc.sql("""
				insert into orders (account_accountid, quote_symbol, ordertype, orderstatus, opendate, quantity,
					orderfee, attempts, next_attempt_at)
				values (:accountId, :symbol, 'buy', 'open', now(), 2, 15.95, 1, now() + interval '1 second')
				returning orderid
				""").param("accountId", account.accountId()).param("symbol", symbol).query(Integer.class).single();

		Order executed = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(orderId).orElseThrow(), (order) -> order.status() == OrderStatus.CLOSED);

		assertThat(Duration.between(executed.openDate(), executed.completionDate()))
			.isGreaterThanOrEqualTo(Duration.ofMillis(900));
		assertThat(this.jdbc.sql("select attempts from orders where orderid = :id")
			.param("id", orderId)
			.query(Integer.class)
			.single()).isEqualTo(2);
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("964.05");
	}

	@Test
	void sameIdempotencyKeyTwicePlacesOneOrderAndTradesOnce() {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Key Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());

		Order first = this.idempotentOrders.buy(account.userId(), symbol, 3, "key-1");
		Order again = this.idempotentOrders.buy(account.userId(), symbol, 3, "key-1");

		assertThat(again.orderId()).isEqualTo(first.orderId());
		await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(first.orderId()).orElseThrow().status() == OrderStatus.CLOSED);
		Order afterExecution = this.idempotentOrders.buy(account.userId(), symbol, 3, "key-1");
		assertThat(afterExecution.orderId()).isEqualTo(first.orderId());
		assertThat(afterExecution.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(this.trade.getOrders(account.userId())).hasSize(1);
		assertThat(this.trade.getHoldings(account.userId())).hasSize(1);
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("954.05");
		assertThatExceptionOfType(TradeException.class)
			.isThrownBy(() -> this.idempotentOrders.buy(account.userId(), aSymbol(), 3, "key-1"))
			.satisfies((refused) -> assertThat(refused.reason()).isEqualTo(Refusal.REFUSED));
		// keys are per account
		Account other = this.trade.register(aRegistration().openBalance("1000.00").build());
		assertThat(this.idempotentOrders.buy(other.userId(), symbol, 1, "key-1").orderId())
			.isNotEqualTo(first.orderId());
	}

	@Test
	void idempotentSellOfAWholeHoldingRetriedAfterExecutionAnswersTheSameOrder() {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Key Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		Order buy = this.trade.buy(account.userId(), symbol, 3);
		Order bought = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(buy.orderId()).orElseThrow(),
					(order) -> order.status() == OrderStatus.CLOSED);

		Order sell = this.idempotentOrders.sell(account.userId(), bought.holdingId(), null, "sell-1");
		await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(sell.orderId()).orElseThrow().status() == OrderStatus.CLOSED);
		Order retried = this.idempotentOrders.sell(account.userId(), bought.holdingId(), null, "sell-1");

		assertThat(retried.orderId()).isEqualTo(sell.orderId());
		assertThat(this.trade.getOrders(account.userId())).hasSize(2);
		// 1000 - (30 + 15.95) + (30 - 15.95)
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("968.10");
	}

}
