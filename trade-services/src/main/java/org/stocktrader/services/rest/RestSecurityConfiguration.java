package org.stocktrader.services.rest;

import java.util.Map;
import java.util.function.Supplier;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.stocktrader.services.security.TradeRoles;
import org.stocktrader.services.security.TraderSessions;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;

/**
 * Who may call the REST API. A trader signs in with {@code POST /api/sessions} and gets
 * an HTTP session (the cookie {@code JSESSIONID}), which {@code /api/accounts/{userId}/…}
 * requires: 401 without it, 403 for another user's account. Registration, quotes, the
 * market summary, the CachePerf items and the live market stream
 * ({@code /api/market/stream}) are public. The order operations by order id
 * ({@code /api/orders/{orderId}/…}) reach any user's order and need the operator
 * credential (HTTP Basic).
 * <p>
 * No CSRF token: every state-changing route takes a JSON body or a method a form cannot
 * send, so a browser asks this server before sending it from another site (CORS
 * preflight, which is not granted), and the session cookie is {@code SameSite=Lax}.
 */
@Configuration(proxyBeanMethods = false)
// HTTP security exists only in a servlet web application (not, e.g., in a command-line
// context)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class RestSecurityConfiguration {

	/** The OpenAPI name of the session scheme. */
	static final String SESSION = "session";

	/** The OpenAPI name of the operator's HTTP Basic scheme. */
	static final String OPERATOR = "operator";

	@Bean
	@Order(10)
	SecurityFilterChain restSecurity(HttpSecurity http) {
		RestAuthenticationProblems problems = new RestAuthenticationProblems();
		http.securityMatcher("/api/**")
			.authorizeHttpRequests((requests) -> requests.requestMatchers(HttpMethod.POST, "/api/accounts")
				.permitAll()
				.requestMatchers("/api/sessions")
				.permitAll()
				.requestMatchers(HttpMethod.GET, "/api/quotes", "/api/quotes/*", "/api/market-summary",
						"/api/market/stream", "/api/items/*")
				.permitAll()
				.requestMatchers("/api/accounts/{userId}", "/api/accounts/{userId}/**")
				.access(RestSecurityConfiguration::accountOwner)
				.requestMatchers("/api/orders/**")
				.hasRole(TradeRoles.OPERATOR)
				.anyRequest()
				.authenticated())
			.httpBasic((basic) -> basic.authenticationEntryPoint(problems))
			.exceptionHandling(
					(exceptions) -> exceptions.authenticationEntryPoint(problems).accessDeniedHandler(problems))
			.csrf(AbstractHttpConfigurer::disable)
			.requestCache(AbstractHttpConfigurer::disable)
			.logout(AbstractHttpConfigurer::disable)
			.formLogin(AbstractHttpConfigurer::disable);
		return http.build();
	}

	/** Grants the signed-in trader whose user id is the path's. */
	static AuthorizationDecision accountOwner(Supplier<? extends Authentication> authentication,
			RequestAuthorizationContext context) {
		return new AuthorizationDecision(
				TraderSessions.isTrader(authentication.get(), context.getVariables().get("userId")));
	}

	/** Declares the session and operator schemes, and which routes need them. */
	@Bean
	OpenApiCustomizer restSecuritySchemes() {
		return (openApi) -> {
			Components components = (openApi.getComponents() != null) ? openApi.getComponents() : new Components();
			openApi.setComponents(components
				.addSecuritySchemes(SESSION,
						new SecurityScheme().type(SecurityScheme.Type.APIKEY)
							.in(SecurityScheme.In.COOKIE)
							.name("JSESSIONID")
							.description("The session cookie set by POST /api/sessions; DELETE /api/sessions ends it."))
				.addSecuritySchemes(OPERATOR,
						new SecurityScheme().type(SecurityScheme.Type.HTTP)
							.scheme("basic")
							.description("The operator credential (trade.operator.username and password).")));
			secure(openApi, Map.of("/api/accounts/{", SESSION, "/api/orders/", OPERATOR));
		};
	}

	private static void secure(OpenAPI openApi, Map<String, String> schemeByPrefix) {
		if (openApi.getPaths() == null) {
			return;
		}
		openApi.getPaths().forEach((path, item) -> schemeByPrefix.forEach((prefix, scheme) -> {
			if (path.startsWith(prefix)) {
				item.readOperations()
					.forEach((operation) -> operation.addSecurityItem(new SecurityRequirement().addList(scheme)));
			}
		}));
	}

}
