package org.stocktrader.services;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;

/**
 * The trade services alone, for split deployments: the in-process service with its SOAP
 * and REST facades, without the web pages. Run the {@code exec} jar of trade-services.
 * <p>
 * Only active when started through {@link #main}, which sets
 * {@value #STANDALONE_PROPERTY}: trade-web's application scans {@code org.stocktrader}
 * and must not pick this class up as a second application.
 */
@SpringBootApplication(scanBasePackages = { "org.stocktrader.account", "org.stocktrader.db", "org.stocktrader.holding",
		"org.stocktrader.market", "org.stocktrader.order", "org.stocktrader.quote", "org.stocktrader.trade",
		"org.stocktrader.soap", "org.stocktrader.rest" })
@ConditionalOnBooleanProperty(TradeServicesApplication.STANDALONE_PROPERTY)
public class TradeServicesApplication {

	/** Set by {@link #main}; nothing else should set it. */
	public static final String STANDALONE_PROPERTY = "trade.services.standalone";

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(TradeServicesApplication.class);
		application.setDefaultProperties(Map.of(STANDALONE_PROPERTY, "true"));
		application.run(args);
	}

}
