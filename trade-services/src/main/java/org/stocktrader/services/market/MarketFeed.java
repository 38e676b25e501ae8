package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.services.quote.QuoteChange;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.context.SmartLifecycle;

/**
 * The node's live market publisher. It hears every node's quote changes on the node's
 * shared notification connection (the quote cache's channel: each trade announces its
 * symbol, old and new price when it commits), coalesces them per symbol, and once per
 * interval, on one thread, builds a {@code prices} event of the interval's changes and,
 * when anything changed, a {@code summary} event (the market summary, computed once for
 * the node). Each event is serialised once and its bytes handed to every subscriber
 * without blocking ({@link StreamSubscriber}); the last events are kept for clients that
 * reconnect with {@code Last-Event-ID}. A silent stream gets a comment line every
 * heartbeat, which finds the connections that have gone.
 * <p>
 * After the notification connection comes back (announcements may have been missed) the
 * summary is computed again; price changes announced meanwhile are not replayed.
 * <p>
 * The publisher outlives any failure of one subscriber (dropped) or of one interval (the
 * summary tried again next interval): each is logged and counted
 * ({@link #failureCount()}), and nothing a client does stops the other streams.
 * {@link #isPublishing()} tells whether the thread runs (the {@code marketStream}
 * health); {@link #bindTo(MeterRegistry)} gives the metrics
 * {@code trade.market.stream.*}.
 */
public class MarketFeed implements SmartLifecycle, MeterBinder {

	private static final Logger logger = LoggerFactory.getLogger(MarketFeed.class);

	private static final byte[] HEARTBEAT = ":\n\n".getBytes(StandardCharsets.US_ASCII);

	private final MarketSummarySource summaries;

	private final Notifications notifications;

	private final String channel;

	private final JsonMapper json;

	private final MarketStreamProperties properties;

	/** This run's stream name, the first part of every event id. */
	private final String stream;

	private final RecentPrices recentPrices = new RecentPrices();

	private final Set<StreamSubscriber> subscribers = ConcurrentHashMap.newKeySet();

	private final AtomicInteger admitted = new AtomicInteger();

	/** Streams open per client address. */
	private final Map<String, Integer> perClient = new ConcurrentHashMap<>();

	private final AtomicLong dropped = new AtomicLong();

	private final AtomicLong published = new AtomicLong();

	private final AtomicLong failures = new AtomicLong();

	/** Guards the replay buffer and the sequence: events and new subscribers in order. */
	private final Object events = new Object();

	private final Deque<MarketEvent> replay = new ArrayDeque<>();

	private long sequence;

	private MarketEvent lastSummary;

	/** Guards the changes of the current interval. */
	private final Object pendingLock = new Object();

	private LinkedHashMap<String, Pending> pending = new LinkedHashMap<>();

	private boolean truncated;

	private volatile boolean summaryDue = true;

	private volatile boolean running;

	private Notifications.Subscription subscription;

	private volatile Thread publisher;

	/**
	 * A publisher.
	 * @param summaries computes the market summary afresh ({@code MarketSummaries.fresh})
	 * @param notifications the node's notification connection
	 * @param channel the quote change channel ({@code trade.quote-cache.channel})
	 * @param json the application's JSON mapper
	 * @param properties the stream's settings
	 */
	public MarketFeed(MarketSummarySource summaries, Notifications notifications, String channel, JsonMapper json,
			MarketStreamProperties properties) {
		this.summaries = summaries;
		this.notifications = notifications;
		this.channel = channel;
		this.json = json;
		this.properties = properties;
		this.stream = Long.toString(System.currentTimeMillis(), 36)
				+ Integer.toString(Math.floorMod(System.nanoTime(), 36 * 36), 36);
	}

	/**
	 * Admits a subscriber when the node has room for one; the caller must then
	 * {@link #subscribe} it or {@link #release} the place.
	 */
	boolean admit() {
		while (true) {
			int now = this.admitted.get();
			if (now >= this.properties.maxSubscribers()) {
				return false;
			}
			if (this.admitted.compareAndSet(now, now + 1)) {
				return true;
			}
		}
	}

	/** Gives back a place taken by {@link #admit()} that was not used. */
	void release() {
		this.admitted.decrementAndGet();
	}

	/**
	 * Admits one more stream from a client address while it has fewer than
	 * {@code max-per-client} open; the caller gives the place back with
	 * {@link #releaseClient} when that stream ends or is not opened.
	 */
	boolean admitClient(String address) {
		boolean[] admittedNow = { false };
		this.perClient.compute(address, (key, open) -> {
			int now = (open != null) ? open : 0;
			if (now >= this.properties.maxPerClient()) {
				return open;
			}
			admittedNow[0] = true;
			return now + 1;
		});
		return admittedNow[0];
	}

	/** Gives back a place taken by {@link #admitClient}. */
	void releaseClient(String address) {
		this.perClient.computeIfPresent(address, (key, open) -> (open > 1) ? open - 1 : null);
	}

