package org.stocktrader.trade;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;

/**
 * The in-process trade service and the data layer, without the SOAP and REST facades:
 * what the tests of this package start.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@ComponentScan(
		basePackages = { "org.stocktrader.trade", "org.stocktrader.db", "org.stocktrader.account",
				"org.stocktrader.quote", "org.stocktrader.holding", "org.stocktrader.order", "org.stocktrader.market" },
		excludeFilters = @ComponentScan.Filter(type = FilterType.CUSTOM, classes = TypeExcludeFilter.class))
class TradeServicesTestApplication {

}
