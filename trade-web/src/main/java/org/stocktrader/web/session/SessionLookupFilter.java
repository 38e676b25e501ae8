package org.stocktrader.web.session;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;

/**
 * Bounds {@link WriteOnChangeSessionRepository}'s memory of found sessions to one
 * request: registered just before Spring Session's filter, it starts the memory before
 * the request and ends it after the session was saved, so that nothing is ever reused by
 * a later request.
 */
class SessionLookupFilter implements Filter {

	private final WriteOnChangeSessionRepository<?> sessions;

	SessionLookupFilter(WriteOnChangeSessionRepository<?> sessions) {
		this.sessions = sessions;
	}

	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
			throws IOException, ServletException {
		Object outer = this.sessions.beginRequest();
		try {
			chain.doFilter(request, response);
		}
		finally {
			this.sessions.endRequest(outer);
		}
	}

}
