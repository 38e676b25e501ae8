package org.stocktrader.services.trade;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import java.util.function.Supplier;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * One value (the market summary, or a page's view of it), reused until an absolute expiry
 * and computed once per expiry: the first request after expiry computes it, and every
 * request arriving meanwhile waits for that same computation instead of starting its own.
 * A failed computation is not kept; the next request tries again. The expiry is live: a
 * change applies to the next request (a value is reused while younger than the expiry in
 * force). A value's age counts from the start of its computation or, when the value says
 * when it was made ({@code asOf}) and that is earlier, from then: a cache over another
 * cache (a page's view over the service's summary) never adds its own expiry to the
 * other's. As metrics, Micrometer's cache convention: {@code cache.gets} with the cache's
 * name as {@code cache} and {@code result=hit} (a value reused, or awaited while another
 * request computes it) or {@code result=miss} (a computation).
 *
 * @param <T> the value
 */
public class ExpiringCache<T> implements MeterBinder {

	private final String name;

	private final Supplier<T> source;

	private final Function<T, Instant> asOf;

	private final Supplier<Duration> expiry;

	private final Clock clock;

	private final AtomicReference<Entry<T>> current = new AtomicReference<>();

	private final LongAdder hits = new LongAdder();

	private final LongAdder computations = new LongAdder();

	/**
	 * A cache over a source of values, with an expiry that may change.
	 * @param name the {@code cache} tag of its metrics
	 * @param source computes a fresh value
	 * @param asOf when a value was made, or null when it does not say (its age then
	 * counts from the start of its computation)
	 * @param expiry the expiry in force, read on every request (a volatile read)
	 * @param clock the time source
	 */
	public ExpiringCache(String name, Supplier<T> source, Function<T, Instant> asOf, Supplier<Duration> expiry,
			Clock clock) {
		this.name = name;
		this.source = source;
		this.asOf = asOf;
		this.expiry = expiry;
		this.clock = clock;
	}

	/** The current value, computing it if it expired. */
	public T get() {
		while (true) {
			long now = this.clock.millis();
			Entry<T> entry = this.current.get();
			if (entry != null && now - entry.born() < this.expiry.get().toMillis()) {
				this.hits.increment();
				return await(entry);
			}
			Entry<T> fresh = new Entry<>(new CompletableFuture<>(), now);
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
			.tag("cache", this.name)
			.tag("result", "hit")
			.description("Values reused")
			.register(registry);
		FunctionCounter.builder("cache.gets", this.computations, LongAdder::sum)
			.tag("cache", this.name)
			.tag("result", "miss")
			.description("Values computed")
			.register(registry);
	}

	/** Values served from the cache (reused or awaited) since the start. */
	public long hits() {
		return this.hits.sum();
	}

	/** Values computed since the start. */
	public long computations() {
		return this.computations.sum();
	}

	private void compute(Entry<T> entry) {
		T value;
		try {
			value = this.source.get();
		}
		catch (RuntimeException | Error ex) {
			this.current.compareAndSet(entry, null);
			entry.value().completeExceptionally(ex);
			return;
		}
		Instant made = (this.asOf != null) ? this.asOf.apply(value) : null;
		if (made != null && made.toEpochMilli() < entry.born()) {
			// made before this computation started (by the cache below): aged from then
			this.current.compareAndSet(entry, new Entry<>(entry.value(), made.toEpochMilli()));
		}
		entry.value().complete(value);
	}

	private static <T> T await(Entry<T> entry) {
		try {
			return entry.value().join();
		}
		catch (CompletionException ex) {
			if (ex.getCause() instanceof RuntimeException cause) {
				throw cause;
			}
			throw ex;
		}
	}

	/** A value and when it was born: its computation's start, or earlier (epoch ms). */
	private record Entry<T>(CompletableFuture<T> value, long born) {

	}

}
