package org.stocktrader.services.http;

import java.io.IOException;
import java.net.URI;
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
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.http.server.ServletServerHttpResponse;

/**
 * The answer to a failure that no façade's own handler saw because it happened around
 * them, in a filter (the session read or written in the database, the security filters):
 * the database away for a while ({@link DatabaseOutage}) is a 503 with
 * {@code Retry-After} in the façade's format (a {@code BUSY} problem for the REST API, a
 * {@code soap:Server} fault for SOAP, the error page for pages, shown without the session
 * since the session is in the database), and any other failure of the REST API is its one
 * 500 problem (both {@link ApiProblems}', as the REST handlers answer them). Everything
 * else, and a response already under way, goes on to the servlet container's error
 * handling (the error page).
 */
class UnhandledFailures implements Filter {

	private static final Logger logger = LoggerFactory.getLogger(UnhandledFailures.class);

	/** Spring Boot's error page ({@code server.error.path}). */
	private static final String ERROR_PATH = "/error";

	/** Spring's JSON converter, writing a problem as Spring MVC writes the handlers'. */
	private static final JacksonJsonHttpMessageConverter json = new JacksonJsonHttpMessageConverter();

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
					problem(http, answer, ApiProblems.refusal(Refusal.BUSY, DatabaseOutage.MESSAGE));
				}
				else {
					logger.error("REST request failed", ex);
					problem(http, answer, ApiProblems.internalError());
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

	/**
	 * The REST API's own answer, as Spring MVC writes a handler's problem (with the
	 * request's path as its {@code instance}).
	 */
	private static void problem(HttpServletRequest request, HttpServletResponse response,
			ResponseEntity<ProblemDetail> answer) throws IOException {
		ProblemDetail problem = answer.getBody();
		problem.setInstance(URI.create(request.getRequestURI()));
		response.resetBuffer();
		response.setStatus(answer.getStatusCode().value());
		answer.getHeaders().forEach((name, values) -> values.forEach((value) -> response.addHeader(name, value)));
		ServletServerHttpResponse output = new ServletServerHttpResponse(response);
		json.write(problem, MediaType.APPLICATION_PROBLEM_JSON, output);
		output.flush();
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
