package org.stocktrader.services.http;

import org.stocktrader.services.trade.TradeLimits;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/** The REST API's body limit and the client address for login throttling. */
@Configuration(proxyBeanMethods = false)
class HttpLimitsConfiguration {

	@Bean
	FilterRegistrationBean<RequestBodyLimit> restRequestSizeLimit(TradeLimits limits) {
		FilterRegistrationBean<RequestBodyLimit> registration = new FilterRegistrationBean<>(
				new RequestBodyLimit(limits.maxRequestSize().toBytes(), false));
		registration.addUrlPatterns("/api/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 20);
		return registration;
	}

	@Bean
	FilterRegistrationBean<ClientAddressFilter> clientAddressFilter() {
		FilterRegistrationBean<ClientAddressFilter> registration = new FilterRegistrationBean<>(
				new ClientAddressFilter());
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 10);
		return registration;
	}

}
