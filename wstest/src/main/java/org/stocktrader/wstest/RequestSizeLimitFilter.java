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
 * Bounds request bodies: a declared Content-Length over the limit is answered 413 before
 * anything is read; a chunked body fails with an I/O error once it passes the limit.
 */
class RequestSizeLimitFilter extends OncePerRequestFilter {

	private final long maxBytes;

	RequestSizeLimitFilter(long maxBytes) {
		this.maxBytes = maxBytes;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		long length = request.getContentLengthLong();
		if (length > this.maxBytes) {
			response.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
					"Request body of %d bytes is larger than the limit of %d bytes".formatted(length, this.maxBytes));
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