	/**
	 * Starts sending events to an admitted subscriber: first what it missed (the events
	 * after {@code lastEventId} when the node still holds them all, else the latest
	 * summary), then every new event.
	 */
	void subscribe(StreamSubscriber subscriber, String lastEventId) {
		synchronized (this.events) {
			for (byte[] frame : missed(lastEventId)) {
				subscriber.offer(frame);
			}
			this.subscribers.add(subscriber);
		}
		if (subscriber.isClosed()) {
			this.subscribers.remove(subscriber);
		}
	}

	/**
	 * Called once for each admitted subscriber whose stream ended, whatever the reason.
	 */
	void closed(StreamSubscriber subscriber) {
		this.subscribers.remove(subscriber);
		this.admitted.decrementAndGet();
		if (subscriber.wasSlow()) {
			this.dropped.incrementAndGet();
		}
	}

	private List<byte[]> missed(String lastEventId) {
		List<byte[]> frames = new ArrayList<>();
		long after = sequenceIn(lastEventId);
		MarketEvent oldest = this.replay.peekFirst();
		boolean held = after >= 0 && after <= this.sequence && (oldest == null || after >= oldest.sequence() - 1);
		if (held) {
			for (MarketEvent event : this.replay) {
				if (event.sequence() > after) {
					frames.add(event.frame());
				}
			}
		}
		else if (this.lastSummary != null) {
			frames.add(this.lastSummary.frame());
		}
		return frames;
	}

	/** The sequence number of one of this run's event ids, or -1. */
	private long sequenceIn(String lastEventId) {
		String prefix = this.stream + "-";
		if (lastEventId == null || !lastEventId.startsWith(prefix)) {
			return -1;
		}
		try {
			return Long.parseLong(lastEventId.substring(prefix.length()));
		}
		catch (NumberFormatException ex) {
			return -1;
		}
	}

	/** Subscribers whose streams are open. */
	public int subscriberCount() {
		return this.subscribers.size();
	}

	/** Subscribers dropped because their connections took too little. */
	public long droppedCount() {
		return this.dropped.get();
	}

	/** Events published since the start. */
	public long publishedCount() {
		return this.published.get();
	}

	/**
	 * Failures the publisher outlived: a subscriber that failed other than by its
	 * connection, an interval whose events or summary could not be built.
	 */
	public long failureCount() {
		return this.failures.get();
	}

	/** Whether the node was started and its publisher thread runs. */
	public boolean isPublishing() {
		Thread thread = this.publisher;
		return this.running && thread != null && thread.isAlive();
	}

	/**
	 * The stream's metrics: {@code trade.market.stream.subscribers} (open streams),
	 * {@code trade.market.stream.publishing} (1 while the publisher runs, else 0), and
	 * the counters {@code trade.market.stream.events} (published),
	 * {@code trade.market.stream.dropped} (slow subscribers) and
	 * {@code trade.market.stream.failures} ({@link #failureCount()}).
	 */
	@Override
	public void bindTo(MeterRegistry registry) {
		Gauge.builder("trade.market.stream.subscribers", this, MarketFeed::subscriberCount)
			.description("Live market streams open on this node")
			.register(registry);
		Gauge.builder("trade.market.stream.publishing", this, (feed) -> feed.isPublishing() ? 1 : 0)
			.description("1 while the live market publisher runs, else 0")
			.register(registry);
		FunctionCounter.builder("trade.market.stream.events", this.published, AtomicLong::get)
			.description("Live market events published")
			.register(registry);
		FunctionCounter.builder("trade.market.stream.dropped", this.dropped, AtomicLong::get)
			.description("Live market subscribers dropped for taking too little")
			.register(registry);
		FunctionCounter.builder("trade.market.stream.failures", this.failures, AtomicLong::get)
			.description("Failures the live market publisher outlived")
			.register(registry);
	}

	/** The events held for reconnecting clients, oldest first. */
	List<MarketEvent> recent() {
		synchronized (this.events) {
			return List.copyOf(this.replay);
		}
	}

	/** Its state, for logs and failing tests. */
	@Override
	public String toString() {
		synchronized (this.events) {
			return "MarketFeed[stream=" + this.stream + ", sequence=" + this.sequence + ", lastSummary="
					+ ((this.lastSummary != null) ? this.lastSummary.sequence() : "none") + ", replay="
					+ this.replay.size() + ", summaryDue=" + this.summaryDue + ", published=" + this.published.get()
					+ ", failures=" + this.failures.get() + ", dropped=" + this.dropped.get() + ", admitted="
					+ this.admitted.get() + ", publishing=" + isPublishing() + ", subscribers=" + this.subscribers
					+ "]";
		}
	}

	/**
	 * The prices this feed published, for the pages' charts.
	 * @return the recent prices of each quote
	 */
	public RecentPrices recentPrices() {
		return this.recentPrices;
	}

	/** The settings. */
	MarketStreamProperties properties() {
		return this.properties;
	}

