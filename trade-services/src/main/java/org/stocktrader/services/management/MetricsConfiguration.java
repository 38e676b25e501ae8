package org.stocktrader.services.management;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.observation.ObservationPredicate;
import jakarta.servlet.DispatcherType;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Role;
import org.springframework.core.Ordered;
import org.springframework.security.config.observation.SecurityObservationSettings;
import org.springframework.web.filter.ServerHttpObservationFilter;

/**
 * The application's own metrics besides Spring Boot's (JVM, process, HikariCP): the HTTP
 * requests ({@link RequestMetricsFilter}, in place of Spring's observation filter), the
 * business operations ({@link TradeOperationMetrics}) and the SOAP operations
 * ({@link SoapMetrics}); and the switch that turns all measuring off
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

	/**
	 * Every HTTP request timed ({@code http.server.requests}), where Spring Boot puts its
	 * observation filter: before every other filter, so that a request refused by one
	 * (security, size limits) counts too.
	 */
	@Bean
	@ConditionalOnBooleanProperty(name = ENABLED, matchIfMissing = true)
	@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
	FilterRegistrationBean<RequestMetricsFilter> requestMetricsFilter(ObjectProvider<MeterRegistry> registry,
			ObjectProvider<RouteTag> routeTags) {
		FilterRegistrationBean<RequestMetricsFilter> registration = new FilterRegistrationBean<>(
				new RequestMetricsFilter(registry, routeTags.orderedStream().toList()));
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 1);
		registration.setDispatcherTypes(DispatcherType.REQUEST);
		return registration;
	}

	/**
	 * Spring Security's observations off
	 * ({@code management.observations.enable.spring.security=false}, this application's
	 * default): its filter chains and authorizations are not wrapped, filter by filter,
	 * in observations that the property's predicate would then discard.
	 */
	@Bean
	@ConditionalOnBooleanProperty(name = "management.observations.enable.spring.security", havingValue = false)
	SecurityObservationSettings noSecurityObservations() {
		return SecurityObservationSettings.noObservations();
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

	/**
	 * Spring's observation filter is never registered: with metrics on,
	 * {@link RequestMetricsFilter} times the requests for less; with metrics off, nothing
	 * does.
	 */
	@Bean
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
