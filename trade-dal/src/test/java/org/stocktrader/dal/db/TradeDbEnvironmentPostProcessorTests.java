package org.stocktrader.dal.db;

import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.boot.SpringApplication;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

import static org.assertj.core.api.Assertions.assertThat;

class TradeDbEnvironmentPostProcessorTests {

	private final TradeDbEnvironmentPostProcessor processor = new TradeDbEnvironmentPostProcessor();

	@Test
	void mapsTradeDbVariablesOntoTheDataSourceAboveApplicationProperties() {
		StandardEnvironment environment = environmentWith(Map.of("TRADE_DB_URL", "jdbc:postgresql://db:5432/trade",
				"TRADE_DB_USER", "trader", "TRADE_DB_PASSWORD", "secret"));
		environment.getPropertySources()
			.addLast(new MapPropertySource("application.properties",
					Map.of("spring.datasource.url", "jdbc:postgresql://other/db")));

		this.processor.postProcessEnvironment(environment, new SpringApplication());

		assertThat(environment.getProperty("spring.datasource.url")).isEqualTo("jdbc:postgresql://db:5432/trade");
		assertThat(environment.getProperty("spring.datasource.username")).isEqualTo("trader");
		assertThat(environment.getProperty("spring.datasource.password")).isEqualTo("secret");
	}

	@Test
	void leavesTheEnvironmentAloneWithoutTradeDbUrl() {
		StandardEnvironment environment = environmentWith(Map.of("TRADE_DB_USER", "trader"));

		this.processor.postProcessEnvironment(environment, new SpringApplication());

		assertThat(environment.containsProperty("spring.datasource.url")).isFalse();
		assertThat(environment.containsProperty("spring.datasource.username")).isFalse();
	}

	private static StandardEnvironment environmentWith(Map<String, Object> variables) {
		StandardEnvironment environment = new StandardEnvironment();
		environment.getPropertySources()
			.replace(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, new SystemEnvironmentPropertySource(
					StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, variables));
		return environment;
	}

}
