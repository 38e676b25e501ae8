package org.stocktrader.edge;

import java.io.IOException;
import java.util.Locale;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Refuses a request with a body that is not SOAP ({@code text/xml} for SOAP 1.1,
 * {@code application/soap+xml} for SOAP 1.2) with 415. A web page can send
 * {@code text/plain} or a form to another site without the browser asking first (a
 * "simple request"), but not these types. Only POST is checked: GET (the WSDL) is left
 * alone, and other methods are refused with 405. A plain filter (the request dispatch
 * only, as a {@code OncePerRequestFilter} would run): no request attributes of its own.
 */
public class SoapContentType implements Filter {

	@Override
	public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
			throws ServletException, IOException {
		HttpServletRequest request = (HttpServletRequest) servletRequest;
		// only a POST carries a SOAP request; other methods are answered 405 by
		// ServicePages
		if (!"POST".equals(request.getMethod()) || isSoap(request.getContentType())) {
			chain.doFilter(servletRequest, servletResponse);
			return;
		}
		HttpServletResponse response = (HttpServletResponse) servletResponse;
		response.setStatus(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE);
		response.setHeader("Accept", "text/xml, application/soap+xml");
		response.setContentType("text/plain;charset=UTF-8");
		response.getWriter().write("A SOAP request is text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2).");
	}

	private static boolean isSoap(String contentType) {
		if (contentType == null) {
			return false;
		}
		int parameters = contentType.indexOf(';');
		String type = ((parameters >= 0) ? contentType.substring(0, parameters) : contentType).trim()
			.toLowerCase(Locale.ROOT);
		return type.equals("text/xml") || type.equals("application/soap+xml");
	}

}
