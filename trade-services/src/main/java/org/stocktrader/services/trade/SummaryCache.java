package org.stocktrader.services.trade;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import com.github.benmanes.caffeine.cache.LoadingCache;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;

/**
 * One value (the market summary, or a page's view of it) reused until an absolute expiry:
 * a Caffeine {@link LoadingCache} of one key with a variable expiry. The first request
 * after expiry computes the value, and every request arriving meanwhile waits for that
 * same computation (Caffeine's atomic load). A failed computation is not kept; the next
 * request tries again. The expiry is live: a change applies to the next request (the
 * value's expiry is set again from its age, {@code policy().expireVariably()}). A value's
 * age counts from the start of its computation or, when the value says when it was made
 * ({@code asOf}) and that is earlier, from then: a cache over another cache (a page's
 * view over the service's summary) never adds its own expiry to the other's. Metrics:
 * Micrometer's {@link CaffeineCacheMetrics} with the cache's name as {@code cache}
 * ({@code cache.gets} with {@code result=hit}, a value reused or awaited, or
 * {@code result=miss}, a computation).
 *
 * @param <T> the value
 */
public final class SummaryCache<T> implements MeterBinder {

	private static final String KEY = "current";

	private final String name;

	private final Supplier<T> source;

	private final Function<T, Instant> asOf;

	private final Supplier<Duration> expiry;

	private final Clock clock;

	private final LoadingCache<String, Aged<T>> cache;

	/**
	 * A cache over a source of values, with an expiry that may change.
	 * @param name the {@code cache} tag of its metrics
	 * @param source computes a fresh value
	 * @param asOf when a value was made (null when it does not say: its age then counts
	 * from the start of its computation)
	 * @param expiry the expiry in force and its changes
	 * @param clock the time source
	 */
	public SummaryCache(String name, Supplier<T> source, Function<T, Instant> asOf, LiveValue<Duration> expiry,
			Clock clock) {
		this.name = name;
		this.source = source;
		this.asOf = asOf;
		this.expiry = expiry;
		this.clock = clock;
		this.cache = Caffeine.newBuilder()
			.ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
			.executor(Runnable::run)
			.expireAfter(Expiry.<String, Aged<T>>creating((key, aged) -> remaining(aged)))
			.recordStats()
			.build((key) -> compute());
		expiry.onChange((changed) -> {
			Aged<T> aged = this.cache.policy().getIfPresentQuietly(KEY);
			if (aged != null) {
				this.cache.policy()
					.expireVariably()
					.ifPresent((expiration) -> expiration.setExpiresAfter(KEY, remaining(aged)));
			}
		});
	}

	/** The current value, computing it if it expired. */
	public T get() {
		return this.cache.get(KEY).value();
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		new CaffeineCacheMetrics<>(this.cache, this.name, Tags.empty()).bindTo(registry);
	}

	/** Values served from the cache (reused or awaited) since the start. */
	long hits() {
		return this.cache.stats().hitCount();
	}

	/** Values computed since the start. */
	long computations() {
		return this.cache.stats().missCount();
	}

	private Aged<T> compute() {
		long start = this.clock.millis();
		T value = this.source.get();
		Instant made = (this.asOf != null) ? this.asOf.apply(value) : null;
		// made before this computation started (by the cache below): aged from then
		long born = (made != null) ? Math.min(start, made.toEpochMilli()) : start;
		return new Aged<>(value, born);
	}

	private Duration remaining(Aged<T> aged) {
		long left = aged.born() + this.expiry.get().toMillis() - this.clock.millis();
		return Duration.ofMillis(Math.max(0, left));
	}

	/** A value and when it was born: its computation's start, or earlier (epoch ms). */
	private record Aged<T>(T value, long born) {

	}

}
