package org.stocktrader.dal.db;

import java.util.HashMap;
import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.StandardEnvironment;

/**
 * Maps the {@code TRADE_DB_URL}, {@code TRADE_DB_USER} and {@code TRADE_DB_PASSWORD}
 * environment variables onto {@code spring.datasource.url}, {@code username} and
 * {@code password}. They rank just below the operating system environment, so they
 * override {@code application.properties} but not command-line arguments, system
 * properties or an explicit {@code SPRING_DATASOURCE_URL}.
 */
public class TradeDbEnvironmentPostProcessor implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "tradeDbEnvironment";

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		String url = environment.getProperty("TRADE_DB_URL");
		if (url == null || url.isBlank()) {
			return;
		}
		Map<String, Object> properties = new HashMap<>();
		properties.put("spring.datasource.url", url.trim());
		putIfSet(environment, "TRADE_DB_USER", "spring.datasource.username", properties);
		putIfSet(environment, "TRADE_DB_PASSWORD", "spring.datasource.password", properties);
		MapPropertySource source = new MapPropertySource(SOURCE_NAME, properties);
		MutablePropertySources sources = environment.getPropertySources();
		if (sources.contains(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME)) {
			sources.addAfter(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, source);
		}
		else {
			sources.addLast(source);
		}
	}

	private static void putIfSet(ConfigurableEnvironment environment, String variable, String property,
			Map<String, Object> properties) {
		String value = environment.getProperty(variable);
		if (value != null) {
			properties.put(property, value);
		}
	}

}
