package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = "trade.processing-mode=asynchronous")
@Import(FixedPriceChange.class)
@RealDatabase
class AsynchronousProcessingIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	OrderRepository orders;

	@BeforeEach
	void priceStaysPut() {
		FixedPriceChange.set("1");
	}

	@Test
	void buyPlacesAnOpenOrderThatTheProcessorExecutesAfterCommit() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		this.trade.createQuote("a:1", "Async Inc.", new BigDecimal("10.00"));

		Order placed = this.trade.buy(account.userId(), "a:1", 3);

		assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
		assertThat(placed.price()).isNull();
		Order executed = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()).get(0),
					(order) -> order.status() == OrderStatus.CLOSED);
		assertThat(executed.price()).isEqualByComparingTo("10.00");
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("954.05");
		assertThat(this.trade.getHolding(account.userId(), executed.holdingId()).quantity())
			.isEqualByComparingTo("3.0");
		assertThat(this.trade.completeOrder(placed.orderId())).isEqualTo(executed);
	}

	@Test
	void partialSellsExecutedByTheProcessorRemoveTheHoldingSoldDownToZero() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		this.trade.createQuote("a:5", "Tenths Inc.", new BigDecimal("10.00"));
		Order bought = this.trade.buy(account.userId(), "a:5", 0.3);
		int holdingId = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.orders.find(bought.orderId()).orElseThrow(),
					(order) -> order.status() == OrderStatus.CLOSED)
			.holdingId();

		for (int i = 0; i < 3; i++) {
			this.trade.sellEnhanced(account.userId(), holdingId, 0.1);
		}

		await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()),
					(orders) -> orders.stream().allMatch((order) -> order.status() == OrderStatus.CLOSED));
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
		assertThat(this.trade.getOrders(account.userId())).extracting(Order::quantity)
			.containsOnly(new BigDecimal("0.1000"), new BigDecimal("0.3000"));
		// 1000 - (3.00 + 15.95) + 3 x (1.00 - 15.95)
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("936.20");
	}

	@Test
	void aBuyForACallerThatReportsItIsLeftOpenAndReportedOnceExecuted() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		this.trade.createQuote("a:4", "Async Inc.", new BigDecimal("10.00"));

		Order placed = ((IdempotentOrders) this.trade).buyReported(account.userId(), "a:4", 3, null);

		assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
		await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()).get(0),
					(order) -> order.status() == OrderStatus.CLOSED);
		assertThat(this.trade.getClosedOrders(account.userId())).extracting(Order::orderId)
			.containsExactly(placed.orderId());
	}

	@Test
	void ordersLeftOpenWithoutAnnouncementAreFoundByPolling() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		this.trade.createQuote("a:3", "Async Inc.", new BigDecimal("10.00"));
		Order leftOpen = this.orders.create(account.accountId(), "a:3", null, OrderType.BUY, Order.shares(2),
				new BigDecimal("15.95"), null);

		Order executed = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()).get(0),
					(order) -> order.status() == OrderStatus.CLOSED);
		assertThat(executed.orderId()).isEqualTo(leftOpen.orderId());
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("964.05");
	}

	@Test
	void sellPlacesAnOpenOrderThatTheProcessorExecutes() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		this.trade.createQuote("a:2", "Async Inc.", new BigDecimal("10.00"));
		Order buy = this.trade.buy(account.userId(), "a:2", 3);
		Order bought = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()).get(0),
					(order) -> order.status() == OrderStatus.CLOSED);

		Order placed = this.trade.sellEnhanced(account.userId(), bought.holdingId(), 1);

		assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
		assertThat(placed.orderId()).isNotEqualTo(buy.orderId());
		Order executed = await().atMost(Duration.ofSeconds(30))
			.until(() -> this.trade.getOrders(account.userId()).get(0),
					(order) -> order.status() == OrderStatus.CLOSED);
		assertThat(executed.orderId()).isEqualTo(placed.orderId());
		assertThat(this.trade.getHolding(account.userId(), bought.holdingId()).quantity()).isEqualByComparingTo("2.0");
		// 1000 - (30 + 15.95) + (10 - 15.95)
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("948.10");
		assertThatExceptionOfType(InvalidInputException.class)
			.isThrownBy(() -> this.trade.cancelOrder(executed.orderId()));
	}

}
