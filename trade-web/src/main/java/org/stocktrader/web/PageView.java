package org.stocktrader.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.thymeleaf.spring6.view.ThymeleafView;

/**
 * A Thymeleaf page written to the client once. Thymeleaf writes straight into the
 * response's buffer (no copy) and then flushes; a flush commits the response as chunked
 * before it is complete, so the page left in two writes (the page, then the last chunk)
 * without a {@code Content-Length}. Here that flush is ignored and the buffer is large
 * enough for any page, so the container sends headers and page in one write with their
 * length when the request ends.
 */
public class PageView extends ThymeleafView {

	/** Larger than any page; Tomcat keeps a buffer once grown (up to 16 times 8 KiB). */
	static final int BUFFER_SIZE = 32 * 1024;

	@Override
	public void render(Map<String, ?> model, HttpServletRequest request, HttpServletResponse response)
			throws Exception {
		if (!response.isCommitted() && response.getBufferSize() < BUFFER_SIZE) {
			response.setBufferSize(BUFFER_SIZE);
		}
		super.render(model, request, new WrittenOnce(response));
	}

	/**
	 * The response with a writer whose {@code flush} waits for the end of the request.
	 */
	private static final class WrittenOnce extends HttpServletResponseWrapper {

		private PrintWriter writer;

		WrittenOnce(HttpServletResponse response) {
			super(response);
		}

		@Override
		public PrintWriter getWriter() throws IOException {
			if (this.writer == null) {
				this.writer = new PrintWriter(super.getWriter(), false) {

					@Override
					public void flush() {
						// the container flushes once when the request ends
					}

				};
			}
			return this.writer;
		}

	}

}
