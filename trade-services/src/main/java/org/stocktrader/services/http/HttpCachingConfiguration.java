package org.stocktrader.services.http;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.web.filter.ShallowEtagHeaderFilter;

/**
 * HTTP caching of the REST API: the {@code Cache-Control} of every answer
 * ({@link CacheHeaders}), and an {@code ETag} on the public reads, computed from the
 * answer's bytes by Spring's {@link ShallowEtagHeaderFilter}, which answers a conditional
 * {@code GET} whose {@code If-None-Match} names it with 304 (the answer is still
 * computed, but not sent). Answers marked {@code no-store} get no {@code ETag}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HttpCacheProperties.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class HttpCachingConfiguration {

	/** Public REST reads: the paths {@link CacheHeaders} marks public. */
	static final String[] PUBLIC_READS = { "/api/quotes", "/api/quotes/*", "/api/market-summary", "/api/items/*" };

	@Bean
	FilterRegistrationBean<CacheHeaders> restCacheHeaders(HttpCacheProperties properties) {
		FilterRegistrationBean<CacheHeaders> registration = new FilterRegistrationBean<>(new CacheHeaders(properties));
		registration.setName("restCacheHeaders");
		registration.addUrlPatterns("/api/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 30);
		return registration;
	}

	@Bean
	FilterRegistrationBean<ShallowEtagHeaderFilter> restEtags() {
		FilterRegistrationBean<ShallowEtagHeaderFilter> registration = new FilterRegistrationBean<>(
				new ShallowEtagHeaderFilter());
		registration.setName("restEtags");
		registration.addUrlPatterns(PUBLIC_READS);
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 29);
		return registration;
	}

}
