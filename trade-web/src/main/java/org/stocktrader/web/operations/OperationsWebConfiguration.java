package org.stocktrader.web.operations;

import java.time.Duration;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.CacheControl;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * The web tier's part of the metrics (the pages of {@code /app} in the {@code uri} tag)
 * and the operator dashboard: its sampler, and its script and stylesheets (the uPlot
 * charting library, vendored from its npm package in {@code static/dashboard/uplot}, and
 * the dashboard's own), served by this application under
 * {@code /config/dashboard/assets/}: nothing comes from another site.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DashboardProperties.class)
class OperationsWebConfiguration implements WebMvcConfigurer {

	static final String ASSETS = "/config/dashboard/assets/";

	@Bean
	PageRouteTag pageRouteTag(ObjectProvider<RequestMappingHandlerMapping> mappings) {
		return new PageRouteTag(mappings);
	}

	@Bean
	@ConditionalOnBooleanProperty(name = "trade.metrics.enabled", matchIfMissing = true)
	DashboardSampler dashboardSampler(ObjectProvider<MeterRegistry> registry, DashboardProperties properties) {
		return new DashboardSampler(registry, properties.interval(), properties.samples());
	}

	@Override
	public void addResourceHandlers(ResourceHandlerRegistry registry) {
		registry.addResourceHandler(ASSETS + "**")
			.addResourceLocations("classpath:/static/dashboard/")
			.setCacheControl(CacheControl.maxAge(Duration.ofHours(1)).cachePrivate());
	}

}
