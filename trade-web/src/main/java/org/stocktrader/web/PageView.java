package org.stocktrader.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.thymeleaf.context.IContext;
import org.thymeleaf.spring6.expression.ThymeleafEvaluationContext;
import org.thymeleaf.spring6.view.ThymeleafView;

import org.springframework.core.convert.ConversionService;

/**
 * A Thymeleaf page, rendered with only what its template uses and written to the client
 * once.
 * <p>
 * The trading pages ({@link #PLAIN_PAGES}) print view values and nothing of Spring's
 * request context: no {@code @{...}} links, no {@code th:action} (whose CSRF field needs
 * Spring Security's request data processor), no {@code th:field}, no messages, no
 * {@code #request} or {@code #session}. They are rendered with a plain Thymeleaf context
 * holding the model and SpEL's evaluation context, where {@link ThymeleafView} builds for
 * every page a Spring {@code RequestContext} and its Thymeleaf wrapper, a web exchange, a
 * 30-entry copy of the model, and a web context whose variables live in the request's
 * attributes (every variable read during rendering went through the request wrappers to
 * Tomcat's attribute map, and every local variable of {@code th:each} or a fragment was
 * set and removed there). The other pages (the operator's configuration page and
 * dashboard) keep {@link ThymeleafView}'s full context.
 * <p>
 * Every page gets {@code signedIn}, whether a user is signed in (the layout's
 * navigation), so that no template reads the session.
 * <p>
 * A plain page is rendered into a buffer the thread keeps, then written to the response
 * in one call: Thymeleaf writes a page in hundreds of small pieces (each tag name,
 * attribute and text), each of which went through Tomcat's writer on its own. Nothing is
 * flushed, and the response buffer is larger than any page, so the container sends
 * headers and page in one write with their length when the request ends (a flush would
 * commit the response as chunked before it is complete). The full path writes into the
 * response with Thymeleaf's flush ignored, to the same effect.
 */
public class PageView extends ThymeleafView {

	/** Larger than any page; Tomcat keeps a buffer once grown (up to 16 times 8 KiB). */
	static final int BUFFER_SIZE = 32 * 1024;

	/** Whether a user is signed in: {@code Boolean}, on every page. */
	static final String SIGNED_IN = "signedIn";

	/**
	 * The templates rendered with a plain context: the trading pages and the error page.
	 * Their templates may use only model values and Thymeleaf's own expression objects
	 * ({@code #strings}); {@code PageViewTests} checks that they use nothing else.
	 */
	static final Set<String> PLAIN_PAGES = Set.of("home", "quotes", "account", "portfolio", "order", "welcome",
			"register", "marketsummary", "error");

	private static final ThreadLocal<PageBuffer> BUFFERS = ThreadLocal.withInitial(PageBuffer::new);

	@Override
	public void render(Map<String, ?> model, HttpServletRequest request, HttpServletResponse response)
			throws Exception {
		if (!response.isCommitted() && response.getBufferSize() < BUFFER_SIZE) {
			response.setBufferSize(BUFFER_SIZE);
		}
		Map<String, Object> variables = new HashMap<>(((model != null) ? model.size() : 0) + 8);
		boolean plain = PLAIN_PAGES.contains(getTemplateName());
		if (plain) {
			// the full path merges the static variables itself
			variables.putAll(getStaticVariables());
		}
		if (model != null) {
			variables.putAll(model);
		}
		variables.put(SIGNED_IN, WebSession.userId(request) != null);
		if (plain) {
			renderPlain(variables, request, response);
		}
		else {
			super.render(variables, request, new WrittenOnce(response));
		}
	}

	private void renderPlain(Map<String, Object> variables, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		// SpEL's evaluation context as ThymeleafView makes it (bean references, the
		// restrictions on types and members, the MVC conversion service)
		variables.put(ThymeleafEvaluationContext.THYMELEAF_EVALUATION_CONTEXT_CONTEXT_VARIABLE_NAME,
				new ThymeleafEvaluationContext(obtainApplicationContext(),
						(ConversionService) request.getAttribute(ConversionService.class.getName())));
		PageBuffer buffer = BUFFERS.get();
		if (buffer.inUse) {
			// a page rendered while this thread renders another: not the trading pages'
			// case
			buffer = new PageBuffer();
		}
		buffer.inUse = true;
		try {
			getTemplateEngine().process(getTemplateName(), null, new PlainContext(getLocale(), variables), buffer);
			response.setContentType(getContentType());
			buffer.writeTo(response.getWriter());
		}
		finally {
			buffer.release();
		}
	}

	/**
	 * The model as a Thymeleaf context, without a copy (Thymeleaf copies it once into its
	 * engine context).
	 */
	private record PlainContext(Locale locale, Map<String, Object> variables) implements IContext {

		@Override
		public Locale getLocale() {
			return this.locale;
		}

		@Override
		public boolean containsVariable(String name) {
			return this.variables.containsKey(name);
		}

		@Override
		public Set<String> getVariableNames() {
			return this.variables.keySet();
		}

		@Override
		public Object getVariable(String name) {
			return this.variables.get(name);
		}

	}

	/**
	 * A page's characters, kept by the thread between its pages: an unsynchronised,
	 * growing array, dropped after a page larger than {@link #KEPT} characters.
	 */
	static final class PageBuffer extends Writer {

		private static final int INITIAL = 8 * 1024;

		private static final int KEPT = 64 * 1024;

		private char[] chars = new char[INITIAL];

		private int length;

		private boolean inUse;

		@Override
		public void write(int c) {
			ensure(1);
			this.chars[this.length++] = (char) c;
		}

		@Override
		public void write(char[] source, int offset, int count) {
			ensure(count);
			System.arraycopy(source, offset, this.chars, this.length, count);
			this.length += count;
		}

		@Override
		public void write(String text, int offset, int count) {
			ensure(count);
			text.getChars(offset, offset + count, this.chars, this.length);
			this.length += count;
		}

		@Override
		public void write(String text) {
			write(text, 0, text.length());
		}

		@Override
		public Writer append(CharSequence text) {
			String string = String.valueOf(text);
			write(string, 0, string.length());
			return this;
		}

		@Override
		public Writer append(char c) {
			write(c);
			return this;
		}

		private void ensure(int count) {
			if (this.length + count > this.chars.length) {
				char[] grown = new char[Math.max(this.chars.length * 2, this.length + count)];
				System.arraycopy(this.chars, 0, grown, 0, this.length);
				this.chars = grown;
			}
		}

		/** Writes the page in one call. */
		void writeTo(Writer out) throws IOException {
			out.write(this.chars, 0, this.length);
		}

		@Override
		public String toString() {
			return new String(this.chars, 0, this.length);
		}

		void release() {
			this.length = 0;
			this.inUse = false;
			if (this.chars.length > KEPT) {
				this.chars = new char[INITIAL];
			}
		}

		@Override
		public void flush() {
			// written once, by writeTo
		}

		@Override
		public void close() {
			// kept for the thread's next page
		}

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
