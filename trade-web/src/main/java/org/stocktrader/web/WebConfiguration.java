package org.stocktrader.web;

import java.time.Clock;

import org.stocktrader.trade.TradeService;
import org.stocktrader.web.market.MarketSummaryCache;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** Wires the trading pages: sign-in check, layout data, CSRF filter, market cache. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TradeWebProperties.class)
class WebConfiguration implements WebMvcConfigurer {

	private final TradeService tradeService;

	private final TradeWebProperties properties;

	private final Clock clock = Clock.systemDefaultZone();

	WebConfiguration(TradeService tradeService, TradeWebProperties properties) {
		this.tradeService = tradeService;
		this.properties = properties;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new SignInInterceptor()).excludePathPatterns("/error", "/css/**");
		registry
			.addInterceptor(new LayoutInterceptor(this.tradeService, this.properties.closedOrderCheck(), this.clock))
			.excludePathPatterns("/error", "/css/**");
	}

	@Bean
	MarketSummaryCache marketSummaryCache() {
		return new MarketSummaryCache(this.tradeService::getMarketSummary, this.properties.marketSummaryExpiry(),
				this.clock);
	}

	@Bean
	FilterRegistrationBean<SameOriginFilter> sameOriginFilter() {
		FilterRegistrationBean<SameOriginFilter> registration = new FilterRegistrationBean<>(new SameOriginFilter());
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 100);
		return registration;
	}

}
