package org.stocktrader.services.market;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.ServletResponseWrapper;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.services.trade.Refusal;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code GET /api/market/stream}: the live market as Server-Sent Events. The request
 * thread only admits the client (or refuses it with 503 when the node has
 * {@code max-subscribers} open, and with 429 when the client's address has
 * {@code max-per-client}), commits the headers, and hands the connection to the
 * {@link MarketFeed}; the stream is then written without blocking and holds no thread. A
 * plain servlet, not a Spring MVC handler: nothing of the MVC machinery is needed per
 * stream, and Spring's {@code SseEmitter} would block its sending thread on a full
 * socket.
 */
final class MarketStreamServlet extends HttpServlet {

	/** The stream's media type. */
	static final String EVENT_STREAM = "text/event-stream";

	private static final long serialVersionUID = 1L;

	private final transient MarketFeed feed;

	private final transient JsonMapper json;

	MarketStreamServlet(MarketFeed feed, JsonMapper json) {
		this.feed = feed;
		this.json = json;
	}

	@Override
	protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
		if (!this.feed.isRunning() || !this.feed.admit()) {
			refuse(response, Refusal.BUSY,
					"This node streams the market to as many clients as it can; try again later.");
			return;
		}
		String address = request.getRemoteAddr();
		if (!this.feed.admitClient(address)) {
			this.feed.release();
			refuse(response, Refusal.THROTTLED, "Your address has " + this.feed.properties().maxPerClient()
					+ " market streams open on this node already; close one and try again.");
			return;
		}
		StreamSubscriber subscriber;
		try {
			response.setStatus(HttpServletResponse.SC_OK);
			response.setContentType(EVENT_STREAM);
			response.setCharacterEncoding(StandardCharsets.UTF_8.name());
			response.setHeader("Cache-Control", "no-store");
			// proxies that buffer responses (nginx) pass this one through as it comes
			response.setHeader("X-Accel-Buffering", "no");
			// a stream ends only when the node drops it or stops: then the connection
			// closes once the bytes on their way are written (or the write timeout
			// passes), instead of staying open for a next request that never comes
			response.setHeader("Connection", "close");
			// commit the headers here, on the request thread: the response wrappers of
			// the filters (security headers, session) act on commit, and must not act
			// later on the publisher's thread
			response.flushBuffer();
			AsyncContext async = request.startAsync();
			async.setTimeout(0);
			subscriber = new StreamSubscriber(request.getRemoteAddr() + ":" + request.getRemotePort(), async,
					unwrapped(response).getOutputStream(), this.feed.properties().backlog().toBytes(), (closed) -> {
						this.feed.closed(closed);
						this.feed.releaseClient(address);
					});
		}
		catch (IOException | RuntimeException ex) {
			this.feed.release();
			this.feed.releaseClient(address);
			throw ex;
		}
		// from here on the subscriber gives its place back when it closes
		try {
			subscriber.start();
			subscriber.offer(("retry: " + this.feed.properties().retry().toMillis() + "\n\n")
				.getBytes(StandardCharsets.US_ASCII));
			this.feed.subscribe(subscriber, lastEventId(request));
		}
		catch (RuntimeException ex) {
			subscriber.drop("it could not start: " + ex.getMessage());
			throw ex;
		}
	}

	/**
	 * The id of the last event the client saw: the header, or for tools the parameter.
	 */
	private static String lastEventId(HttpServletRequest request) {
		String header = request.getHeader("Last-Event-ID");
		return (header != null) ? header.strip() : request.getParameter("lastEventId");
	}

	private void refuse(HttpServletResponse response, Refusal reason, String detail) throws IOException {
		Map<String, Object> problem = new LinkedHashMap<>();
		problem.put("type", "about:blank");
		problem.put("title", reason.title());
		problem.put("status", reason.httpStatus());
		problem.put("detail", detail);
		problem.put("reason", reason.name());
		response.setStatus(reason.httpStatus());
		response.setHeader("Retry-After", Long.toString(Math.max(1, this.feed.properties().retry().toSeconds())));
		response.setContentType("application/problem+json");
		response.getOutputStream().write(this.json.writeValueAsBytes(problem));
	}

	private static ServletResponse unwrapped(ServletResponse response) {
		ServletResponse raw = response;
		while (raw instanceof ServletResponseWrapper wrapper) {
			raw = wrapper.getResponse();
		}
		return raw;
	}

}
