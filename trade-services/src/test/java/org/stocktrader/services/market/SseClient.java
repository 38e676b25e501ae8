package org.stocktrader.services.market;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * A Server-Sent Events client for tests (java.net.http): a thread reads the stream's
 * lines into events, which the test takes with a deadline. Comment lines are counted, not
 * queued.
 */
public final class SseClient implements AutoCloseable {

	private static final Duration OPEN_TIMEOUT = Duration.ofSeconds(30);

	private static final HttpClient http = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.connectTimeout(OPEN_TIMEOUT)
		.build();

	private final HttpResponse<Stream<String>> response;

	private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

	private final List<Event> taken = new CopyOnWriteArrayList<>();

	private final Thread reader;

	private final Supplier<String> serverState;

	private final AtomicLong lines = new AtomicLong();

	private final AtomicLong comments = new AtomicLong();

	private volatile String lastLine;

	private volatile String ended;

	private SseClient(HttpResponse<Stream<String>> response, Supplier<String> serverState) {
		this.response = response;
		this.serverState = serverState;
		this.reader = Thread.ofVirtual().start(this::read);
	}

	/** Opens a stream, with {@code Last-Event-ID} unless {@code lastEventId} is null. */
	public static SseClient open(URI uri, String lastEventId) {
		return open(uri, lastEventId, () -> "not known");
	}

	/**
	 * Opens a stream, with {@code Last-Event-ID} unless {@code lastEventId} is null; a
	 * missing event's failure tells what was read and the server's state as
	 * {@code serverState} gives it.
	 */
	public static SseClient open(URI uri, String lastEventId, Supplier<String> serverState) {
		// bounded until the response's headers arrive (the stream itself is not)
		HttpRequest.Builder request = HttpRequest.newBuilder(uri)
			.timeout(OPEN_TIMEOUT)
			.header("Accept", "text/event-stream")
			.GET();
		if (lastEventId != null) {
			request.header("Last-Event-ID", lastEventId);
		}
		try {
			return new SseClient(http.send(request.build(), HttpResponse.BodyHandlers.ofLines()), serverState);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	public HttpResponse<Stream<String>> response() {
		return this.response;
	}

	private void read() {
		String id = null;
		String type = "message";
		StringBuilder data = new StringBuilder();
		try {
			Iterator<String> lines = this.response.body().iterator();
			while (lines.hasNext()) {
				String line = lines.next();
				this.lines.incrementAndGet();
				this.lastLine = line;
				if (line.startsWith(":")) {
					this.comments.incrementAndGet();
				}
				if (line.isEmpty()) {
					if (!data.isEmpty()) {
						this.events.add(new Event(id, type, data.toString()));
					}
					type = "message";
					data.setLength(0);
				}
				else if (line.startsWith("id: ")) {
					id = line.substring(4);
				}
				else if (line.startsWith("event: ")) {
					type = line.substring(7);
				}
				else if (line.startsWith("data: ")) {
					data.append((data.isEmpty()) ? "" : "\n").append(line.substring(6));
				}
			}
			this.ended = "at its end";
		}
		catch (UncheckedIOException ex) {
			// the stream was closed
			this.ended = "by " + ex.getCause();
		}
	}

	/** The next event, or an assertion failure after the deadline. */
	public Event next(Duration deadline) {
		try {
			Event event = this.events.poll(deadline.toMillis(), TimeUnit.MILLISECONDS);
			if (event == null) {
				throw new AssertionError("No event within " + deadline + "; " + state());
			}
			this.taken.add(event);
			return event;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new AssertionError(ex);
		}
	}

	/** The next event that matches, skipping others, before the deadline. */
	public Event next(Predicate<Event> wanted, Duration deadline) {
		long end = System.nanoTime() + deadline.toNanos();
		while (true) {
			long left = end - System.nanoTime();
			if (left <= 0) {
				throw new AssertionError("No matching event within " + deadline + "; " + state());
			}
			Event event = next(Duration.ofNanos(left));
			if (wanted.test(event)) {
				return event;
			}
		}
	}

	/** What was read, and the server's state. */
	private String state() {
		return "read " + this.lines.get() + " lines (" + this.comments.get() + " comments, the last '" + this.lastLine
				+ "'), " + this.taken.size() + " events taken, stream "
				+ ((this.ended != null) ? "ended " + this.ended : "open") + "; server: " + this.serverState.get();
	}

	/** Every event taken so far, in order, including those skipped. */
	public List<Event> taken() {
		return List.copyOf(this.taken);
	}

	@Override
	public void close() {
		this.response.body().close();
		this.reader.interrupt();
	}

	/**
	 * One event.
	 *
	 * @param id its id
	 * @param type its type
	 * @param data its data
	 */
	public record Event(String id, String type, String data) {

		/** The sequence number of the id ({@code <stream>-<n>}). */
		public long sequence() {
			return Long.parseLong(this.id.substring(this.id.lastIndexOf('-') + 1));
		}

	}

}
