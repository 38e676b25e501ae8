package org.stocktrader.web;

import java.time.Clock;
import java.time.Duration;

import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.market.MarketSummaryCache;
import org.stocktrader.web.order.OrderTokens;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.http.CacheControl;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.resource.VersionResourceResolver;

/**
 * Wires the trading pages: sign-in check, layout data, CSRF filter, security headers,
 * market cache.
 */
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

	/**
	 * The stylesheet and the live market script, under content-hashed URLs cached for a
	 * year. Only {@code /css/**} and {@code /js/**} are resource paths: with Boot's
	 * default {@code /**}, every link of every page would be looked up as a versioned
	 * resource while rendering, which cost more than the rest of the page. The pages link
	 * the hashed URL computed once at start-up ({@link PageRendering}); nothing rewrites
	 * links per request.
	 */
	@Override
	public void addResourceHandlers(ResourceHandlerRegistry registry) {
		registry.addResourceHandler("/css/**")
			.addResourceLocations("classpath:/static/css/")
			.setCacheControl(CacheControl.maxAge(Duration.ofDays(365)).cachePublic())
			.resourceChain(true)
			.addResolver(new VersionResourceResolver().addContentVersionStrategy("/**"));
		registry.addResourceHandler("/js/**")
			.addResourceLocations("classpath:/static/js/")
			.setCacheControl(CacheControl.maxAge(Duration.ofDays(365)).cachePublic())
			.resourceChain(true)
			.addResolver(new VersionResourceResolver().addContentVersionStrategy("/**"));
	}

	/**
	 * The sign-in check and the layout data, for this module's pages only (see
	 * {@link PagesOnlyInterceptor}): no list of the other modules' paths to keep up.
	 */
	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new PagesOnlyInterceptor(new SignInInterceptor()));
		registry.addInterceptor(new PagesOnlyInterceptor(
				new LayoutInterceptor(this.tradeService, this.properties.closedOrderCheck(), this.clock)));
	}

	@Bean
	MarketSummaryCache marketSummaryCache() {
		return new MarketSummaryCache(this.tradeService::getMarketSummary, this.properties.marketSummaryExpiry(),
				this.clock);
	}

	/** The order forms' one-time tokens, {@code ${@orderTokens.next()}} in templates. */
	@Bean
	OrderTokens orderTokens() {
		return new OrderTokens();
	}

	@Bean
	FilterRegistrationBean<SameOriginFilter> sameOriginFilter() {
		FilterRegistrationBean<SameOriginFilter> registration = new FilterRegistrationBean<>(new SameOriginFilter());
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 100);
		return registration;
	}

	@Bean
	FilterRegistrationBean<SecurityHeaders> securityHeaders() {
		FilterRegistrationBean<SecurityHeaders> registration = new FilterRegistrationBean<>(new SecurityHeaders());
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 90);
		return registration;
	}

}
