package org.stocktrader.services.quote;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.context.SmartLifecycle;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Quotes kept in process, bounded by bytes (Caffeine with a weigher), for the reads of
 * pages and service calls: a quote page costs no database round trip once its quote is
 * cached.
 * <p>
 * Freshness: a trade calls {@link #changed} in its transaction, after updating the quote
 * row (which it holds locked until it commits). That sends a {@code NOTIFY} in the same
 * transaction, so other nodes hear of it exactly when it commits, and updates this node's
 * entry right after the commit. Every node listens on its shared {@link Notifications}
 * connection and invalidates the quotes other nodes announce; while that connection is
 * down the cache is bypassed, and it is emptied when the connection is back
 * (announcements may have been missed). The announcement carries the old and new price
 * ({@link QuoteChange}), which the live market publishes. A page may therefore show a
 * quote older than the database's by the time a notification takes to arrive
 * (milliseconds), or, on this node, by the moment between a trade's commit and its entry
 * update. Orders never use the cache: they execute at the price read under the row lock.
 * <p>
 * Entries carry a stamp from one counter, so a late writer never replaces a newer value:
 * a trade's stamp is taken under the row lock (trades on one quote are ordered), a load's
 * before it reads, and an invalidation leaves a stamped marker that older loads cannot
 * replace.
 * <p>
 * Preload ({@code trade.quote-cache.preload}, on by default): when the cache starts
 * listening it reads every quote its budget holds, a page of {@value #PRELOAD_PAGE} at a
 * time on its own thread, and only then answers reads (the database answers them
 * meanwhile); after every invalidation of everything (a reset, a loader's run) it reads
 * them again in the background while it answers. A preload's pages are stamped like any
 * load, so a change announced while one runs is never hidden by it.
 */
public class QuoteCache implements SmartLifecycle, MeterBinder {

	private static final Logger logger = LoggerFactory.getLogger(QuoteCache.class);

	/** An estimate of a cached quote's heap bytes besides its strings' characters. */
	private static final int QUOTE_BYTES = 400;

	private static final int MARKER_BYTES = 120;

	/** Quotes read by one statement of a preload. */
	private static final int PRELOAD_PAGE = 1000;

	/**
	 * The share of the budget a preload fills, in percent: room is left for the quotes
	 * read later (a preload's quotes are as likely to be evicted as any).
	 */
	private static final int PRELOAD_SHARE = 90;

	private final QuoteRepository quotes;

	private final JdbcClient jdbc;

	private final Notifications notifications;

	private final QuoteCacheProperties properties;

	private final Cache<String, Entry> cache;

	private final AtomicLong clock = new AtomicLong();

	/** The node's name in its notifications, so that it skips its own. */
	private final String node = UUID.randomUUID().toString();

	/** Entries stamped below this are older than the last invalidation of everything. */
	private volatile long floor;

	private volatile boolean listening;

	private volatile boolean running;

	private Notifications.Subscription subscription;

	/** Guards {@link #connected} and the moves of {@link #listening} to true. */
	private final Object activation = new Object();

	/** The shared connection listens (told by {@link Notifications}). */
	private boolean connected;

	/**
	 * At most one preload waits while one runs: the later one reads everything anyway.
	 */
	private final AtomicBoolean preloadQueued = new AtomicBoolean();

	private final AtomicLong preloaded = new AtomicLong();

	private ExecutorService preloader;

	public QuoteCache(QuoteRepository quotes, JdbcClient jdbc, Notifications notifications,
			QuoteCacheProperties properties) {
		this(quotes, jdbc, notifications, properties, false);
	}

	/**
	 * A cache that, with {@code recordStats}, counts its hits, misses and evictions for
	 * {@link #bindTo(MeterRegistry)} ({@code cache.gets} and friends,
	 * {@code cache=quotes}; a cached invalidation marker counts as a hit there).
	 */
	public QuoteCache(QuoteRepository quotes, JdbcClient jdbc, Notifications notifications,
			QuoteCacheProperties properties, boolean recordStats) {
		this.quotes = quotes;
		this.jdbc = jdbc;
		this.notifications = notifications;
		this.properties = properties;
		// evictions run on the writing thread, so the budget holds as soon as a put
		// returns
		Caffeine<String, Entry> builder = Caffeine.newBuilder()
			.executor(Runnable::run)
			.maximumWeight(properties.maxSize().toBytes())
			.weigher(QuoteCache::weigh);
		this.cache = recordStats ? builder.recordStats().build() : builder.build();
	}

	/** The cache's statistics, when it records them, and its weighed size in bytes. */
	@Override
	public void bindTo(MeterRegistry registry) {
		if (this.cache.policy().isRecordingStats()) {
			new CaffeineCacheMetrics<>(this.cache, "quotes", Tags.empty()).bindTo(registry);
		}
		Gauge.builder("trade.quote.cache.size", this, QuoteCache::weightedSize)
			.description("Estimated bytes held by the quote cache")
			.baseUnit("bytes")
			.register(registry);
		Gauge.builder("trade.quote.cache.preloaded", this, QuoteCache::preloadedCount)
			.description("Quotes read by the quote cache's preloads since the node started")
			.register(registry);
	}

	private static int weigh(String symbol, Entry entry) {
		if (entry.quote() == null) {
			return MARKER_BYTES + 2 * symbol.length();
		}
		String name = entry.quote().companyName();
		return QUOTE_BYTES + 2 * (symbol.length() + ((name != null) ? name.length() : 0));
	}

	/** The quote, from the cache or the database. */
	public Optional<Quote> find(String symbol) {
		if (!usable()) {
			return this.quotes.find(symbol);
		}
		Entry entry = this.cache.getIfPresent(symbol);
		if (entry != null && entry.quote() != null) {
			return Optional.of(entry.quote());
		}
		long stamp = this.clock.get();
		Optional<Quote> found = this.quotes.find(symbol);
		found.ifPresent((quote) -> storeLoaded(quote, stamp));
		return found;
	}

	/**
	 * The quotes of the given symbols that exist, in no particular order: the cached
	 * ones, and the others in one statement.
	 */
	public List<Quote> findAll(Collection<String> symbols) {
		if (!usable()) {
			return this.quotes.findAll(symbols);
		}
		List<Quote> found = new ArrayList<>(symbols.size());
		List<String> missing = new ArrayList<>();
		for (String symbol : symbols) {
			Entry entry = this.cache.getIfPresent(symbol);
			if (entry != null && entry.quote() != null) {
				found.add(entry.quote());
			}
			else {
				missing.add(symbol);
			}
		}
		if (!missing.isEmpty()) {
			long stamp = this.clock.get();
			for (Quote quote : this.quotes.findAll(missing)) {
				storeLoaded(quote, stamp);
				found.add(quote);
			}
		}
		return found;
	}

	/**
	 * Announces a quote changed by the current transaction, which holds its row locked:
	 * every node (this one too: the live market) hears of it when the transaction
	 * commits, with the old and the new price, and this node's entry takes the new value
	 * then. Without a transaction the change is taken as committed. Announced even with
	 * the cache switched off, for the live market.
	 * @param oldPrice the price before the change, or {@code null} when not known (the
	 * change is then announced without prices)
	 * @param quote the quote as changed
	 */
	public void changed(BigDecimal oldPrice, Quote quote) {
		announce((oldPrice != null) ? new QuoteChange(this.node, quote.symbol(), oldPrice, quote.price(), Instant.now())
				: new QuoteChange(this.node, quote.symbol(), null, null, null));
		announced(quote);
	}

	/**
	 * The announcement of a price change for a statement that sends it itself, in the
	 * transaction that changes the quote ({@code pg_notify(channel, payload)}: one round
	 * trip less than {@link #changed}); call {@link #announced} once it has.
	 * @param symbol the quote
	 * @param oldPrice the price before the change
	 * @param newPrice the price the statement sets
	 */
	public Announcement announcement(String symbol, BigDecimal oldPrice, BigDecimal newPrice) {
		return new Announcement(this.properties.channel(),
				new QuoteChange(this.node, symbol, oldPrice, newPrice, Instant.now()).payload());
	}

	/**
	 * As {@link #changed}, for a change whose statement sent the {@link #announcement}:
	 * this node's entry takes the new value when the transaction commits.
	 * @param quote the quote as changed
	 */
	public void announced(Quote quote) {
		if (!this.properties.enabled()) {
			return;
		}
		long stamp = this.clock.incrementAndGet();
		afterCommit(() -> storeCommitted(quote, stamp));
	}

	/**
	 * Announces that the current transaction changed quotes wholesale (a reset): every
	 * node empties its cache when it commits.
	 */
	public void changedAll() {
		announce(new QuoteChange(this.node, QuoteChange.ALL, null, null, null));
		if (!this.properties.enabled()) {
			return;
		}
		afterCommit(this::invalidateAllAndPreload);
	}

	/** Forgets a quote: reads load it again, and loads begun before cannot store it. */
	public void invalidate(String symbol) {
		this.cache.put(symbol, new Entry(null, this.clock.incrementAndGet()));
	}

	/** Forgets every quote. */
	public void invalidateAll() {
		this.floor = this.clock.incrementAndGet();
		this.cache.invalidateAll();
	}

	/** Quotes read by preloads since the cache started. */
	public long preloadedCount() {
		return this.preloaded.get();
	}

	/** Estimated bytes held now. */
	public long weightedSize() {
		return this.cache.policy().eviction().map((eviction) -> eviction.weightedSize().orElse(0)).orElse(0L);
	}

	/**
	 * Whether reads use the cache now: enabled and listening for other nodes' changes.
	 */
	public boolean isActive() {
		return usable();
	}

	private boolean usable() {
		return this.properties.enabled() && this.listening;
	}

	private void announce(QuoteChange change) {
		this.jdbc.sql("select pg_notify(:channel, :payload)")
			.param("channel", this.properties.channel())
			.param("payload", change.payload())
			.query()
			.listOfRows();
	}

	private static void afterCommit(Runnable action) {
		if (!TransactionSynchronizationManager.isSynchronizationActive()) {
			action.run();
			return;
		}
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

			@Override
			public void afterCommit() {
				action.run();
			}

		});
	}

	/** A value read at {@code stamp}: replaces an older value, or a marker not newer. */
	private void storeLoaded(Quote quote, long stamp) {
		this.cache.asMap().compute(quote.symbol(), (symbol, old) -> {
			if (stamp < this.floor) {
				return old;
			}
			boolean newer = (old == null) || ((old.quote() == null) ? stamp >= old.stamp() : stamp > old.stamp());
			return newer ? new Entry(quote, stamp) : old;
		});
	}

	/** A committed value stamped under the row lock: replaces anything not newer. */
	private void storeCommitted(Quote quote, long stamp) {
		this.cache.asMap().compute(quote.symbol(), (symbol, old) -> {
			if (stamp < this.floor) {
				return old;
			}
			return (old == null || stamp >= old.stamp()) ? new Entry(quote, stamp) : old;
		});
	}

	void received(String payload) {
		QuoteChange change = QuoteChange.parse(payload);
		if (change.node().equals(this.node)) {
			return;
		}
		if (change.all()) {
			invalidateAllAndPreload();
		}
		else {
			invalidate(change.symbol());
		}
	}

	@Override
	public synchronized void start() {
		if (!this.properties.enabled() || this.subscription != null) {
			return;
		}
		this.running = true;
		if (this.properties.preload()) {
			this.preloader = Executors
				.newSingleThreadExecutor(Thread.ofPlatform().name("quote-cache-preload").daemon().factory());
		}
		this.subscription = this.notifications.listen(this.properties.channel(), new Notifications.Listener() {

			@Override
			public void notified(String payload) {
				received(payload);
			}

			@Override
			public void listening() {
				// changes announced while nobody listened are unknown
				invalidateAll();
				synchronized (QuoteCache.this.activation) {
					QuoteCache.this.connected = true;
				}
				if (!preload(true)) {
					activate();
				}
				logger.debug("Quote cache listening on channel {}", QuoteCache.this.properties.channel());
			}

			@Override
			public void lost() {
				synchronized (QuoteCache.this.activation) {
					QuoteCache.this.connected = false;
					QuoteCache.this.listening = false;
				}
			}

		});
	}

	@Override
	public synchronized void stop() {
		this.running = false;
		synchronized (this.activation) {
			this.connected = false;
			this.listening = false;
		}
		if (this.subscription != null) {
			this.subscription.close();
			this.subscription = null;
		}
		if (this.preloader != null) {
			this.preloader.shutdownNow();
			this.preloader = null;
		}
	}

	/** Reads answered by the cache again, unless the connection was lost meanwhile. */
	private void activate() {
		synchronized (this.activation) {
			if (this.connected) {
				this.listening = true;
			}
		}
	}

	private void invalidateAllAndPreload() {
		invalidateAll();
		preload(false);
	}

	/**
	 * Hands a preload to the cache's thread, unless one waits already; with
	 * {@code thenActivate}, the cache answers reads once it has run.
	 * @return whether a preload will run (false when preloads are off or stopping)
	 */
	private boolean preload(boolean thenActivate) {
		ExecutorService executor = this.preloader;
		if (executor == null) {
			return false;
		}
		if (!this.preloadQueued.compareAndSet(false, true)) {
			// the waiting one reads everything after this moment too, but it does not
			// activate the cache: an activation asked for now happens at once instead
			if (thenActivate) {
				activate();
			}
			return true;
		}
		try {
			executor.execute(() -> {
				this.preloadQueued.set(false);
				try {
					preloadNow();
				}
				finally {
					if (thenActivate) {
						activate();
					}
				}
			});
			return true;
		}
		catch (RejectedExecutionException ex) {
			this.preloadQueued.set(false);
			return false;
		}
	}

	/**
	 * Reads every quote, a page at a time in symbol order, until the preload's share of
	 * the budget is held; each page stamped before it is read.
	 */
	private void preloadNow() {
		long started = System.nanoTime();
		long budget = this.properties.maxSize().toBytes() / 100 * PRELOAD_SHARE;
		long stored = 0;
		String after = "";
		try {
			while (this.running && !Thread.currentThread().isInterrupted() && weightedSize() < budget) {
				long stamp = this.clock.get();
				List<Quote> page = this.quotes.findPage(after, PRELOAD_PAGE);
				for (Quote quote : page) {
					storeLoaded(quote, stamp);
				}
				stored += page.size();
				this.preloaded.addAndGet(page.size());
				if (page.size() < PRELOAD_PAGE) {
					break;
				}
				after = page.getLast().symbol();
			}
			logger.info("Quote cache preloaded {} quotes ({} KB held) in {} ms", stored, weightedSize() / 1024,
					(System.nanoTime() - started) / 1_000_000);
		}
		catch (DataAccessException ex) {
			// an optimisation only: quotes are cached as they are read
			logger.warn("Quote cache preload stopped after {} quotes: {}", stored, ex.getMessage());
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/** Quotes held now, for tests. */
	Map<String, Quote> snapshot() {
		Map<String, Quote> held = new HashMap<>();
		this.cache.asMap().forEach((symbol, entry) -> {
			if (entry.quote() != null) {
				held.put(symbol, entry.quote());
			}
		});
		return held;
	}

	/** A cached quote, or a marker ({@code quote} null) left by an invalidation. */
	private record Entry(Quote quote, long stamp) {

	}

	/**
	 * A quote change's notification: {@code pg_notify(channel, payload)}.
	 *
	 * @param channel the quote change channel
	 * @param payload what it says
	 */
	public record Announcement(String channel, String payload) {

	}

}
