package org.stocktrader.services.market;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.WriteListener;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.db.NotificationsProperties;
import org.stocktrader.dal.market.MarketSummary;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.health.contributor.Status;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The publisher's coalescing and events, driven tick by tick (no thread, no HTTP): one
 * change per symbol per interval from the first old price to the last new one, prices
 * before the summary, the summary only when something changed, and the bound on changes
 * per event; and that no failure of one subscriber or of one interval stops the others or
 * the publisher.
 */
class MarketFeedTests {

	private final JsonMapper json = JsonMapper.builder().build();

	private final AtomicInteger summaries = new AtomicInteger();

	private final MarketFeed feed = new MarketFeed(this::summary,
			new Notifications(null, NotificationsProperties.defaults()), "unused", this.json,
			new MarketStreamProperties(true, Duration.ofSeconds(1), 10, DataSize.ofKilobytes(64), 8, 3,
					Duration.ofSeconds(15), Duration.ofSeconds(3), 2));

	@Test
	void aClientAddressIsAdmittedUpToItsLimitAndGetsItsPlacesBack() {
		assertThat(this.feed.admitClient("10.0.0.1")).isTrue();
		assertThat(this.feed.admitClient("10.0.0.1")).isTrue();
		assertThat(this.feed.admitClient("10.0.0.1")).isFalse();
		assertThat(this.feed.admitClient("10.0.0.2")).isTrue();
		this.feed.releaseClient("10.0.0.1");
		assertThat(this.feed.admitClient("10.0.0.1")).isTrue();
		assertThat(this.feed.admitClient("10.0.0.1")).isFalse();
	}

	@Test
	void changesOfOneSymbolInAnIntervalAreOneChangeFromTheFirstOldToTheLastNewPrice() {
		this.feed.tick();
		this.feed.announced("node-a s:1 10.00 11.00 1000");
		this.feed.announced("node-b s:2 5.00 4.00 1500");
		this.feed.announced("node-b s:1 11.00 12.10 2000");

		assertThat(this.feed.tick()).isTrue();

		List<MarketEvent> events = this.feed.recent();
		assertThat(events).extracting(MarketEvent::type).containsExactly("summary", "prices", "summary");
		assertThat(events).extracting(MarketEvent::sequence).containsExactly(1L, 2L, 3L);
		JsonNode prices = data(events.get(1));
		assertThat(prices.get("changes")).hasSize(2);
		JsonNode s2 = prices.get("changes").get(0);
		JsonNode s1 = prices.get("changes").get(1);
		assertThat(s2.get("symbol").asString()).isEqualTo("s:2");
		assertThat(s1.get("symbol").asString()).isEqualTo("s:1");
		assertThat(s1.get("oldPrice").decimalValue()).isEqualByComparingTo("10.00");
		assertThat(s1.get("newPrice").decimalValue()).isEqualByComparingTo("12.10");
		assertThat(s1.get("change").decimalValue()).isEqualByComparingTo("2.10");
		assertThat(s1.get("percent").decimalValue()).isEqualByComparingTo("21.00");
		assertThat(s1.get("time").asString()).isEqualTo(Instant.ofEpochMilli(2000).toString());
		assertThat(s2.get("percent").decimalValue()).isEqualByComparingTo("-20.00");
		assertThat(prices.get("truncated").asBoolean()).isFalse();
	}

	@Test
	void quietIntervalSendsNothingAndComputesNoSummary() {
		this.feed.tick();
		int computed = this.summaries.get();

		assertThat(this.feed.tick()).isFalse();

		assertThat(this.summaries.get()).isEqualTo(computed);
		assertThat(this.feed.recent()).hasSize(1);
	}

	@Test
	void changeOfEveryQuoteOrOfUnknownPricesRefreshesOnlyTheSummary() {
		this.feed.tick();
		this.feed.announced("db-loader *");
		this.feed.tick();
		this.feed.announced("node-a s:3");
		this.feed.tick();

		assertThat(this.feed.recent()).extracting(MarketEvent::type).containsExactly("summary", "summary", "summary");
	}

	@Test
	void moreChangedSymbolsThanAnEventCarriesKeepTheMostRecentAndSaySo() {
		this.feed.tick();
		for (int i = 1; i <= 5; i++) {
			this.feed.announced("node-a s:" + i + " 1.00 2.00 " + i);
		}
		this.feed.announced("node-a s:1 2.00 3.00 6");
		this.feed.tick();

		JsonNode prices = data(this.feed.recent().get(1));
		assertThat(prices.get("truncated").asBoolean()).isTrue();
		assertThat(prices.get("changes").valueStream().map((change) -> change.get("symbol").asString()))
			.containsExactly("s:4", "s:5", "s:1");
	}