	/** A quote change announcement, on the notification thread: recorded, quickly. */
	void announced(String payload) {
		QuoteChange change = QuoteChange.parse(payload);
		if (change.all() || !change.hasPrices()) {
			this.summaryDue = true;
			return;
		}
		synchronized (this.pendingLock) {
			Pending earlier = this.pending.remove(change.symbol());
			BigDecimal oldPrice = (earlier != null) ? earlier.oldPrice() : change.oldPrice();
			this.pending.put(change.symbol(), new Pending(oldPrice, change.newPrice(), change.time()));
			if (this.pending.size() > this.properties.maxChanges()) {
				Iterator<String> eldest = this.pending.keySet().iterator();
				eldest.next();
				eldest.remove();
				this.truncated = true;
			}
		}
	}

	@Override
	public synchronized void start() {
		if (this.running) {
			return;
		}
		this.running = true;
		this.subscription = this.notifications.listen(this.channel, new Notifications.Listener() {

			@Override
			public void notified(String payload) {
				announced(payload);
			}

			@Override
			public void listening() {
				MarketFeed.this.summaryDue = true;
			}

		});
		this.publisher = Thread.ofPlatform()
			.name("market-publisher")
			.daemon()
			.uncaughtExceptionHandler((thread, failure) -> logger
				.error("The live market publisher stopped: no stream gets events until the node restarts", failure))
			.start(this::publish);
	}

	@Override
	public synchronized void stop() {
		if (!this.running) {
			return;
		}
		this.running = false;
		this.subscription.close();
		this.publisher.interrupt();
		try {
			this.publisher.join(TimeUnit.SECONDS.toMillis(5));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		for (StreamSubscriber subscriber : this.subscribers) {
			subscriber.close();
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	private void publish() {
		long intervalNanos = this.properties.interval().toNanos();
		long heartbeatNanos = this.properties.heartbeat().toNanos();
		long next = System.nanoTime() + intervalNanos;
		long lastSent = System.nanoTime();
		while (this.running) {
			long wait;
			while ((wait = next - System.nanoTime()) > 0 && this.running) {
				LockSupport.parkNanos(wait);
				if (Thread.interrupted()) {
					return;
				}
			}
			next += intervalNanos;
			long now = System.nanoTime();
			if (now - next > intervalNanos) {
				// fell behind (a slow summary): skip the missed ticks
				next = now + intervalNanos;
			}
			try {
				if (tick()) {
					lastSent = System.nanoTime();
				}
				else if (System.nanoTime() - lastSent >= heartbeatNanos) {
					fanOut(HEARTBEAT);
					lastSent = System.nanoTime();
				}
			}
			catch (RuntimeException ex) {
				// one interval lost, never the publisher
				this.failures.incrementAndGet();
				logger.error("The live market could not publish this interval; going on", ex);
			}
		}
	}

	/** One interval's events; true when any was published. */
	boolean tick() {
		LinkedHashMap<String, Pending> changes;
		boolean cut;
		synchronized (this.pendingLock) {
			changes = this.pending;
			cut = this.truncated;
			this.pending = new LinkedHashMap<>();
			this.truncated = false;
		}
		boolean sent = false;
		if (!changes.isEmpty()) {
			List<PriceChange> list = new ArrayList<>(changes.size());
			for (Map.Entry<String, Pending> entry : changes.entrySet()) {
				Pending change = entry.getValue();
				list.add(PriceChange.of(entry.getKey(), change.oldPrice(), change.newPrice(), change.time()));
			}
			this.recentPrices.record(list);
			publish(MarketEvent.PRICES, new PriceChanges(list, cut));
			sent = true;
		}
		if (this.summaryDue || !changes.isEmpty()) {
			this.summaryDue = false;
			MarketSummary summary;
			try {
				summary = this.summaries.get();
			}
			catch (RuntimeException ex) {
				// the database away, or any other failure: the same next interval
				this.summaryDue = true;
				this.failures.incrementAndGet();
				logger.warn("The live market cannot compute the market summary ({}); trying again next interval",
						ex.toString());
				return sent;
			}
			publish(MarketEvent.SUMMARY, summary);
			sent = true;
		}
		return sent;
	}

	private void publish(String type, Object data) {
		String body = this.json.writeValueAsString(data);
		synchronized (this.events) {
			MarketEvent event = MarketEvent.of(this.stream, ++this.sequence, type, body);
			this.replay.addLast(event);
			while (this.replay.size() > this.properties.replay()) {
				this.replay.removeFirst();
			}
			if (MarketEvent.SUMMARY.equals(type)) {
				this.lastSummary = event;
			}
			fanOut(event.frame());
		}
		this.published.incrementAndGet();
	}

	private void fanOut(byte[] frame) {
		for (StreamSubscriber subscriber : this.subscribers) {
			try {
				subscriber.offer(frame);
			}
			catch (RuntimeException ex) {
				// a subscriber's failure is its own: the others get the frame
				this.failures.incrementAndGet();
				logger.warn("A live market subscriber failed; dropping it", ex);
				subscriber.drop("it failed: " + ex);
			}
		}
	}

	/** Computes the market summary. */
	@FunctionalInterface
	public interface MarketSummarySource {

		/** The market summary now. */
		MarketSummary get();

	}

	/** The first and last of a symbol's changes in the interval. */
	private record Pending(BigDecimal oldPrice, BigDecimal newPrice, Instant time) {

	}

}
