package org.stocktrader.services.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.Refusal;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;

/**
 * The answer to a failure that no façade's own handler saw because it happened around
 * them, in a filter (the session read or written in the database, the security filters):
 * the database away for a while ({@link DatabaseOutage}) is a 503 with
 * {@code Retry-After} in the façade's format (a {@code BUSY} problem for the REST API, a
 * {@code soap:Server} fault for SOAP, the error page for pages, shown without the session
 * since the session is in the database), and any other failure of the REST API is its one
 * 500 problem. Everything else, and a response already under way, goes on to the servlet
 * container's error handling (the error page).
 */
class UnhandledFailures implements Filter {

	private static final Logger logger = LoggerFactory.getLogger(UnhandledFailures.class);

	/** Spring Boot's error page ({@code server.error.path}). */
	private static final String ERROR_PATH = "/error";

	private static final String BUSY_PROBLEM = """
			{"type":"about:blank","title":"%s","status":503,"detail":"%s","reason":"%s"}"""
		.formatted(Refusal.BUSY.title(), DatabaseOutage.MESSAGE, Refusal.BUSY.name());

	private static final String INTERNAL_ERROR_PROBLEM = """
			{"type":"about:blank","title":"Internal error","status":500,\
			"detail":"The request could not be completed."}""";

	private static final String BUSY_FAULT = """
			<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault>\
			<faultcode>soap:Server</faultcode><faultstring>%s</faultstring></soap:Fault></soap:Body>\
			</soap:Envelope>""".formatted(DatabaseOutage.MESSAGE);

	@Override
	public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
			throws IOException, ServletException {
		try {
			chain.doFilter(request, response);
		}
		catch (IOException | ServletException | RuntimeException ex) {
			if (response.isCommitted() || !(request instanceof HttpServletRequest http)
					|| !(response instanceof HttpServletResponse answer)) {
				throw ex;
			}
			boolean outage = DatabaseOutage.isOutage(ex);
			if (isApi(http)) {
				if (outage) {
					logger.warn("REST request failed, the database is unavailable: {}", ex.toString());
					answer.setHeader(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
					write(answer, HttpServletResponse.SC_SERVICE_UNAVAILABLE, MediaType.APPLICATION_PROBLEM_JSON_VALUE,
							BUSY_PROBLEM);
				}
				else {
					logger.error("REST request failed", ex);
					write(answer, HttpServletResponse.SC_INTERNAL_SERVER_ERROR,
							MediaType.APPLICATION_PROBLEM_JSON_VALUE, INTERNAL_ERROR_PROBLEM);
				}
			}
			else if (!outage) {
				throw ex;
			}
			else if (isSoap(http)) {
				logger.warn("SOAP request failed, the database is unavailable: {}", ex.toString());
				answer.setHeader(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
				write(answer, HttpServletResponse.SC_INTERNAL_SERVER_ERROR, MediaType.TEXT_XML_VALUE, BUSY_FAULT);
			}
			else {
				logger.warn("Page failed, the database is unavailable: {}", ex.toString());
				answer.resetBuffer();
				answer.setHeader(HttpHeaders.RETRY_AFTER, DatabaseOutage.retryAfterSeconds());
				// the error page without the session, which is in the database: a
				// container error dispatch would look it up again and fail
				http.setAttribute(RequestDispatcher.ERROR_STATUS_CODE, HttpServletResponse.SC_SERVICE_UNAVAILABLE);
				http.setAttribute(RequestDispatcher.ERROR_REQUEST_URI, http.getRequestURI());
				http.getRequestDispatcher(ERROR_PATH).forward(new WithoutSession(http), answer);
			}
		}
	}

	private static boolean isApi(HttpServletRequest request) {
		return request.getRequestURI().startsWith(request.getContextPath() + "/api/");
	}

	/** A SOAP 1.1 request: a {@code SOAPAction} header or an XML body. */
	private static boolean isSoap(HttpServletRequest request) {
		String type = request.getContentType();
		return request.getHeader("SOAPAction") != null || (type != null && type.contains("xml"));
	}

	private static void write(HttpServletResponse response, int status, String type, String body) throws IOException {
		response.resetBuffer();
		response.setStatus(status);
		response.setContentType(type);
		response.setCharacterEncoding(StandardCharsets.UTF_8.name());
		response.getWriter().write(body);
	}

	/** A request whose session cannot be read: it has none, and makes none. */
	private static final class WithoutSession extends HttpServletRequestWrapper {

		WithoutSession(HttpServletRequest request) {
			super(request);
		}

		@Override
		public HttpSession getSession(boolean create) {
			if (create) {
				throw new IllegalStateException("No session while the database is unavailable");
			}
			return null;
		}

		@Override
		public HttpSession getSession() {
			return getSession(true);
		}

		@Override
		public String getRequestedSessionId() {
			return null;
		}

		@Override
		public boolean isRequestedSessionIdValid() {
			return false;
		}

	}

}
