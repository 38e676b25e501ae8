package org.stocktrader.web;

import java.io.IOException;
import java.net.URI;
import java.util.Set;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Protects the trading forms and actions against cross-site request forgery without
 * tokens, so that load scripts can post forms and follow action links directly. Browsers
 * label every request with where it comes from: {@code Sec-Fetch-Site} (all current
 * browsers) and {@code Origin} (on every POST and every script's request). A request that
 * changes state is refused with 403 when {@code Sec-Fetch-Site} says {@code cross-site}
 * or {@code same-site}, or when its {@code Origin} is not this host. Changing state means
 * an unsafe method (POST, PUT, PATCH, DELETE), and also the GET forms of the original
 * products' actions ({@code /app?action=buy|sell|update_profile|login|logout|register}
 * and {@code /logout}), and the operator's pages ({@code /config/**}), whose HTTP Basic
 * credentials a browser resends to any request: the session cookie is
 * {@code SameSite=Lax}, which a browser still sends on a top-level GET navigation from
 * another site, such as a link. Scripted clients send neither header and pass; a browser
 * cannot omit them.
 * <p>
 * The SOAP, REST and WSTest paths are not HTML forms and are left alone.
 */
class SameOriginFilter implements Filter {

	private static final Logger logger = LoggerFactory.getLogger(SameOriginFilter.class);

	private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

	private static final Set<String> FOREIGN_SITES = Set.of("cross-site", "same-site");

	static final String MESSAGE = "Forbidden: this form was submitted from another web site. "
			+ "Open StockTrader directly and submit the form again.";

	/** The original products' actions that change state, also when sent with GET. */
	private static final Set<String> STATE_CHANGING_ACTIONS = Set.of("buy", "sell", "update_profile", "login", "logout",
			"register");

	private static boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		if (SAFE_METHODS.contains(request.getMethod())) {
			return !changesState(path, request);
		}
		return path.startsWith("/services/") || path.startsWith("/api/") || path.startsWith("/wstest/");
	}

	private static boolean changesState(String path, HttpServletRequest request) {
		if (path.equals("/app")) {
			String action = request.getParameter("action");
			return action != null && STATE_CHANGING_ACTIONS.contains(action);
		}
		// the operator's pages are never reached from another site, not even by a link
		return path.equals("/logout") || path.equals("/config") || path.startsWith("/config/");
	}

	/**
	 * A plain filter (the request dispatch only, as a {@code OncePerRequestFilter} would
	 * run): no request attributes of its own.
	 */
	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (shouldNotFilter((HttpServletRequest) request)) {
			chain.doFilter(request, response);
			return;
		}
		filter((HttpServletRequest) request, (HttpServletResponse) response, chain);
	}

	private void filter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
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
