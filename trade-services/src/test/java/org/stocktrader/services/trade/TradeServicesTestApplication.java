package org.stocktrader.services.trade;

import org.stocktrader.services.trade.inprocess.TradeConfiguration;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * The in-process trade service and the data layer, without the SOAP and REST facades:
 * what the tests of this package start.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(TradeConfiguration.class)
public class TradeServicesTestApplication {

}
