package org.stocktrader.services.trade;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class SummaryCacheTests {

	private final MutableClock clock = new MutableClock(Instant.parse("2026-11-22T10:00:00Z"));

	private final AtomicInteger computations = new AtomicInteger();

	private SummaryCache<Value> cacheOf(Supplier<Value> source) {
		return new SummaryCache<>("test", () -> {
			this.computations.incrementAndGet();
			return source.get();
		}, Value::made, LiveValue.fixed(Duration.ofMinutes(3)), this.clock);
	}

	/** A value made now, as a summary computed by the database. */
	private Value aValue() {
		return new Value("105.00", this.clock.instant());
	}

	@Test
	void aValueIsReusedUntilItsAbsoluteExpiry() {
		SummaryCache<Value> cache = cacheOf(this::aValue);
		Value first = cache.get();
		this.clock.advance(Duration.ofMinutes(2).plusSeconds(59));
		assertThat(cache.get()).isSameAs(first);
		assertThat(this.computations).hasValue(1);
		this.clock.advance(Duration.ofSeconds(1));
		assertThat(cache.get()).isNotSameAs(first);
		assertThat(this.computations).hasValue(2);
	}

	@Test
	void concurrentRequestsShareOneComputation() throws Exception {
		CountDownLatch computing = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		SummaryCache<Value> cache = cacheOf(() -> {
			computing.countDown();
			await(release);
			return aValue();
		});
		Queue results = new Queue();
		Thread first = Thread.ofPlatform().start(() -> results.add(cache.get()));
		computing.await();
		List<Thread> waiting = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			waiting.add(Thread.ofPlatform().start(() -> results.add(cache.get())));
		}
		// every waiting thread is parked on the in-flight computation before it completes
		// (Caffeine's load holds the entry's lock: blocked, or waiting once inflated)
		for (Thread thread : waiting) {
			Awaitility.await()
				.until(() -> thread.getState() == Thread.State.BLOCKED || thread.getState() == Thread.State.WAITING);
		}
		assertThat(this.computations).hasValue(1);
		release.countDown();
		first.join();
		for (Thread thread : waiting) {
			thread.join();
		}
		assertThat(this.computations).hasValue(1);
		assertThat(results.values).hasSize(9);
		assertThat(results.values).allSatisfy((view) -> assertThat(view).isSameAs(results.values.peek()));
	}

	@Test
	void aValueMadeBeforeItsComputationAgesFromWhenItWasMade() {
		// a cache over another: the value below was made 2 minutes before it was asked
		// for
		Instant madeEarlier = this.clock.instant().minus(Duration.ofMinutes(2));
		SummaryCache<Value> cache = cacheOf(() -> new Value("old", madeEarlier));
		Value first = cache.get();
		this.clock.advance(Duration.ofSeconds(59));
		assertThat(cache.get()).isSameAs(first);
		this.clock.advance(Duration.ofSeconds(1));
		assertThat(cache.get()).isNotSameAs(first);
		assertThat(this.computations).hasValue(2);
	}

	@Test
	void aValueWithoutItsTimeAgesFromItsComputation() {
		SummaryCache<Value> cache = new SummaryCache<>("test", () -> {
			this.computations.incrementAndGet();
			return new Value("any", Instant.EPOCH);
		}, null, LiveValue.fixed(Duration.ofMinutes(3)), this.clock);
		Value first = cache.get();
		this.clock.advance(Duration.ofMinutes(2).plusSeconds(59));
		assertThat(cache.get()).isSameAs(first);
		assertThat(this.computations).hasValue(1);
	}

	@Test
	void aChangedExpiryAppliesToTheNextRequest() {
		ChangingValue<Duration> expiry = new ChangingValue<>(Duration.ofMinutes(3));
		SummaryCache<Value> cache = new SummaryCache<>("test", () -> {
			this.computations.incrementAndGet();
			return aValue();
		}, Value::made, expiry, this.clock);
		cache.get();
		this.clock.advance(Duration.ofSeconds(1));
		expiry.set(Duration.ZERO);
		cache.get();
		cache.get();
		assertThat(this.computations).hasValue(3);
		assertThat(cache.computations()).isEqualTo(3);
		assertThat(cache.hits()).isZero();
	}

	@Test
	void aLongerExpiryKeepsTheValueInForce() {
		ChangingValue<Duration> expiry = new ChangingValue<>(Duration.ofMinutes(1));
		SummaryCache<Value> cache = new SummaryCache<>("test", () -> {
			this.computations.incrementAndGet();
			return aValue();
		}, Value::made, expiry, this.clock);
		Value first = cache.get();
		this.clock.advance(Duration.ofSeconds(59));
		expiry.set(Duration.ofMinutes(3));
		this.clock.advance(Duration.ofMinutes(2));
		assertThat(cache.get()).isSameAs(first);
		this.clock.advance(Duration.ofSeconds(1));
		assertThat(cache.get()).isNotSameAs(first);
		assertThat(this.computations).hasValue(2);
	}

	@Test
	void aShorterExpiryAppliesToTheValueInForceByItsAge() {
		ChangingValue<Duration> expiry = new ChangingValue<>(Duration.ofMinutes(3));
		SummaryCache<Value> cache = new SummaryCache<>("test", () -> {
			this.computations.incrementAndGet();
			return aValue();
		}, Value::made, expiry, this.clock);
		Value first = cache.get();
		this.clock.advance(Duration.ofSeconds(30));
		expiry.set(Duration.ofMinutes(1));
		assertThat(cache.get()).isSameAs(first);
		this.clock.advance(Duration.ofSeconds(30));
		assertThat(cache.get()).isNotSameAs(first);
		assertThat(this.computations).hasValue(2);
	}

	@Test
	void readsAreCountedAsCacheGetsByResult() {
		SummaryCache<Value> cache = cacheOf(this::aValue);
		cache.get();
		cache.get();
		cache.get();
		SimpleMeterRegistry registry = new SimpleMeterRegistry();
		cache.bindTo(registry);
		assertThat(registry.get("cache.gets").tags("cache", "test", "result", "hit").functionCounter().count())
			.isEqualTo(2);
		assertThat(registry.get("cache.gets").tags("cache", "test", "result", "miss").functionCounter().count())
			.isEqualTo(1);
	}

	@Test
	void failedComputationIsNotKept() {
		AtomicInteger calls = new AtomicInteger();
		SummaryCache<Value> cache = cacheOf(() -> {
			if (calls.incrementAndGet() == 1) {
				throw new IllegalStateException("database down");
			}
			return aValue();
		});
		assertThatIllegalStateException().isThrownBy(cache::get).withMessage("database down");
		assertThat(cache.get().text()).isEqualTo("105.00");
		assertThat(this.computations).hasValue(2);
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private record Value(String text, Instant made) {

	}

	private static final class Queue {

		final ConcurrentLinkedQueue<Value> values = new ConcurrentLinkedQueue<>();

		void add(Value view) {
			this.values.add(view);
		}

	}

	private static final class MutableClock extends Clock {

		private Instant now;

		MutableClock(Instant now) {
			this.now = now;
		}

		void advance(Duration duration) {
			this.now = this.now.plus(duration);
		}

		@Override
		public ZoneId getZone() {
			return ZoneId.of("UTC");
		}

		@Override
		public Clock withZone(ZoneId zone) {
			return this;
		}

		@Override
		public Instant instant() {
			return this.now;
		}

	}

}
