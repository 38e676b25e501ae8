package org.stocktrader.web;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The browser security headers of the pages: a content security policy that allows only
 * this site's scripts (one static file, the live market; no inline script), connections
 * only to this site (its event stream), only this site's stylesheet, forms posted only
 * here and no framing; no content-type sniffing; no referrer sent to other sites; and,
 * over TLS, strict transport security. A plain filter rather than a Spring Security
 * chain, so the page path pays for five headers and nothing else. The SOAP paths are
 * machine-to-machine and are left alone. The operator dashboard is the one page with a
 * script: its policy adds scripts and fetches from this site only (still no inline script
 * or style); Swagger UI's also allows {@code data:} images.
 */
class SecurityHeaders implements Filter {

	static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
			+ "style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

	static final String DASHBOARD_POLICY = CONTENT_SECURITY_POLICY + "; script-src 'self'; connect-src 'self'";

	/**
	 * Swagger UI (springdoc's, served from this site): its stylesheet draws icons from
	 * {@code data:} images; scripts, styles and the document it fetches are this site's.
	 */
	static final String API_UI_POLICY = CONTENT_SECURITY_POLICY.replace("img-src 'self'", "img-src 'self' data:");

	private static final String DASHBOARD_PATH = "/config/dashboard";

	private static final String API_UI_PATH = "/swagger-ui/";

	private static final String[] MACHINE_PATHS = { "/services/", "/trade/services/", "/TradeServiceWcf/",
			"/TradeWebBSL/", "/wstest/services/" };

	private static boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		for (String machinePath : MACHINE_PATHS) {
			if (path.startsWith(machinePath)) {
				return true;
			}
		}
		return false;
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
		// no substring: every page passes here
		String uri = request.getRequestURI();
		int start = request.getContextPath().length();
		String policy = uri.startsWith(DASHBOARD_PATH, start) ? DASHBOARD_POLICY
				: uri.startsWith(API_UI_PATH, start) ? API_UI_POLICY : CONTENT_SECURITY_POLICY;
		response.setHeader("Content-Security-Policy", policy);
		response.setHeader("X-Content-Type-Options", "nosniff");
		response.setHeader("X-Frame-Options", "DENY");
		response.setHeader("Referrer-Policy", "same-origin");
		if (request.isSecure()) {
			response.setHeader("Strict-Transport-Security", "max-age=31536000");
		}
		chain.doFilter(request, response);
	}

}
