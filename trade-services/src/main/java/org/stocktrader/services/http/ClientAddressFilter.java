package org.stocktrader.services.http;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.services.trade.LoginThrottle;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Tells the login throttle which client address a request comes from, so failed logins
 * count per address whichever facade (pages, REST, SOAP) receives them.
 */
class ClientAddressFilter extends OncePerRequestFilter {

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		LoginThrottle.setClientAddress(request.getRemoteAddr());
		try {
			chain.doFilter(request, response);
		}
		finally {
			LoginThrottle.setClientAddress(null);
		}
	}

}
