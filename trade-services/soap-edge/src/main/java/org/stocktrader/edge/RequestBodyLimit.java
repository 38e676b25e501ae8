package org.stocktrader.edge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.core.NestedExceptionUtils;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * Refuses requests whose body is larger than a limit, the one body limit of the SOAP
 * services (trade-services and WSTest) and of the JSON APIs: at once with HTTP 413
 * ("Content Too Large", whatever the protocol: a SOAP 1.1 {@code Client} fault or an RFC
 * 9457 problem) when the declared length is too large, and by failing the read with a
 * {@link BodyTooLargeException} (which CXF answers with a fault, a JSON API with the 413
 * problem of {@link #tooLargeProblem}) when a chunked body grows past it. The pages take
 * only forms, which the container's own {@code server.tomcat.max-http-form-post-size}
 * bounds. A plain filter (the request dispatch only, as a {@code OncePerRequestFilter}
 * would run): no request attributes of its own.
 */
public final class RequestBodyLimit implements Filter {

	private final long maxBytes;

	private final String contentType;

	private final String answer;

	private RequestBodyLimit(long maxBytes, String contentType, String answer) {
		this.maxBytes = maxBytes;
		this.contentType = contentType;
		this.answer = answer;
	}

	/**
	 * A limit on a SOAP address: a declared body too large is a 413 with a
	 * {@code soap:Client} fault.
	 * @param maxBytes the largest body accepted
	 * @return the filter
	 */
	public static RequestBodyLimit soap(long maxBytes) {
		return new RequestBodyLimit(maxBytes, "text/xml;charset=UTF-8",
				"""
						<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault>\
						<faultcode>soap:Client</faultcode><faultstring>%s</faultstring></soap:Fault></soap:Body></soap:Envelope>""");
	}

	/**
	 * A limit on a JSON API: a declared body too large is a 413 problem.
	 * @param maxBytes the largest body accepted
	 * @param reason the problem's {@code reason} property (the API's refusal code), or
	 * {@code null} for none
	 * @return the filter
	 */
	public static RequestBodyLimit problem(long maxBytes, String reason) {
		String members = (reason != null) ? ",\"reason\":\"" + reason + "\"" : "";
		return new RequestBodyLimit(maxBytes, "application/problem+json",
				"{\"type\":\"about:blank\",\"title\":\"Content Too Large\",\"status\":413,\"detail\":\"%s\"" + members
						+ "}");
	}

	/**
	 * The 413 problem of a JSON API whose body of unknown length (chunked) grew past the
	 * limit while Spring MVC read it: the same status, type and detail as a declared body
	 * too large gets from the filter.
	 * @param failure what reading the body failed with (Spring MVC's
	 * {@code HttpMessageNotReadableException})
	 * @param reason the problem's {@code reason} property, or {@code null} for none
	 * @return the answer, or empty when the read failed for another cause
	 */
	public static Optional<ResponseEntity<Object>> tooLargeProblem(Throwable failure, String reason) {
		if (!(NestedExceptionUtils.getMostSpecificCause(failure) instanceof BodyTooLargeException tooLarge)) {
			return Optional.empty();
		}
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONTENT_TOO_LARGE, tooLarge.getMessage());
		if (reason != null) {
			problem.setProperty("reason", reason);
		}
		return Optional.of(ResponseEntity.status(HttpStatus.CONTENT_TOO_LARGE)
			.header(HttpHeaders.CONNECTION, "close")
			.body(problem));
	}

	@Override
	public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
			throws ServletException, IOException {
		HttpServletRequest request = (HttpServletRequest) servletRequest;
		long declared = request.getContentLengthLong();
		if (declared > this.maxBytes) {
			HttpServletResponse response = (HttpServletResponse) servletResponse;
			response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
			response.setContentType(this.contentType);
			// the body is not read: the connection cannot carry another request
			response.setHeader("Connection", "close");
			String detail = "Request body of %d bytes is larger than the limit of %d bytes".formatted(declared,
					this.maxBytes);
			response.getOutputStream().write(this.answer.formatted(detail).getBytes(StandardCharsets.UTF_8));
			return;
		}
		if (declared >= 0) {
			// the container reads no more than the declared length: only a body of
			// unknown length (chunked) needs counting
			chain.doFilter(servletRequest, servletResponse);
			return;
		}
		chain.doFilter(new Capped(request, this.maxBytes), servletResponse);
	}

	/** A body read past the limit. */
	public static final class BodyTooLargeException extends IOException {

		private static final long serialVersionUID = 1L;

		BodyTooLargeException(long maxBytes) {
			super("Request body is larger than the limit of %d bytes".formatted(maxBytes));
		}

	}

	private static final class Capped extends HttpServletRequestWrapper {

		private final long maxBytes;

		private ServletInputStream stream;

		Capped(HttpServletRequest request, long maxBytes) {
			super(request);
			this.maxBytes = maxBytes;
		}

		@Override
		public ServletInputStream getInputStream() throws IOException {
			if (this.stream == null) {
				this.stream = new CappedStream(super.getInputStream(), this.maxBytes);
			}
			return this.stream;
		}

	}

	private static final class CappedStream extends ServletInputStream {

		private final ServletInputStream delegate;

		private final long maxBytes;

		private long read;

		CappedStream(ServletInputStream delegate, long maxBytes) {
			this.delegate = delegate;
			this.maxBytes = maxBytes;
		}

		@Override
		public int read() throws IOException {
			int b = this.delegate.read();
			if (b >= 0) {
				count(1);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int n = this.delegate.read(buffer, offset, length);
			if (n > 0) {
				count(n);
			}
			return n;
		}

		private void count(int n) throws IOException {
			this.read += n;
			if (this.read > this.maxBytes) {
				throw new BodyTooLargeException(this.maxBytes);
			}
		}

		@Override
		public boolean isFinished() {
			return this.delegate.isFinished();
		}

		@Override
		public boolean isReady() {
			return this.delegate.isReady();
		}

		@Override
		public void setReadListener(ReadListener listener) {
			this.delegate.setReadListener(listener);
		}

	}

}
