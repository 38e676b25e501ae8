package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.services.settings.InvalidSettingsException;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSettings;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * Live settings on a real database: a change applies to the next order, reaches a second
 * node (another application context on the same database) over that node's one shared
 * listening connection, also when it was made while that connection was down, survives a
 * restart, and a bad value changes nothing.
 */
class LiveSettingsIntegrationTests {

	private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();

	@AfterEach
	void stopNodes() {
		this.nodes.forEach(ConfigurableApplicationContext::close);
	}

	@Test
	void processingModeChangedLiveAppliesToTheNextOrder() {
		ConfigurableApplicationContext node = node(TestDatabase.freshDatabase());
		TradeService trade = node.getBean(TradeService.class);
		LiveSettings settings = node.getBean(LiveSettings.class);
		OrderProcessor processor = node.getBean(OrderProcessor.class);
		Account account = trade.register(aRegistration().openBalance("100000.00").build());
		String symbol = aSymbol();
		trade.createQuote(symbol, "Live Inc.", new BigDecimal("10.00"));
		assertThat(trade.buy(account.userId(), symbol, 1).status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(processor.isRunning()).isFalse();

		settings.change(Map.of("processing-mode", "asynchronous"), "tester");

		Order placed = trade.buy(account.userId(), symbol, 2);
		assertThat(placed.status()).isEqualTo(OrderStatus.OPEN);
		await().atMost(Duration.ofSeconds(30))
			.until(() -> trade.getOrders(account.userId()).get(0).status() == OrderStatus.CLOSED);

		settings.change(Map.of("processing-mode", "Synchronous"), "tester");

		assertThat(trade.buy(account.userId(), symbol, 3).status()).isEqualTo(OrderStatus.CLOSED);
		// with nothing left open, the processor's threads leave
		await().atMost(Duration.ofSeconds(30)).until(() -> !processor.isRunning());
	}

	@Test
	void orderFeeChangedLiveIsChargedOnTheNextOrder() {
		ConfigurableApplicationContext node = node(TestDatabase.freshDatabase());
		TradeService trade = node.getBean(TradeService.class);
		Account account = trade.register(aRegistration().openBalance("1000.00").build());
		String symbol = aSymbol();
		trade.createQuote(symbol, "Fee Inc.", new BigDecimal("10.00"));
		assertThat(trade.buy(account.userId(), symbol, 1).orderFee()).isEqualByComparingTo("15.95");

		node.getBean(LiveSettings.class).change(Map.of("order-fee", "$24.95"), "tester");

		Order next = trade.buy(account.userId(), symbol, 1);
		assertThat(next.orderFee()).isEqualByComparingTo("24.95");
		// 1000 - (10 + 15.95) - (price after the first trade + 24.95)
		BigDecimal expected = new BigDecimal("1000.00").subtract(new BigDecimal("25.95"))
			.subtract(next.price())
			.subtract(new BigDecimal("24.95"));
		assertThat(trade.getAccountData(account.userId()).balance()).isEqualByComparingTo(expected);
	}

	@Test
	void aChangeOnOneNodeReachesTheOtherAndOutlivesARestart() {
		String url = TestDatabase.freshDatabase();
		ConfigurableApplicationContext first = node(url);
		ConfigurableApplicationContext second = node(url);
		LiveSetting<?> secondFee = second.getBean(LiveSettings.class).find("order-fee").orElseThrow();
		assertThat(secondFee.state().origin()).isEqualTo(LiveSetting.Origin.DEFAULT);

		first.getBean(LiveSettings.class).change(Map.of("order-fee", "9.99"), "tester");

		await().atMost(Duration.ofSeconds(30)).until(() -> secondFee.get().equals(new BigDecimal("9.99")));
		assertThat(secondFee.state().origin()).isEqualTo(LiveSetting.Origin.OPERATOR);
		assertThat(secondFee.state().changedBy()).isEqualTo("tester");
		assertThat(secondFee.words()).isEqualTo("$9.99");
		TradeService trade = second.getBean(TradeService.class);
		Account account = trade.register(aRegistration().build());
		String symbol = aSymbol();
		trade.createQuote(symbol, "Cluster Inc.", new BigDecimal("5.00"));
		assertThat(trade.buy(account.userId(), symbol, 1).orderFee()).isEqualByComparingTo("9.99");

		ConfigurableApplicationContext third = node(url);
		assertThat(third.getBean(LiveSettings.class).find("order-fee").orElseThrow().get())
			.isEqualTo(new BigDecimal("9.99"));

		first.getBean(LiveSettings.class).revert("order-fee", "tester");

		await().atMost(Duration.ofSeconds(30)).until(() -> secondFee.get().equals(new BigDecimal("15.95")));
		assertThat(secondFee.state().origin()).isEqualTo(LiveSetting.Origin.DEFAULT);
	}

	@Test
	void eachNodeHearsOfChangesOnItsOneSharedListeningConnection() {
		String url = TestDatabase.freshDatabase();
		ConfigurableApplicationContext first = node(url);
		ConfigurableApplicationContext second = node(url);
		await().atMost(Duration.ofSeconds(30))
			.until(() -> first.getBean(Notifications.class).isListening()
					&& second.getBean(Notifications.class).isListening());

		// the live settings, the quote cache and the order processor share it: two nodes,
		// two listening connections
		assertThat(first.getBean(JdbcClient.class).sql("""
				select count(*) from pg_stat_activity
				where datname = current_database() and query ilike 'listen %'
				""").query(Integer.class).single()).isEqualTo(2);
	}

	@Test
	void aChangeMadeWhileANodeWasNotListeningArrivesOnceItListensAgain() {
		String url = TestDatabase.freshDatabase();
		ConfigurableApplicationContext first = node(url);
		// a pause before reconnecting that the change below falls into
		ConfigurableApplicationContext second = node(url, "trade.notifications.reconnect-delay=3s");
		Notifications secondListener = second.getBean(Notifications.class);
		await().atMost(Duration.ofSeconds(30)).until(secondListener::isListening);
		LiveSetting<?> secondFee = second.getBean(LiveSettings.class).find("order-fee").orElseThrow();

		first.getBean(JdbcClient.class).sql("""
				select pg_terminate_backend(pid) from pg_stat_activity
				where datname = current_database() and application_name = 'stocktrader notifications'
				""").query().listOfRows();
		await().atMost(Duration.ofSeconds(30)).until(() -> !secondListener.isListening());
		first.getBean(LiveSettings.class).change(Map.of("order-fee", "7.77"), "tester");

		await().atMost(Duration.ofSeconds(30)).until(() -> secondFee.get().equals(new BigDecimal("7.77")));
		assertThat(secondListener.isListening()).isTrue();
	}

	@Test
	void badValuesAreRefusedWithTheirReasonAndChangeNothing() {
		ConfigurableApplicationContext node = node(TestDatabase.freshDatabase());
		LiveSettings settings = node.getBean(LiveSettings.class);
		Map<String, String> change = new LinkedHashMap<>();
		change.put("processing-mode", "asynchronous");
		change.put("order-fee", "ten dollars");

		assertThatExceptionOfType(InvalidSettingsException.class).isThrownBy(() -> settings.change(change, "tester"))
			.satisfies((ex) -> assertThat(ex.reasons()).containsOnlyKeys("order-fee")
				.containsValue("Order fee: 'ten dollars' is not an amount; write dollars and cents, such as 24.95."));
		assertThatExceptionOfType(InvalidSettingsException.class)
			.isThrownBy(() -> settings.change(Map.of("order-fee", "1000.01"), "tester"))
			.withMessage("Order fee: the fee must be between $0.00 and $1,000.00.");
		assertThatExceptionOfType(InvalidSettingsException.class)
			.isThrownBy(() -> settings.change(Map.of("order-fee", "1.234"), "tester"));
		assertThatExceptionOfType(InvalidSettingsException.class)
			.isThrownBy(() -> settings.change(Map.of("processing-mode", "sometimes"), "tester"))
			.withMessage("Order processing mode: 'sometimes' is not one of Synchronous, Asynchronous.");
		assertThatExceptionOfType(InvalidSettingsException.class)
			.isThrownBy(() -> settings.change(Map.of("no-such-setting", "1"), "tester"));

		assertThat(settings.find("processing-mode").orElseThrow().get()).isEqualTo(ProcessingMode.SYNCHRONOUS);
		assertThat(settings.find("order-fee").orElseThrow().get()).isEqualTo(new BigDecimal("15.95"));
		assertThat(
				node.getBean(JdbcClient.class).sql("select count(*) from live_setting").query(Integer.class).single())
			.isZero();
	}

	@Test
	void startUpValuesSayWhereTheyCameFrom() {
		ConfigurableApplicationContext node = node(TestDatabase.freshDatabase(), "trade.processing-mode=asynchronous");
		LiveSettings settings = node.getBean(LiveSettings.class);
		LiveSetting<?> mode = settings.find("processing-mode").orElseThrow();
		assertThat(mode.state().origin()).isEqualTo(LiveSetting.Origin.PROPERTY);
		assertThat(mode.words()).isEqualTo("Asynchronous");
		assertThat(settings.find("order-fee").orElseThrow().state().origin()).isEqualTo(LiveSetting.Origin.DEFAULT);
		assertThat(node.getBean(OrderProcessor.class).isRunning()).isTrue();
	}

	private ConfigurableApplicationContext node(String url, String... properties) {
		ConfigurableApplicationContext context = new SpringApplicationBuilder(TradeServicesTestApplication.class)
			.web(WebApplicationType.NONE)
			.properties("spring.datasource.url=" + url, "spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password(), "trade.password-strength=4",
					"trade.order-processor.poll-interval=200ms", "spring.datasource.hikari.maximum-pool-size=4")
			.properties(properties)
			.run();
		this.nodes.add(context);
		return context;
	}

}
