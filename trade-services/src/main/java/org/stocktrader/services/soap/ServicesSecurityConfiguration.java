package org.stocktrader.services.soap;

import java.io.IOException;
import java.util.Arrays;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.cxf.Bus;
import org.stocktrader.edge.SoapContentType;
import org.stocktrader.services.security.ServicesSecurityProperties;
import org.stocktrader.services.security.TradeRoles;
import org.stocktrader.services.security.TrustedNetworks;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.SecurityFilterChain;

/**
 * The SOAP services are a trusted-peer API: their contracts carry the user id in each
 * call, so only trusted clients may call them at all, that is clients on a trusted
 * network ({@code trade.services.security.trusted-networks}, by default the loopback
 * addresses) and clients sending the service or operator credential with HTTP Basic.
 * Anyone else gets 401. Operator operations need the operator credential in every case
 * ({@link OperatorOperations}), and only XML bodies are accepted
 * ({@link SoapContentType}), so that a web page cannot post to the services.
 */
@Configuration(proxyBeanMethods = false)
// HTTP security exists only in a servlet web application (not, e.g., in a command-line
// context)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ServicesSecurityConfiguration {

	private static final String REALM = "StockTrader services";

	@Bean
	@Order(20)
	SecurityFilterChain tradeServicesSecurity(HttpSecurity http, ServicesSecurityProperties properties) {
		TrustedNetworks trusted = new TrustedNetworks(properties.trustedNetworksOrDefault(), TradeRoles.SERVICE,
				TradeRoles.OPERATOR);
		String[] paths = Arrays.stream(SoapConfiguration.SERVLET_MAPPINGS)
			.map((mapping) -> mapping.replace("/*", "/**"))
			.toArray(String[]::new);
		// no sessions, no forms (SoapContentType refuses what a form can send), no pages;
		// no anonymous token and no servlet API wrapper either (nothing on these paths
		// asks
		// for them: a caller without a credential is refused by the entry point's 401 as
		// before, and OperatorOperations reads the security context)
		http.securityMatcher(paths)
			.authorizeHttpRequests((requests) -> requests.anyRequest().access(trusted))
			.httpBasic((basic) -> basic.authenticationEntryPoint(ServicesSecurityConfiguration::unauthorised))
			.exceptionHandling(
					(exceptions) -> exceptions.authenticationEntryPoint(ServicesSecurityConfiguration::unauthorised))
			.sessionManagement((sessions) -> sessions.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.csrf(AbstractHttpConfigurer::disable)
			.requestCache(AbstractHttpConfigurer::disable)
			.logout(AbstractHttpConfigurer::disable)
			.headers(AbstractHttpConfigurer::disable)
			.anonymous(AbstractHttpConfigurer::disable)
			.servletApi(AbstractHttpConfigurer::disable);
		return http.build();
	}

	/**
	 * The 401 of the services' addresses: a Basic challenge and a line of plain text (a
	 * SOAP client has no use for the error page's JSON or HTML).
	 */
	static void unauthorised(HttpServletRequest request, HttpServletResponse response, AuthenticationException ex)
			throws IOException {
		response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Basic realm=\"" + REALM + "\"");
		response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
		response.setContentType("text/plain;charset=UTF-8");
		response.getWriter()
			.write("Unauthorized: the trade services answer callers on a trusted network, and callers sending "
					+ "the service or operator credential with HTTP Basic.\n");
	}

	@Bean
	FilterRegistrationBean<SoapContentType> tradeServicesContentType() {
		FilterRegistrationBean<SoapContentType> registration = new FilterRegistrationBean<>(new SoapContentType());
		registration.addUrlPatterns(SoapConfiguration.SERVLET_MAPPINGS);
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 15);
		return registration;
	}

	@Bean
	OperatorOperations operatorOperations(@Qualifier(Bus.DEFAULT_BUS_ID) Bus bus) {
		OperatorOperations operations = new OperatorOperations();
		bus.getInInterceptors().add(operations);
		return operations;
	}

}
