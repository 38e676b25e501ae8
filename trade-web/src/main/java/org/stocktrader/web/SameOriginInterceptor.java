package org.stocktrader.web;

import java.net.URI;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Protects the trading pages against cross-site request forgery without tokens, so that
 * load scripts can post forms and follow action links directly. It decides on the handler
 * Spring MVC resolved for the request, not on how the URL is spelled: {@code /%61pp},
 * {@code /app;x=1} and {@code /app} reach the same handler and get the same decision.
 * <p>
 * Browsers label every request with where it comes from: {@code Sec-Fetch-Site} (all
 * current browsers) and {@code Origin} (on every POST and every script's request). A
 * request that changes state is refused with 403 when {@code Sec-Fetch-Site} says
 * {@code cross-site} or {@code same-site}, or when its {@code Origin} is not this host.
 * Changing state means an unsafe method (POST, PUT, PATCH, DELETE) to any page, and any
 * method to a handler marked {@link SameOriginOnly}: the session cookie is
 * {@code SameSite=Lax}, which a browser still sends on a top-level GET navigation from
 * another site, such as a link. Scripted clients send neither header and pass; a browser
 * cannot omit them.
 * <p>
 * Registered for this module's pages only ({@link PagesOnlyInterceptor}): the SOAP
 * services, the REST API and WSTest have rules of their own.
 */
class SameOriginInterceptor implements HandlerInterceptor {

	private static final Logger logger = LoggerFactory.getLogger(SameOriginInterceptor.class);

	private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

	private static final Set<String> FOREIGN_SITES = Set.of("cross-site", "same-site");

	static final String MESSAGE = "This request came from another web site, so it was not carried out. "
			+ "Open StockTrader directly and try again.";

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
		if (changesState(request, handler) && fromAnotherSite(request)) {
			logger.debug("Refused {} {} from Sec-Fetch-Site={} Origin={}", request.getMethod(), request.getRequestURI(),
					request.getHeader("Sec-Fetch-Site"), request.getHeader("Origin"));
			throw new CrossSiteRequestException(MESSAGE);
		}
		return true;
	}

	static boolean changesState(HttpServletRequest request, Object handler) {
		if (!SAFE_METHODS.contains(request.getMethod())) {
			return true;
		}
		return handler instanceof HandlerMethod method && (method.hasMethodAnnotation(SameOriginOnly.class)
				|| method.getBeanType().isAnnotationPresent(SameOriginOnly.class));
	}

	static boolean fromAnotherSite(HttpServletRequest request) {
		String fetchSite = request.getHeader("Sec-Fetch-Site");
		return (fetchSite != null && FOREIGN_SITES.contains(fetchSite))
				|| !sameHost(request.getHeader("Origin"), request.getHeader("Host"));
	}

	private static boolean sameHost(String origin, String host) {
		if (origin == null) {
			return true;
		}
		if (host == null || "null".equals(origin)) {
			return false;
		}
		try {
			return host.equalsIgnoreCase(URI.create(origin).getRawAuthority());
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

	/**
	 * A state-changing request sent from another site: answered 403 on the error page.
	 */
	static final class CrossSiteRequestException extends RuntimeException {

		CrossSiteRequestException(String message) {
			super(message);
		}

	}

}
