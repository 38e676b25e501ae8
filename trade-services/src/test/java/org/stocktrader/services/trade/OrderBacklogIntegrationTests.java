package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingTestData;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * Placing orders in asynchronous mode on a node that does not execute them (its order
 * processor is off), so that they stay open: the backlog limit and pending sells.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "trade.processing-mode=asynchronous", "trade.order-processor.enabled=false",
				"trade.order-processor.max-backlog=3", "spring.datasource.hikari.maximum-pool-size=4",
				"spring.datasource.hikari.connection-timeout=2000" })
@RealDatabase
class OrderBacklogIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	OrderRepository orders;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	DataSource dataSource;

	@Test
	void pastTheBacklogLimitOrdersAreRefusedAtOnceAndThePoolNeverRunsDry() throws Exception {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Backlog Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().build());
		HikariDataSource pool = this.dataSource.unwrap(HikariDataSource.class);
		for (Order order : openOrders()) {
			this.trade.cancelOrder(order.orderId());
		}
		// 16 clients at once on a pool of 4 (2 s connection timeout): each placement is
		// one transaction on one connection, accepted or refused, none fails for want of
		// one; the pool's active connections are watched meanwhile
		HikariPoolMXBean watched = pool.getHikariPoolMXBean();
		AtomicInteger mostActive = new AtomicInteger();
		ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor();
		watcher.scheduleAtFixedRate(() -> mostActive.accumulateAndGet(watched.getActiveConnections(), Math::max), 0, 1,
				TimeUnit.MILLISECONDS);
		ExecutorService clients = Executors.newFixedThreadPool(16);
		List<Future<Order>> placements = new ArrayList<>();
		for (int i = 0; i < 64; i++) {
			placements.add(clients.submit(() -> this.trade.buy(account.userId(), symbol, 1)));
		}
		int accepted = 0;
		int busy = 0;
		for (Future<Order> placement : placements) {
			try {
				Order order = placement.get(30, TimeUnit.SECONDS);
				assertThat(order.status()).isEqualTo(OrderStatus.OPEN);
				accepted++;
			}
			catch (ExecutionException ex) {
				assertThat(ex.getCause()).isInstanceOf(BusyException.class);
				assertThat(((BusyException) ex.getCause()).reason()).isEqualTo(Refusal.BUSY);
				busy++;
			}
		}
		clients.shutdown();
		watcher.shutdown();
		assertThat(watcher.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
		assertThat(accepted).isEqualTo(3);
		assertThat(busy).isEqualTo(64 - accepted);
		assertThat(this.orders.countOpen(100)).isEqualTo(3);
		// nothing half-accepted: the refused orders left no rows and moved no money
		assertThat(this.trade.getOrders(account.userId())).hasSize(accepted);
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("10000.00");
		// never more connections than the pool has, none lost, nobody left waiting
		assertThat(mostActive.get()).isLessThanOrEqualTo(4);
		assertThat(watched.getActiveConnections()).isZero();
		assertThat(watched.getThreadsAwaitingConnection()).isZero();
		assertThat(this.trade.getQuote(symbol).symbol()).isEqualTo(symbol);
		assertThatExceptionOfType(BusyException.class).isThrownBy(() -> this.trade.buy(account.userId(), symbol, 1))
			.withMessageContaining("try again");
		// the backlog drained (here by hand), orders are taken again
		for (Order order : this.trade.getOrders(account.userId())) {
			this.trade.cancelOrder(order.orderId());
		}
		assertThat(this.trade.buy(account.userId(), symbol, 1).status()).isEqualTo(OrderStatus.OPEN);
	}

	@Test
	void aSellWhoseHoldingIsCoveredByPendingSellsIsRefused() {
		for (Order order : openOrders()) {
			this.trade.cancelOrder(order.orderId());
		}
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Pending Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().build());
		Holding holding = HoldingTestData.aHolding(this.jdbc, account.accountId(), symbol, Order.shares(3),
				new BigDecimal("10.00"));

		Order first = this.trade.sellEnhanced(account.userId(), holding.holdingId(), 2);
		Order second = this.trade.sellEnhanced(account.userId(), holding.holdingId(), 2);

		assertThat(first.quantity()).isEqualByComparingTo("2.0");
		// only what the pending sell leaves
		assertThat(second.quantity()).isEqualByComparingTo("1.0");
		assertThatExceptionOfType(TradeException.class)
			.isThrownBy(() -> this.trade.sell(account.userId(), holding.holdingId()))
			.satisfies((ex) -> assertThat(ex.reason()).isEqualTo(Refusal.REFUSED))
			.withMessageContaining("already being sold");
		assertThat(this.trade.getOrders(account.userId())).hasSize(2);
		// a cancelled sell frees its shares again
		this.trade.cancelOrder(first.orderId());
		assertThat(this.trade.sell(account.userId(), holding.holdingId()).quantity()).isEqualByComparingTo("2.0");
	}

	@Test
	void aSellOfWhatPendingSellsLeaveIsExactAndNothingIsLeftToSell() {
		for (Order order : openOrders()) {
			this.trade.cancelOrder(order.orderId());
		}
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Tenths Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().build());
		Holding holding = HoldingTestData.aHolding(this.jdbc, account.accountId(), symbol, Order.shares(0.3),
				new BigDecimal("10.00"));
		this.trade.sellEnhanced(account.userId(), holding.holdingId(), 0.1);
		this.trade.sellEnhanced(account.userId(), holding.holdingId(), 0.2);

		// what 0.3 - (0.1 + 0.2) leaves: nothing, not -5.6e-17 or 7e-15 shares
		assertThatExceptionOfType(TradeException.class)
			.isThrownBy(() -> this.trade.sellEnhanced(account.userId(), holding.holdingId(), 22))
			.withMessageContaining("already being sold");
		this.trade.cancelOrder(this.trade.getOrders(account.userId()).get(0).orderId());
		assertThat(this.trade.sellEnhanced(account.userId(), holding.holdingId(), 22).quantity())
			.isEqualTo(new BigDecimal("0.2000"));
	}

	private List<Order> openOrders() {
		return this.jdbc.sql("select orderid from orders where orderstatus = 'open' order by orderid")
			.query(Integer.class)
			.list()
			.stream()
			.map((id) -> this.orders.find(id).orElseThrow())
			.toList();
	}

}
