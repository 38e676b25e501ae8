package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.dal.order.Order;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

/**
 * Two nodes (two application contexts with their own pools and order processors) on one
 * database, both placing orders while both execute them: every order executes exactly
 * once, whichever node placed it.
 */
class TwoProcessorsIntegrationTests {

	private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();

	@AfterEach
	void stopNodes() {
		this.nodes.forEach(ConfigurableApplicationContext::close);
	}

	@Test
	void ordersPlacedOnEitherNodeExecuteExactlyOnce() throws Exception {
		// prices stay put, whatever factor a test before this one left: 320 buys at a
		// rising price would outgrow the accounts' cash
		FixedPriceChange.set("1");
		String url = TestDatabase.freshDatabase();
		ConfigurableApplicationContext first = node(url);
		ConfigurableApplicationContext second = node(url);
		TradeService one = first.getBean(TradeService.class);
		TradeService two = second.getBean(TradeService.class);
		List<String> symbols = List.of("n:1", "n:2", "n:3");
		for (String symbol : symbols) {
			one.createQuote(symbol, "Node Inc.", new BigDecimal("20.00"));
		}
		List<Account> accounts = new ArrayList<>();
		for (int i = 0; i < 6; i++) {
			accounts.add(one.register(aRegistration().openBalance("1000000.00").build()));
		}
		int perClient = 40;
		ExecutorService clients = Executors.newFixedThreadPool(8);
		List<Future<?>> work = new ArrayList<>();
		for (int c = 0; c < 8; c++) {
			TradeService node = (c % 2 == 0) ? one : two;
			int client = c;
			work.add(clients.submit(() -> {
				for (int i = 0; i < perClient; i++) {
					Account account = accounts.get((client + i) % accounts.size());
					node.buy(account.userId(), symbols.get(i % symbols.size()), 1 + (i % 5));
				}
			}));
		}
		for (Future<?> done : work) {
			done.get(120, TimeUnit.SECONDS);
		}
		clients.shutdown();
		int placed = 8 * perClient;
		JdbcClient jdbc = first.getBean(JdbcClient.class);

		await().atMost(Duration.ofSeconds(60))
			.until(() -> jdbc.sql("select count(*) from orders where orderstatus = 'open'")
				.query(Integer.class)
				.single() == 0);

		OrderProcessor processorOne = first.getBean(OrderProcessor.class);
		OrderProcessor processorTwo = second.getBean(OrderProcessor.class);
		assertThat(processorOne.executedCount() + processorTwo.executedCount()).isEqualTo(placed);
		assertThat(jdbc.sql("select count(*) from orders where orderstatus = 'closed'").query(Integer.class).single())
			.isEqualTo(placed);
		// one holding per executed buy, each bought by one order
		assertThat(jdbc.sql("select count(*) from holding").query(Integer.class).single()).isEqualTo(placed);
		assertThat(jdbc.sql("select count(distinct holding_holdingid) from orders").query(Integer.class).single())
			.isEqualTo(placed);
		for (Account account : accounts) {
			List<Order> orders = one.getOrders(account.userId());
			BigDecimal spent = orders.stream().map(Order::total).reduce(BigDecimal.ZERO, BigDecimal::add);
			assertThat(one.getAccountData(account.userId()).balance())
				.isEqualByComparingTo(new BigDecimal("1000000.00").subtract(spent));
		}
		for (String symbol : symbols) {
			double bought = jdbc.sql("select coalesce(sum(quantity), 0) from orders where quote_symbol = :symbol")
				.param("symbol", symbol)
				.query(Double.class)
				.single();
			assertThat(one.getQuote(symbol).volume()).isEqualTo(bought);
		}
	}

	private ConfigurableApplicationContext node(String url) {
		ConfigurableApplicationContext context = new SpringApplicationBuilder(TradeServicesTestApplication.class)
			.web(WebApplicationType.NONE)
			.properties("spring.datasource.url=" + url, "spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password(), "trade.processing-mode=asynchronous",
					"trade.order-processor.poll-interval=200ms", "spring.datasource.hikari.maximum-pool-size=6")
			.run();
		this.nodes.add(context);
		return context;
	}

}
