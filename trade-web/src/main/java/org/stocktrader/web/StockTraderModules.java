package org.stocktrader.web;

import org.stocktrader.services.TradeServicesConfiguration;
import org.stocktrader.wstest.WSTestConfiguration;

import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * The other modules of the assembled application, each by its own configuration. Kept
 * apart from {@link StockTraderApplication} so that the web slice tests, which start from
 * that class, do not bring them in.
 */
@Configuration(proxyBeanMethods = false)
@Import({ TradeServicesConfiguration.class, WSTestConfiguration.class })
class StockTraderModules {

}
