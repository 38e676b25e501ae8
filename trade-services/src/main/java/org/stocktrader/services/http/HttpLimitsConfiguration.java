package org.stocktrader.services.http;

import org.stocktrader.edge.RequestBodyLimit;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.TradeLimits;

import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.web.filter.RequestContextFilter;

/**
 * The REST API's body limit, the connection's peer address ({@link PeerAddressValve}),
 * the answer to failures outside the façades' handlers ({@link UnhandledFailures}), and
 * the request context filter left out of Spring MVC's per-request work.
 */
@Configuration(proxyBeanMethods = false)
class HttpLimitsConfiguration {

	/**
	 * Spring Boot's request context filter, not registered: it sets the request and
	 * locale holders for the filters that follow it, and none of them reads those (Spring
	 * MVC's dispatcher sets them itself for the handlers and views, and the SOAP servlet
	 * does not use them). A registration of this type, disabled, is how Spring Boot is
	 * told to register none.
	 */
	@Bean
	FilterRegistrationBean<RequestContextFilter> requestContextFilterNotRegistered() {
		FilterRegistrationBean<RequestContextFilter> registration = new FilterRegistrationBean<>(
				new RequestContextFilter());
		registration.setEnabled(false);
		return registration;
	}

	@Bean
	FilterRegistrationBean<RequestBodyLimit> restRequestSizeLimit(TradeLimits limits) {
		FilterRegistrationBean<RequestBodyLimit> registration = new FilterRegistrationBean<>(
				RequestBodyLimit.problem(limits.maxRequestSize().toBytes(), Refusal.INVALID_INPUT.name()));
		registration.addUrlPatterns("/api/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 20);
		return registration;
	}

	/**
	 * Around every other filter but the request metrics (so that the answer it writes is
	 * counted): failures that happen outside the façades' handlers, such as the session
	 * read in the database.
	 */
	@Bean
	FilterRegistrationBean<UnhandledFailures> unhandledFailures() {
		FilterRegistrationBean<UnhandledFailures> registration = new FilterRegistrationBean<>(new UnhandledFailures());
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 2);
		return registration;
	}

	/** The connection's peer address beside the forwarded client address. */
	@Bean
	WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> peerAddressValve() {
		return (factory) -> factory
			.addContextCustomizers((context) -> context.getPipeline().addValve(new PeerAddressValve()));
	}

}
