package org.stocktrader.services.management;

import org.stocktrader.services.security.TradeRoles;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Who reaches the Actuator endpoints ({@code /actuator/**}): the liveness and readiness
 * probes answer anyone, with their status only, so that a load balancer or an
 * orchestrator uses them without a credential; everything else (the health details, info,
 * metrics, Prometheus) needs the operator credential ({@code trade.operator.*}) with HTTP
 * Basic. No sessions, no CSRF (the endpoints exposed only read).
 */
@Configuration(proxyBeanMethods = false)
// HTTP security exists only in a servlet web application (not, e.g., in a command-line
// context)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ManagementSecurityConfiguration {

	@Bean
	@Order(5)
	SecurityFilterChain managementSecurity(HttpSecurity http,
			@Value("${management.endpoints.web.base-path:/actuator}") String basePath) {
		http.securityMatcher(basePath, basePath + "/**")
			.authorizeHttpRequests((requests) -> requests
				.requestMatchers(basePath + "/health/liveness", basePath + "/health/readiness")
				.permitAll()
				.anyRequest()
				.hasRole(TradeRoles.OPERATOR))
			.httpBasic((basic) -> basic.realmName("StockTrader operator"))
			.sessionManagement((sessions) -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.csrf(AbstractHttpConfigurer::disable)
			.requestCache(AbstractHttpConfigurer::disable)
			.logout(AbstractHttpConfigurer::disable)
			.formLogin(AbstractHttpConfigurer::disable);
		return http.build();
	}

}
