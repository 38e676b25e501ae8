package org.stocktrader.services.soap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/** Lets a request through only with the configured HTTP Basic credentials. */
class BasicAuthentication extends OncePerRequestFilter {

	private final byte[] expected;

	BasicAuthentication(String username, String password) {
		this.expected = (username + ":" + ((password != null) ? password : "")).getBytes(StandardCharsets.UTF_8);
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (authenticated(request.getHeader("Authorization"))) {
			chain.doFilter(request, response);
			return;
		}
		response.setHeader("WWW-Authenticate", "Basic realm=\"StockTrader services\", charset=\"UTF-8\"");
		response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
	}

	private boolean authenticated(String header) {
		if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
			return false;
		}
		byte[] given;
		try {
			given = Base64.getDecoder().decode(header.substring(6).trim());
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
		return MessageDigest.isEqual(given, this.expected);
	}

}
