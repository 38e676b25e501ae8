package org.stocktrader.services;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * The trade services alone, for split deployments: the in-process service with its SOAP
 * and REST facades, without the web pages. Run the {@code exec} jar of trade-services:
 * port 8081 on every interface, embedded data directory
 * {@code ~/.stocktrader/trade-services-postgres}, so it never collides with the main
 * application (8080, {@code ~/.stocktrader/postgres}) on one machine.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(TradeServicesConfiguration.class)
public class TradeServicesApplication {

	/**
	 * What differs from the main application when the services run on their own (command
	 * line, environment and {@code application.properties} override these).
	 */
	static final Map<String, Object> STANDALONE_DEFAULTS = Map.of("server.port", 8081, "trade.db.data-dir",
			"${user.home}/.stocktrader/trade-services-postgres", "spring.application.name", "trade-services");

	public static void main(String[] args) {
		application().run(args);
	}

	static SpringApplication application() {
		SpringApplication application = new SpringApplication(TradeServicesApplication.class);
		application.setDefaultProperties(STANDALONE_DEFAULTS);
		return application;
	}

}
