package org.stocktrader.web;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Protects the trading forms against cross-site request forgery without tokens, so that
 * load scripts can post forms directly. Browsers label every request with where it comes
 * from: {@code Sec-Fetch-Site} (all current browsers) and {@code Origin} (on every POST).
 * An unsafe request (POST, PUT, PATCH, DELETE) is refused with 403 when
 * {@code Sec-Fetch-Site} says {@code cross-site} or {@code same-site}, or when its
 * {@code Origin} is not this host. Scripted clients send neither header and pass; a
 * browser cannot omit them on a forged cross-site form post. The session cookie is also
 * {@code SameSite=Lax}, so a cross-site POST carries no session in the first place.
 * <p>
 * The SOAP, REST and WSTest paths are not HTML forms and are left alone.
 */
class SameOriginFilter extends OncePerRequestFilter {

	private static final Logger logger = LoggerFactory.getLogger(SameOriginFilter.class);

	private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

	private static final Set<String> FOREIGN_SITES = Set.of("cross-site", "same-site");

	static final String MESSAGE = "Forbidden: this form was submitted from another web site. "
			+ "Open StockTrader directly and submit the form again.";

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		return SAFE_METHODS.contains(request.getMethod()) || path.startsWith("/services/") || path.startsWith("/api/")
				|| path.startsWith("/wstest/");
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		String fetchSite = request.getHeader("Sec-Fetch-Site");
		String origin = request.getHeader("Origin");
		if ((fetchSite != null && FOREIGN_SITES.contains(fetchSite)) || !sameHost(origin, request.getHeader("Host"))) {
			logger.debug("Refused {} {} from Sec-Fetch-Site={} Origin={}", request.getMethod(), request.getRequestURI(),
					fetchSite, origin);
			response.setStatus(HttpServletResponse.SC_FORBIDDEN);
			response.setContentType("text/plain;charset=UTF-8");
			response.getWriter().write(MESSAGE);
			return;
		}
		chain.doFilter(request, response);
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

}
