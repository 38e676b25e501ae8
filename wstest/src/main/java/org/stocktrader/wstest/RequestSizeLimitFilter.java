package org.stocktrader.wstest;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Bounds request bodies: a declared Content-Length over the limit is refused before
 * anything is read (a SOAP 1.1 Client fault on the SOAP endpoint, a 413 problem on the
 * JSON one); a chunked body fails with an I/O error, hence a fault or a 400, once it
 * passes the limit.
 */
class RequestSizeLimitFilter extends OncePerRequestFilter {

	private static final String SOAP_FAULT = """
			<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault>\
			<faultcode>soap:Client</faultcode><faultstring>%s</faultstring></soap:Fault></soap:Body></soap:Envelope>""";

	private static final String PROBLEM = """
			{"type":"about:blank","title":"Content Too Large","status":413,"detail":"%s"}""";

	private final long maxBytes;

	private final boolean soap;

	RequestSizeLimitFilter(long maxBytes, boolean soap) {
		this.maxBytes = maxBytes;
		this.soap = soap;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		long length = request.getContentLengthLong();
		if (length > this.maxBytes) {
			String message = "Request body of %d bytes is larger than the limit of %d bytes".formatted(length,
					this.maxBytes);
			if (this.soap) {
				// SOAP 1.1 over HTTP reports every fault with status 500
				response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
				response.setContentType("text/xml;charset=UTF-8");
				response.getWriter().write(SOAP_FAULT.formatted(message));
			}
			else {
				response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
				response.setContentType("application/problem+json;charset=UTF-8");
				response.getWriter().write(PROBLEM.formatted(message));
			}
			return;
		}
		chain.doFilter((length < 0) ? new LimitedRequest(request, this.maxBytes) : request, response);
	}

	private static final class LimitedRequest extends HttpServletRequestWrapper {

		private final long maxBytes;

		private ServletInputStream stream;

		LimitedRequest(HttpServletRequest request, long maxBytes) {
			super(request);
			this.maxBytes = maxBytes;
		}

		@Override
		public ServletInputStream getInputStream() throws IOException {
			if (this.stream == null) {
				this.stream = new LimitedInputStream(super.getInputStream(), this.maxBytes);
			}
			return this.stream;
		}

	}

	private static final class LimitedInputStream extends ServletInputStream {

		private final ServletInputStream in;

		private final long maxBytes;

		private long read;

		LimitedInputStream(ServletInputStream in, long maxBytes) {
			this.in = in;
			this.maxBytes = maxBytes;
		}

		@Override
		public int read() throws IOException {
			int b = this.in.read();
			if (b >= 0) {
				count(1);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int n = this.in.read(buffer, offset, length);
			if (n > 0) {
				count(n);
			}
			return n;
		}

		private void count(int n) throws IOException {
			this.read += n;
			if (this.read > this.maxBytes) {
				throw new IOException("Request body is larger than the limit of %d bytes".formatted(this.maxBytes));
			}
		}

		@Override
		public boolean isFinished() {
			return this.in.isFinished();
		}

		@Override
		public boolean isReady() {
			return this.in.isReady();
		}

		@Override
		public void setReadListener(ReadListener listener) {
			this.in.setReadListener(listener);
		}

	}

}
