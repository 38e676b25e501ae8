package org.stocktrader.services;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * The trade services alone, for split deployments: the in-process service with its SOAP
 * and REST facades, without the web pages. Run the {@code exec} jar of trade-services.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(TradeServicesConfiguration.class)
public class TradeServicesApplication {

	public static void main(String[] args) {
		SpringApplication.run(TradeServicesApplication.class, args);
	}

}
