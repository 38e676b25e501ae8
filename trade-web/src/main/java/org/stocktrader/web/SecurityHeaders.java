package org.stocktrader.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The browser security headers of the pages: a content security policy that allows only
 * this site's scripts (one static file, the live market; no inline script), connections
 * only to this site (its event stream), only this site's stylesheet, forms posted only
 * here and no framing; no content-type sniffing; no referrer sent to other sites; and,
 * over TLS, strict transport security. A plain filter rather than a Spring Security
 * chain, so the page path pays for five headers and nothing else. The SOAP paths are
 * machine-to-machine and are left alone.
 */
class SecurityHeaders extends OncePerRequestFilter {

	static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self'; "
			+ "style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

	private static final String[] MACHINE_PATHS = { "/services/", "/trade/services/", "/TradeServiceWcf/",
			"/TradeWebBSL/", "/wstest/services/" };

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		String path = request.getRequestURI().substring(request.getContextPath().length());
		for (String machinePath : MACHINE_PATHS) {
			if (path.startsWith(machinePath)) {
				return true;
			}
		}
		return false;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
		response.setHeader("X-Content-Type-Options", "nosniff");
		response.setHeader("X-Frame-Options", "DENY");
		response.setHeader("Referrer-Policy", "same-origin");
		if (request.isSecure()) {
			response.setHeader("Strict-Transport-Security", "max-age=31536000");
		}
		chain.doFilter(request, response);
	}

}
