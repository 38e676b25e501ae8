package org.stocktrader.services.soap;

import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * Guards the SOAP and REST paths with HTTP Basic authentication when
 * {@code trade.services.security.username} is set. TLS is Spring Boot's
 * {@code server.ssl.*}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ServicesSecurityProperties.class)
class ServicesSecurityConfiguration {

	@Bean
	@ConditionalOnExpression("!'${trade.services.security.username:}'.isEmpty()")
	FilterRegistrationBean<BasicAuthentication> tradeServicesAuthentication(ServicesSecurityProperties properties) {
		FilterRegistrationBean<BasicAuthentication> registration = new FilterRegistrationBean<>(
				new BasicAuthentication(properties.username(), properties.password()));
		registration.addUrlPatterns(SoapConfiguration.SERVLET_MAPPINGS);
		registration.addUrlPatterns("/api/*");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 10);
		return registration;
	}

}
