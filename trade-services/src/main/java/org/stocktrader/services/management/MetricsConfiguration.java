package org.stocktrader.services.management;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.observation.ObservationPredicate;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Role;
import org.springframework.web.filter.ServerHttpObservationFilter;

/**
 * The application's own metrics besides Spring Boot's (HTTP requests, JVM, process,
 * HikariCP): the business operations ({@link TradeOperationMetrics}) and the SOAP
 * operations ({@link SoapMetrics}); and the switch that turns all measuring off
 * ({@link TradeMetricsProperties#enabled()}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TradeMetricsProperties.class)
class MetricsConfiguration {

	static final String ENABLED = "trade.metrics.enabled";

	/**
	 * The business operations' timer, on the trade service's proxy. Infrastructure role:
	 * applied by the auto-proxy creator that applies the transactions.
	 */
	@Bean
	@Role(BeanDefinition.ROLE_INFRASTRUCTURE)
	@ConditionalOnBooleanProperty(name = ENABLED, matchIfMissing = true)
	static TradeOperationMetrics tradeOperationMetrics(ObjectProvider<MeterRegistry> registry) {
		return new TradeOperationMetrics(registry);
	}

	@Bean
	@ConditionalOnBooleanProperty(name = ENABLED, matchIfMissing = true)
	SoapMetrics soapMetrics(ObjectProvider<MeterRegistry> registry) {
		return new SoapMetrics(registry);
	}

	/** Metrics off: no meter records anything. */
	@Bean
	@ConditionalOnBooleanProperty(name = ENABLED, havingValue = false)
	MeterFilter denyEveryMeter() {
		return MeterFilter.deny();
	}

	/** Metrics off: every observation (Spring Security's, Spring MVC's) is a no-op. */
	@Bean
	@ConditionalOnBooleanProperty(name = ENABLED, havingValue = false)
	ObservationPredicate noObservations() {
		return (name, context) -> false;
	}

	/** Metrics off: no observation filter in front of every request. */
	@Bean
	@ConditionalOnBooleanProperty(name = ENABLED, havingValue = false)
	static BeanPostProcessor withoutRequestObservations() {
		return new BeanPostProcessor() {
			@Override
			public Object postProcessBeforeInitialization(Object bean, String beanName) {
				if (bean instanceof FilterRegistrationBean<?> registration
						&& registration.getFilter() instanceof ServerHttpObservationFilter) {
					registration.setEnabled(false);
				}
				return bean;
			}
		};
	}

}
