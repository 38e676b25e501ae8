package org.stocktrader.web.config;

import org.stocktrader.services.security.TradeRoles;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.web.SecurityFilterChain;

/**
 * The operator's pages ({@code /config} and its reset) need the operator credential
 * ({@code trade.operator.*}) with HTTP Basic, on top of the loopback-only rule of
 * {@link ConfigController}; the reset form carries a CSRF token, since a browser resends
 * Basic credentials to any request for this site. The trading pages have no Spring
 * Security chain at all: they keep their own sign-in and cost nothing more.
 */
@Configuration(proxyBeanMethods = false)
// HTTP security exists only in a servlet web application (not, e.g., in a command-line
// context)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class OperatorSecurityConfiguration {

	@Bean
	@Order(30)
	SecurityFilterChain operatorSecurity(HttpSecurity http) {
		http.securityMatcher("/config", "/config/**")
			.authorizeHttpRequests((requests) -> requests.anyRequest().hasRole(TradeRoles.OPERATOR))
			.httpBasic((basic) -> basic.realmName("StockTrader operator"))
			.requestCache(AbstractHttpConfigurer::disable)
			.logout(AbstractHttpConfigurer::disable)
			.formLogin(AbstractHttpConfigurer::disable);
		return http.build();
	}

}
