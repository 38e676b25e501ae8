package org.stocktrader.services;

import org.stocktrader.services.item.ItemConfiguration;
import org.stocktrader.services.trade.inprocess.TradeConfiguration;

import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Everything trade-services contributes to an application: the in-process
 * {@code TradeService} (with the data layer), its SOAP and REST facades, the SOAP client
 * back end, the Actuator endpoints' health, info and access rules, and the live market
 * stream, the CachePerf items' cache, and HTTPS ({@code trade.tls.*}).
 */
@Configuration(proxyBeanMethods = false)
@ComponentScan({ "org.stocktrader.services.security", "org.stocktrader.services.soap", "org.stocktrader.services.rest",
		"org.stocktrader.services.http", "org.stocktrader.services.management", "org.stocktrader.services.market",
		"org.stocktrader.services.tls" })
@Import({ TradeConfiguration.class, ItemConfiguration.class })
public class TradeServicesConfiguration {

}
