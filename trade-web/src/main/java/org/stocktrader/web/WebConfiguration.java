package org.stocktrader.web;

import java.time.Clock;
import java.time.Duration;

import org.stocktrader.services.http.HttpCacheProperties;
import org.stocktrader.services.market.MarketFeed;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSetting.Codec;
import org.stocktrader.services.trade.LiveValue;
import org.stocktrader.services.trade.MarketSummaries;
import org.stocktrader.services.trade.SummaryCache;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.home.HomePage;
import org.stocktrader.web.market.MarketPanel;
import org.stocktrader.web.market.MarketSummaryView;
import org.stocktrader.web.order.OrderTokens;
import org.thymeleaf.ITemplateEngine;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.http.CacheControl;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.web.filter.ShallowEtagHeaderFilter;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.servlet.resource.VersionResourceResolver;

/**
 * Wires the trading pages: cross-site check, sign-in check, layout data, security
 * headers, market cache, and the pages' live setting (trade alert check).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TradeWebProperties.class)
class WebConfiguration implements WebMvcConfigurer {

	private final TradeService tradeService;

	private final Clock clock = Clock.systemDefaultZone();

	private final LiveSetting<ClosedOrderCheck> closedOrderCheck;

	private final Duration shutdownDelay;

	private final String publicPages;

	WebConfiguration(TradeService tradeService, TradeWebProperties properties, Environment environment,
			ObjectProvider<HttpCacheProperties> httpCache) {
		this.tradeService = tradeService;
		this.publicPages = httpCache.getIfAvailable(HttpCacheProperties::defaults).publicAnswers().getHeaderValue();
		this.shutdownDelay = properties.shutdownDelay();
		this.closedOrderCheck = LiveSetting.of("closed-order-check", "Trade alert check",
				"trade.web.closed-order-check", Codec.ofEnum(ClosedOrderCheck.class), properties.closedOrderCheck(),
				environment.containsProperty("trade.web.closed-order-check"));
	}

	/**
	 * When pages look for executed orders to announce, live:
	 * {@code trade.web.closed-order-check} at start-up, then as the operator sets it.
	 */
	@Bean
	LiveSetting<ClosedOrderCheck> closedOrderCheckSetting() {
		return this.closedOrderCheck;
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
	 * An {@code ETag} on the public pages, computed from the page's bytes by Spring's
	 * filter, which answers a conditional {@code GET} whose {@code If-None-Match} names
	 * it with 304; a page marked {@code no-store} (any signed-in visitor's) gets none.
	 */
	@Bean
	FilterRegistrationBean<ShallowEtagHeaderFilter> pageEtags() {
		FilterRegistrationBean<ShallowEtagHeaderFilter> registration = new FilterRegistrationBean<>(
				new ShallowEtagHeaderFilter());
		registration.setName("pageEtags");
		registration.addUrlPatterns("/welcome", "/register", "/items/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 29);
		return registration;
	}

	/**
	 * The cross-site check, the sign-in check and the layout data, for this module's
	 * pages only (see {@link PagesOnlyInterceptor}): no list of the other modules' paths
	 * to keep up.
	 */
	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new PagesOnlyInterceptor(new SameOriginInterceptor()));
		registry.addInterceptor(new PagesOnlyInterceptor(new SignInInterceptor(this.publicPages)));
		registry.addInterceptor(
				new PagesOnlyInterceptor(new LayoutInterceptor(this.tradeService, this.closedOrderCheck, this.clock)));
	}

	/**
	 * Spring MVC's request mapping with DayTrader's {@code /app?action=} looked up
	 * directly.
	 */
	@Bean
	WebMvcRegistrations actionRoutes() {
		return new WebMvcRegistrations() {
			@Override
			public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
				return new ActionRoutes();
			}
		};
	}

	/**
	 * {@code /app?action=} served before the dispatcher asks the other mappings (in a
	 * servlet web application only: without one there is no request mapping).
	 */
	@Bean
	@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
	HandlerMapping actionRoutesFirst(
			@Qualifier("requestMappingHandlerMapping") RequestMappingHandlerMapping requestMappingHandlerMapping) {
		return ((ActionRoutes) requestMappingHandlerMapping).first();
	}

	/**
	 * The pages' market summary panel, formatted and rendered once per summary and reused
	 * for the same live expiry as the service's summary, aged from when that summary was
	 * computed (so the two never add up); with the SOAP back end, one call per expiry,
	 * not per page. Metrics: {@code cache.gets} with {@code cache=marketSummaryView}.
	 */
	@Bean
	SummaryCache<MarketPanel> marketSummaryView(ObjectProvider<LiveSetting<Duration>> marketSummaryExpiry,
			ITemplateEngine templateEngine) {
		// the setting is trade-services' (always there in the application); a test slice
		// of the pages without it reuses the view for the default
		LiveSetting<Duration> setting = marketSummaryExpiry.getIfAvailable();
		LiveValue<Duration> expiry = (setting != null) ? setting : LiveValue.fixed(MarketSummaries.DEFAULT_EXPIRY);
		return new SummaryCache<>("marketSummaryView",
				() -> MarketPanel.render(templateEngine, MarketSummaryView.of(this.tradeService.getMarketSummary())),
				MarketPanel::asOf, expiry, this.clock);
	}

	@Bean
	HomePage homePage(SummaryCache<MarketPanel> marketSummaryView) {
		return new HomePage(this.tradeService, marketSummaryView);
	}

	/** The order forms' one-time tokens, {@code ${@orderTokens.next()}} in templates. */
	@Bean
	PriceHistory priceHistory(ObjectProvider<MarketFeed> marketFeed) {
		return new PriceHistory(marketFeed);
	}

	@Bean
	OrderTokens orderTokens() {
		return new OrderTokens();
	}

	/** The node's first step when it stops: readiness down, then the delay. */
	@Bean
	ShutdownDelay shutdownDelay(ApplicationEventPublisher events) {
		return new ShutdownDelay(this.shutdownDelay, events);
	}

	/**
	 * The security headers on Spring MVC's servlet only: whatever else is mounted (the
	 * SOAP servlets) is left alone without naming its addresses.
	 */
	@Bean
	FilterRegistrationBean<HeaderWriterFilter> securityHeaders() {
		FilterRegistrationBean<HeaderWriterFilter> registration = new FilterRegistrationBean<>(
				SecurityHeaders.filter());
		registration.addServletNames(DispatcherServletAutoConfiguration.DEFAULT_DISPATCHER_SERVLET_BEAN_NAME);
		registration.setName("securityHeaders");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 90);
		return registration;
	}

}
