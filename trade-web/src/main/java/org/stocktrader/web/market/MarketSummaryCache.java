package org.stocktrader.web.market;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.stocktrader.dal.market.MarketSummary;

/**
 * The market summary fragment, reused until an absolute expiry and computed once per
 * expiry: the first request after expiry computes it, and every request arriving
 * meanwhile waits for that same computation instead of starting its own. A failed
 * computation is not kept; the next request tries again. The expiry is live: a change
 * applies to the next request (a summary is reused while younger than the expiry in
 * force). As metrics, Micrometer's cache convention: {@code cache.gets} with
 * {@code cache=marketSummary} and {@code result=hit} (a summary reused, or awaited while
 * another request computes it) or {@code result=miss} (a computation).
 */
public class MarketSummaryCache implements MeterBinder {

	private final Supplier<MarketSummary> source;

	private final Supplier<Duration> expiry;

	private final Clock clock;

	private final AtomicReference<Entry> current = new AtomicReference<>();

	private final LongAdder hits = new LongAdder();

	private final LongAdder computations = new LongAdder();

	/**
	 * A cache over a source of summaries.
	 * @param source computes a fresh summary (the trade service)
	 * @param expiry how long a summary is reused, counted from the start of its
	 * computation
	 * @param clock the time source
	 */
	public MarketSummaryCache(Supplier<MarketSummary> source, Duration expiry, Clock clock) {
		this(source, () -> expiry, clock);
	}

	/**
	 * A cache over a source of summaries, with an expiry that may change.
	 * @param source computes a fresh summary (the trade service)
	 * @param expiry the expiry in force, read on every request (a volatile read)
	 * @param clock the time source
	 */
	public MarketSummaryCache(Supplier<MarketSummary> source, Supplier<Duration> expiry, Clock clock) {
		this.source = source;
		this.expiry = expiry;
		this.clock = clock;
	}

	/** The current summary, computing it if it expired. */
	public MarketSummaryView get() {
		while (true) {
			long now = this.clock.millis();
			Entry entry = this.current.get();
			if (entry != null && now - entry.started() < this.expiry.get().toMillis()) {
				this.hits.increment();
				return await(entry);
			}
			Entry fresh = new Entry(new CompletableFuture<>(), now);
			if (this.current.compareAndSet(entry, fresh)) {
				this.computations.increment();
				compute(fresh);
				return await(fresh);
			}
		}
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		FunctionCounter.builder("cache.gets", this.hits, LongAdder::sum)
			.tag("cache", "marketSummary")
			.tag("result", "hit")
			.description("Market summaries reused")
			.register(registry);
		FunctionCounter.builder("cache.gets", this.computations, LongAdder::sum)
			.tag("cache", "marketSummary")
			.tag("result", "miss")
			.description("Market summaries computed")
			.register(registry);
	}

	/** Summaries served from the cache (reused or awaited) since the start. */
	public long hits() {
		return this.hits.sum();
	}

	/** Summaries computed since the start. */
	public long computations() {
		return this.computations.sum();
	}

	/** How long a summary is reused. */
	public Duration expiry() {
		return this.expiry.get();
	}

	private void compute(Entry entry) {
		try {
			entry.summary().complete(MarketSummaryView.of(this.source.get()));
		}
		catch (RuntimeException | Error ex) {
			this.current.compareAndSet(entry, null);
			entry.summary().completeExceptionally(ex);
		}
	}

	private static MarketSummaryView await(Entry entry) {
		try {
			return entry.summary().join();
		}
		catch (CompletionException ex) {
			if (ex.getCause() instanceof RuntimeException cause) {
				throw cause;
			}
			throw ex;
		}
	}

	/** A summary and when its computation started (epoch milliseconds). */
	private record Entry(CompletableFuture<MarketSummaryView> summary, long started) {

	}

}