	@Test
	void replayBufferKeepsTheLastEvents() {
		for (int i = 0; i < 20; i++) {
			this.feed.announced("node-a s:1 1.00 2.00 " + i);
			this.feed.tick();
		}
		assertThat(this.feed.recent()).hasSize(8).extracting(MarketEvent::sequence).isSorted();
		assertThat(new String(this.feed.recent().getLast().frame(), StandardCharsets.UTF_8)).startsWith("id: ")
			.contains("\nevent: summary\ndata: {")
			.endsWith("}\n\n");
	}

	@Test
	void subscriberWhoseOutputFailsIsDroppedWhileTheOthersGetEveryEvent() {
		this.feed.tick();
		// what Tomcat throws when the container recycled the response meanwhile (the
		// client went away): the facade's output stream lost its buffer
		FakeOutput recycled = new FakeOutput(new NullPointerException("ob is null"));
		FakeOutput completed = new FakeOutput(new IllegalStateException("not in non-blocking mode"));
		FakeOutput healthy = new FakeOutput(null);
		FakeAsync recycledRequest = new FakeAsync();
		StreamSubscriber[] subscribers = { subscribe(recycled, recycledRequest), subscribe(completed, new FakeAsync()),
				subscribe(healthy, new FakeAsync()) };

		for (int i = 0; i < 3; i++) {
			this.feed.announced("node-a s:1 1.00 2." + i + "0 " + i);
			assertThat(this.feed.tick()).isTrue();
		}

		assertThat(subscribers[0].isClosed()).isTrue();
		assertThat(subscribers[1].isClosed()).isTrue();
		assertThat(recycledRequest.completions).hasValue(1);
		assertThat(this.feed.subscriberCount()).isEqualTo(1);
		// the healthy one got every event after its first (the summary it joined on)
		assertThat(healthy.sequences()).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L);
	}

	@Test
	void publisherOutlivesAFailedIntervalAndAFailedSubscriber() {
		AtomicInteger calls = new AtomicInteger();
		MarketFeed running = new MarketFeed(() -> {
			if (calls.incrementAndGet() == 1) {
				throw new IllegalStateException("the trade service failed once");
			}
			return summary();
		}, new Notifications(null, NotificationsProperties.defaults()), "unused", this.json,
				new MarketStreamProperties(true, Duration.ofMillis(10), 10, DataSize.ofKilobytes(64), 8, 3,
						Duration.ofMillis(10), Duration.ofSeconds(3), 2));
		FakeOutput healthy = new FakeOutput(null);
		running.admit();
		StreamSubscriber broken = subscribe(running, new FakeOutput(new NullPointerException("ob is null")),
				new FakeAsync());
		running.admit();
		subscribe(running, healthy, new FakeAsync());
		SimpleMeterRegistry registry = new SimpleMeterRegistry();
		running.bindTo(registry);
		MarketStreamHealthIndicator health = new MarketStreamHealthIndicator(running);
		running.start();
		try {
			// the first interval's summary failed; the next ones reach the stream, while
			// the heartbeats and events drop the broken subscriber
			await().until(() -> !healthy.sequences().isEmpty() && broken.isClosed());
			assertThat(running.isPublishing()).isTrue();
			assertThat(running.failureCount()).isGreaterThanOrEqualTo(1);
			assertThat(calls.get()).isGreaterThanOrEqualTo(2);
			assertThat(health.health().getStatus()).isEqualTo(Status.UP);
			assertThat(registry.get("trade.market.stream.publishing").gauge().value()).isEqualTo(1.0);
			assertThat(registry.get("trade.market.stream.failures").functionCounter().count()).isPositive();
		}
		finally {
			running.stop();
		}
		assertThat(running.isPublishing()).isFalse();
		assertThat(health.health().getStatus()).isEqualTo(Status.DOWN);
		assertThat(registry.get("trade.market.stream.publishing").gauge().value()).isZero();
	}

	/**
	 * The container reports a failed request (the client went away) while another thread
	 * writes: it completes the request itself, on its thread, and only once that write
	 * has ended, for the container recycles the request's objects when it returns.
	 */
	@Test
	void failedRequestIsCompletedOnTheContainersThreadOnceTheWriteInProgressEnds() throws Exception {
		FakeAsync async = new FakeAsync();
		GatedOutput out = new GatedOutput();
		this.feed.admit();
		StreamSubscriber subscriber = new StreamSubscriber("a test", async, out, DataSize.ofKilobytes(64).toBytes(),
				this.feed::closed);
		subscriber.start();
		subscriber.onWritePossible();
		Thread writer = Thread.ofPlatform()
			.start(() -> subscriber.offer("data: 1\n\n".getBytes(StandardCharsets.UTF_8)));
		assertThat(out.writing.await(30, TimeUnit.SECONDS)).isTrue();

		Thread container = Thread.ofPlatform()
			.start(() -> subscriber.onError(new AsyncEvent(async, new IOException("Broken pipe"))));
		await().atMost(Duration.ofSeconds(30)).until(() -> container.getState() == Thread.State.TIMED_WAITING);
		assertThat(subscriber.isClosed()).isTrue();
		assertThat(async.completions).hasValue(0);

		out.release.countDown();
		container.join(Duration.ofSeconds(30));
		writer.join(Duration.ofSeconds(30));
		assertThat(container.isAlive()).isFalse();
		assertThat(writer.isAlive()).isFalse();
		assertThat(async.completions).as("completed once, by the container's thread").hasValue(1);
		assertThat(out.writes).as("nothing written once the stream closed").hasValue(1);
	}

	private StreamSubscriber subscribe(FakeOutput out, AsyncContext async) {
		this.feed.admit();
		return subscribe(this.feed, out, async);
	}

	private static StreamSubscriber subscribe(MarketFeed feed, FakeOutput out, AsyncContext async) {
		StreamSubscriber subscriber = new StreamSubscriber("a test", async, out, DataSize.ofKilobytes(64).toBytes(),
				feed::closed);
		subscriber.start();
		feed.subscribe(subscriber, null);
		subscriber.onWritePossible();
		return subscriber;
	}

	private JsonNode data(MarketEvent event) {
		String frame = new String(event.frame(), StandardCharsets.UTF_8);
		return this.json.readTree(frame.substring(frame.indexOf("data: ") + 6).strip());
	}

	private MarketSummary summary() {
		this.summaries.incrementAndGet();
		return new MarketSummary(new BigDecimal("10.00"), new BigDecimal("9.00"), 100, List.of(), List.of(),
				Instant.ofEpochMilli(0));
	}

	/** An asynchronous request that counts its completions. */
	private static final class FakeAsync implements AsyncContext {

		final AtomicInteger completions = new AtomicInteger();

		@Override
		public void complete() {
			this.completions.incrementAndGet();
		}

		@Override
		public void addListener(AsyncListener listener) {
		}

		@Override
		public void addListener(AsyncListener listener, ServletRequest request, ServletResponse response) {
		}

		@Override
		public ServletRequest getRequest() {
			throw new UnsupportedOperationException();
		}

		@Override
		public ServletResponse getResponse() {
			throw new UnsupportedOperationException();
		}

		@Override
		public boolean hasOriginalRequestAndResponse() {
			return true;
		}

		@Override
		public void dispatch() {
			throw new UnsupportedOperationException();
		}

		@Override
		public void dispatch(String path) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void dispatch(ServletContext context, String path) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void start(Runnable run) {
			throw new UnsupportedOperationException();
		}

		@Override
		public <T extends AsyncListener> T createListener(Class<T> type) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void setTimeout(long timeout) {
		}

		@Override
		public long getTimeout() {
			return 0;
		}

	}

	/** A connection that is always ready to be written to. */
	private abstract static class ReadyOutput extends ServletOutputStream {

		@Override
		public boolean isReady() {
			return true;
		}

		@Override
		public void setWriteListener(WriteListener listener) {
		}

		@Override
		public void write(int b) {
			write(new byte[] { (byte) b }, 0, 1);
		}

		@Override
		public abstract void write(byte[] b, int off, int len);

	}

	/** A connection whose writes wait until the test releases them. */
	private static final class GatedOutput extends ReadyOutput {

		final CountDownLatch writing = new CountDownLatch(1);

		final CountDownLatch release = new CountDownLatch(1);

		final AtomicInteger writes = new AtomicInteger();

		@Override
		public void write(byte[] b, int off, int len) {
			this.writes.incrementAndGet();
			this.writing.countDown();
			try {
				if (!this.release.await(30, TimeUnit.SECONDS)) {
					throw new IllegalStateException("The test never released the write");
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}

	}

	/**
	 * A connection that always takes what it is given, or whose every write throws the
	 * given failure.
	 */
	private static final class FakeOutput extends ReadyOutput {

		private static final Pattern ID = Pattern.compile("^id: \\S+-(\\d+)$", Pattern.MULTILINE);

		private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

		private final RuntimeException failure;

		FakeOutput(RuntimeException failure) {
			this.failure = failure;
		}

		@Override
		public synchronized void write(byte[] b, int off, int len) {
			if (this.failure != null) {
				throw this.failure;
			}
			this.bytes.write(b, off, len);
		}

		/** The sequence numbers of the events written, in order. */
		synchronized List<Long> sequences() {
			List<Long> sequences = new ArrayList<>();
			Matcher id = ID.matcher(this.bytes.toString(StandardCharsets.UTF_8));
			while (id.find()) {
				sequences.add(Long.parseLong(id.group(1)));
			}
			return sequences;
		}

	}

}
