package org.stocktrader.wstest;

import java.io.IOException;
import java.util.Locale;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses a SOAP request whose body is not {@code text/xml} (SOAP 1.1) or
 * {@code application/soap+xml} (SOAP 1.2) with 415, so that a web page cannot post to the
 * endpoint without the browser asking first. GET (the WSDL) is left alone.
 */
class SoapContentTypeFilter extends OncePerRequestFilter {

	@Override
	protected boolean shouldNotFilter(HttpServletRequest request) {
		// only a POST carries a SOAP request; other methods are answered 405 by
		// ServicePages
		return !"POST".equals(request.getMethod());
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (isSoap(request.getContentType())) {
			chain.doFilter(request, response);
			return;
		}
		response.setStatus(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE);
		response.setHeader("Accept", "text/xml, application/soap+xml");
		response.setContentType("text/plain;charset=UTF-8");
		response.getWriter().write("A SOAP request is text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2).");
	}

	static boolean isSoap(String contentType) {
		if (contentType == null) {
			return false;
		}
		int parameters = contentType.indexOf(';');
		String type = ((parameters >= 0) ? contentType.substring(0, parameters) : contentType).trim()
			.toLowerCase(Locale.ROOT);
		return type.equals("text/xml") || type.equals("application/soap+xml");
	}

}
