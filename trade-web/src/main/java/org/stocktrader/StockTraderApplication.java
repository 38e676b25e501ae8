package org.stocktrader;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * The whole reference deployment in one process: the web pages, the trade services with
 * their SOAP and REST facades, and WSTest.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class StockTraderApplication {

	public static void main(String[] args) {
		SpringApplication.run(StockTraderApplication.class, args);
	}

}
