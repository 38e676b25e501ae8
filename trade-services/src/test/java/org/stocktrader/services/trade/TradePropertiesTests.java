package org.stocktrader.services.trade;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.StartUpRefusal;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

class TradePropertiesTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

	@Test
	void defaultsFollowStockTrader() {
		TradeProperties defaults = TradeProperties.defaults();
		assertThat(defaults.orderFee()).isEqualByComparingTo("15.95");
		assertThat(defaults.marketSummarySymbols()).hasSize(100).startsWith("s:100").endsWith("s:199");
		assertThat(defaults.maxQueryOrders()).isEqualTo(250);
		assertThat(defaults.maxQueryTopOrders()).isEqualTo(5);
		assertThat(defaults.maxQueryHoldings()).isEqualTo(250);
		assertThat(defaults.processingMode()).isEqualTo(ProcessingMode.SYNCHRONOUS);
		assertThat(defaults.passwordStrength()).isEqualTo(10);
		this.runner.run((context) -> assertThat(context.getBean(TradeProperties.class)).isEqualTo(defaults));
	}

	@Test
	void marketSummarySymbolsMixRangesAndSymbols() {
		this.runner.withPropertyValues("trade.market-summary-symbols=x:8..x:10, y ,x:9")
			.run((context) -> assertThat(context.getBean(TradeProperties.class).marketSummarySymbols())
				.containsExactly("x:8", "x:9", "x:10", "y"));
		TradeProperties properties = new TradeProperties(TradeProperties.defaults().orderFee(),
				List.of("x:8..x:10", " y ", "x:9"), 250, 5, 250, ProcessingMode.SYNCHRONOUS, 4);
		assertThat(properties.marketSummarySymbols()).containsExactly("x:8", "x:9", "x:10", "y");
	}

	@Test
	void refusesAPasswordStrengthBCryptDoesNotSupport() {
		StartUpRefusal.assertRefused(this.runner, "trade.password-strength=3", "trade", "passwordStrength",
				"must be greater than or equal to 4");
		StartUpRefusal.assertRefused(this.runner, "trade.password-strength=32", "trade", "passwordStrength",
				"must be less than or equal to 31");
	}

	@Configuration(proxyBeanMethods = false)
	@EnableConfigurationProperties(TradeProperties.class)
	static class Bound {

	}

}
