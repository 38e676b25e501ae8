package org.stocktrader.web;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The whole reference deployment in one process: the web pages of this module, with the
 * trade services, their SOAP and REST facades, and WSTest imported by
 * {@link StockTraderModules}.
 */
@SpringBootApplication(proxyBeanMethods = false)
public class StockTraderApplication {

	public static void main(String[] args) {
		SpringApplication.run(StockTraderApplication.class, args);
	}

}
