package org.stocktrader.services.http;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import org.stocktrader.services.trade.LoginThrottle;

/**
 * Tells the login throttle which client address a request comes from, so failed logins
 * count per address whichever facade (pages, REST, SOAP) receives them. A plain filter
 * (the request dispatch only, as a {@code OncePerRequestFilter} would run): no request
 * attributes of its own.
 */
class ClientAddressFilter implements Filter {

	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
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
