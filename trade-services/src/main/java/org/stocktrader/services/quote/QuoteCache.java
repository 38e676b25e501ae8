package org.stocktrader.services.quote;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import javax.sql.DataSource;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.context.SmartLifecycle;
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
 * entry right after the commit. Every node listens on a connection of its own, outside
 * the connection pool, and invalidates the quotes other nodes announce; while that
 * connection is down the cache is bypassed, and it is emptied when the connection is back
 * (announcements may have been missed). A page may therefore show a quote older than the
 * database's by the time a notification takes to arrive (milliseconds), or, on this node,
 * by the moment between a trade's commit and its entry update. Orders never use the
 * cache: they execute at the price read under the row lock.
 * <p>
 * Entries carry a stamp from one counter, so a late writer never replaces a newer value:
 * a trade's stamp is taken under the row lock (trades on one quote are ordered), a load's
 * before it reads, and an invalidation leaves a stamped marker that older loads cannot
 * replace.
 */
public class QuoteCache implements SmartLifecycle, MeterBinder {

	private static final Logger logger = LoggerFactory.getLogger(QuoteCache.class);

	/** An estimate of a cached quote's heap bytes besides its strings' characters. */
	private static final int QUOTE_BYTES = 400;

	private static final int MARKER_BYTES = 120;

	private static final int NOTIFICATION_WAIT_MILLIS = 1000;

	private static final String ALL = "*";

	private final QuoteRepository quotes;

	private final JdbcClient jdbc;

	private final DataSource dataSource;

	private final QuoteCacheProperties properties;

	private final Cache<String, Entry> cache;

	private final AtomicLong clock = new AtomicLong();

	/** The node's name in its notifications, so that it skips its own. */
	private final String node = UUID.randomUUID().toString();

	/** Entries stamped below this are older than the last invalidation of everything. */
	private volatile long floor;

	private volatile boolean listening;

	private volatile boolean running;

	private volatile Connection connection;

	private Thread listener;

	public QuoteCache(QuoteRepository quotes, JdbcClient jdbc, DataSource dataSource, QuoteCacheProperties properties) {
		this(quotes, jdbc, dataSource, properties, false);
	}

	/**
	 * A cache that, with {@code recordStats}, counts its hits, misses and evictions for
	 * {@link #bindTo(MeterRegistry)} ({@code cache.gets} and friends,
	 * {@code cache=quotes}; a cached invalidation marker counts as a hit there).
	 */
	public QuoteCache(QuoteRepository quotes, JdbcClient jdbc, DataSource dataSource, QuoteCacheProperties properties,
			boolean recordStats) {
		this.quotes = quotes;
		this.jdbc = jdbc;
		this.dataSource = dataSource;
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
	 * other nodes hear of it when the transaction commits, and this node's entry takes
	 * the new value then. Without a transaction the change is taken as committed.
	 */
	public void changed(Quote quote) {
		if (!this.properties.enabled()) {
			return;
		}
		long stamp = this.clock.incrementAndGet();
		notifyOthers(quote.symbol());
		afterCommit(() -> storeCommitted(quote, stamp));
	}

	/**
	 * Announces that the current transaction changed quotes wholesale (a reset): every
	 * node empties its cache when it commits.
	 */
	public void changedAll() {
		if (!this.properties.enabled()) {
			return;
		}
		notifyOthers(ALL);
		afterCommit(this::invalidateAll);
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

	private void notifyOthers(String what) {
		this.jdbc.sql("select pg_notify(:channel, :payload)")
			.param("channel", this.properties.channel())
			.param("payload", this.node + " " + what)
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
		int space = payload.indexOf(' ');
		if (space > 0 && payload.substring(0, space).equals(this.node)) {
			return;
		}
		String what = payload.substring(space + 1);
		if (what.equals(ALL)) {
			invalidateAll();
		}
		else {
			invalidate(what);
		}
	}

	@Override
	public void start() {
		if (!this.properties.enabled()) {
			return;
		}
		this.running = true;
		this.listener = Thread.ofPlatform().name("quote-cache-listener").daemon().start(this::listen);
	}

	@Override
	public void stop() {
		this.running = false;
		Thread thread = this.listener;
		if (thread != null) {
			thread.interrupt();
			closeQuietly(this.connection);
			try {
				thread.join(TimeUnit.SECONDS.toMillis(5));
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	private void listen() {
		while (this.running) {
			try (Connection listening = openListenerConnection()) {
				this.connection = listening;
				try (Statement statement = listening.createStatement()) {
					statement.execute("listen " + this.properties.channel());
				}
				// changes announced while nobody listened are unknown
				invalidateAll();
				this.listening = true;
				logger.debug("Quote cache listening on channel {}", this.properties.channel());
				PGConnection notifications = listening.unwrap(PGConnection.class);
				while (this.running) {
					PGNotification[] received = notifications.getNotifications(NOTIFICATION_WAIT_MILLIS);
					if (received != null) {
						for (PGNotification notification : received) {
							received(notification.getParameter());
						}
					}
				}
			}
			catch (SQLException ex) {
				if (this.running) {
					logger.warn(
							"Quote cache listener lost its connection ({}); bypassing the cache, reconnecting in {}",
							ex.getMessage(), this.properties.reconnectDelay());
				}
			}
			finally {
				this.listening = false;
				this.connection = null;
			}
			if (this.running) {
				LockSupport.parkNanos(this.properties.reconnectDelay().toNanos());
			}
		}
	}

	/** A connection of its own, outside the pool, with the pool's URL and credentials. */
	private Connection openListenerConnection() throws SQLException {
		HikariDataSource pool = this.dataSource.unwrap(HikariDataSource.class);
		Properties credentials = new Properties();
		if (pool.getUsername() != null) {
			credentials.setProperty("user", pool.getUsername());
		}
		if (pool.getPassword() != null) {
			credentials.setProperty("password", pool.getPassword());
		}
		credentials.setProperty("ApplicationName", "stocktrader quote-cache listener");
		Connection connection = new org.postgresql.Driver().connect(pool.getJdbcUrl(), credentials);
		if (connection == null) {
			throw new SQLException("Not a PostgreSQL URL: " + pool.getJdbcUrl());
		}
		return connection;
	}

	private static void closeQuietly(Connection connection) {
		if (connection == null) {
			return;
		}
		try {
			connection.close();
		}
		catch (SQLException ex) {
			logger.debug("Closing the listener connection: {}", ex.getMessage());
		}
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

}
