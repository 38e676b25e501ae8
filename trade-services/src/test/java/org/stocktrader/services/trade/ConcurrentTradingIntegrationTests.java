package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

/**
 * Many threads buy and sell on one account and one quote, or on one quote from many
 * accounts; afterwards the accounts, holdings and quote agree exactly with the committed
 * orders.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = "trade.max-query-orders=10000")
@Import(FixedPriceChange.class)
@RealDatabase
class ConcurrentTradingIntegrationTests {

	private static final int THREADS = 8;

	private static final int TRADES_PER_THREAD = 30;

	@Autowired
	TradeService trade;

	@Test
	void concurrentTradesOnOneAccountAndOneQuoteStayConsistent() throws Exception {
		FixedPriceChange.set("0.99");
		Account account = this.trade.register(aRegistration().openBalance("1000000.00").build());
		String symbol = "c:1";
		this.trade.createQuote(symbol, "Contended Inc.", new BigDecimal("100.00"));
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(THREADS);
		List<Future<Integer>> results = new ArrayList<>();
		try {
			for (int t = 0; t < THREADS; t++) {
				int thread = t;
				results.add(pool.submit(() -> trade(account.userId(), symbol, thread, start)));
			}
			start.countDown();
			int trades = 0;
			for (Future<Integer> result : results) {
				trades += result.get(2, TimeUnit.MINUTES);
			}
			assertThat(trades).isEqualTo(THREADS * TRADES_PER_THREAD);
		}
		finally {
			pool.shutdownNow();
		}

		List<Order> orders = this.trade.getOrders(account.userId());
		assertThat(orders).hasSize(THREADS * TRADES_PER_THREAD);
		assertThat(orders).extracting(Order::status).containsOnly(OrderStatus.CLOSED);
		BigDecimal expectedBalance = new BigDecimal("1000000.00");
		BigDecimal boughtShares = BigDecimal.ZERO;
		BigDecimal soldShares = BigDecimal.ZERO;
		for (Order order : orders) {
			BigDecimal amount = order.quantity().multiply(order.price()).setScale(2, RoundingMode.HALF_UP);
			if (order.type() == OrderType.BUY) {
				expectedBalance = expectedBalance.subtract(amount).subtract(order.orderFee());
				boughtShares = boughtShares.add(order.quantity());
			}
			else {
				expectedBalance = expectedBalance.add(amount).subtract(order.orderFee());
				soldShares = soldShares.add(order.quantity());
			}
		}
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo(expectedBalance);
		Quote quote = this.trade.getQuote(symbol);
		assertThat(quote.volume()).isEqualTo(boughtShares.add(soldShares).doubleValue());
		List<Holding> held = this.trade.getHoldings(account.userId());
		// exact, and no holding of dust: every holding keeps at least one
		// ten-thousandth of a share
		assertThat(held)
			.allSatisfy((holding) -> assertThat(holding.quantity()).isGreaterThanOrEqualTo(new BigDecimal("0.0001")));
		assertThat(held.stream().map(Holding::quantity).reduce(BigDecimal.ZERO, BigDecimal::add))
			.isEqualByComparingTo(boughtShares.subtract(soldShares));
	}

	@Test
	void concurrentTradesOfManyAccountsOnOneQuoteExecuteOneAfterAnother() throws Exception {
		FixedPriceChange.set("1.01");
		String symbol = "c:2";
		this.trade.createQuote(symbol, "Popular Inc.", new BigDecimal("50.00"));
		List<Account> accounts = new ArrayList<>();
		for (int t = 0; t < THREADS; t++) {
			accounts.add(this.trade.register(aRegistration().openBalance("100000.00").build()));
		}
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(THREADS);
		List<Future<Integer>> results = new ArrayList<>();
		try {
			for (int t = 0; t < THREADS; t++) {
				int thread = t;
				String userId = accounts.get(t).userId();
				results.add(pool.submit(() -> trade(userId, symbol, thread, start)));
			}
			start.countDown();
			for (Future<Integer> result : results) {
				assertThat(result.get(2, TimeUnit.MINUTES)).isEqualTo(TRADES_PER_THREAD);
			}
		}
		finally {
			pool.shutdownNow();
		}

		BigDecimal tradedShares = BigDecimal.ZERO;
		List<Order> all = new ArrayList<>();
		for (Account account : accounts) {
			List<Order> orders = this.trade.getOrders(account.userId());
			all.addAll(orders);
			assertThat(orders).hasSize(TRADES_PER_THREAD);
			assertThat(this.trade.getAccountData(account.userId()).balance())
				.isEqualByComparingTo(balanceAfter(new BigDecimal("100000.00"), orders));
			tradedShares = orders.stream().map(Order::quantity).reduce(tradedShares, BigDecimal::add);
		}
		assertThat(this.trade.getQuote(symbol).volume()).isEqualTo(tradedShares.doubleValue());
		// trades on the quote are serialised: each executes at the price the previous one
		// set
		all.sort(Comparator.comparingInt(Order::orderId));
		BigDecimal price = new BigDecimal("50.00");
		for (Order order : all) {
			assertThat(order.price()).as("price of order %d", order.orderId()).isEqualByComparingTo(price);
			price = price.multiply(new BigDecimal("1.01")).setScale(2, RoundingMode.HALF_UP);
		}
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo(price);
	}

	private static BigDecimal balanceAfter(BigDecimal openBalance, List<Order> orders) {
		BigDecimal balance = openBalance;
		for (Order order : orders) {
			BigDecimal amount = order.quantity().multiply(order.price()).setScale(2, RoundingMode.HALF_UP);
			balance = (order.type() == OrderType.BUY) ? balance.subtract(amount).subtract(order.orderFee())
					: balance.add(amount).subtract(order.orderFee());
		}
		return balance;
	}

	/** Buys, and sells (wholly or partly) what this thread bought, alternately. */
	private int trade(String userId, String symbol, int thread, CountDownLatch start) throws InterruptedException {
		start.await();
		Deque<Integer> holdings = new ArrayDeque<>();
		int done = 0;
		for (int i = 0; i < TRADES_PER_THREAD; i++) {
			if (i % 2 == 0 || holdings.isEmpty()) {
				Order buy = this.trade.buy(userId, symbol, 1 + (thread + i) % 4);
				holdings.push(buy.holdingId());
			}
			else if (i % 4 == 1) {
				this.trade.sell(userId, holdings.pop());
			}
			else {
				this.trade.sellEnhanced(userId, holdings.peek(), 1);
			}
			done++;
		}
		return done;
	}

}
