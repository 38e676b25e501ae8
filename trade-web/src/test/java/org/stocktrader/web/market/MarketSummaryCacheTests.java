package org.stocktrader.web.market;

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

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.market.MarketSummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;

class MarketSummaryCacheTests {

	private final MutableClock clock = new MutableClock(Instant.parse("2026-11-22T10:00:00Z"));

	private final AtomicInteger computations = new AtomicInteger();

	private MarketSummaryCache cacheOf(Supplier<MarketSummary> source) {
		return new MarketSummaryCache(() -> {
			this.computations.incrementAndGet();
			return source.get();
		}, Duration.ofMinutes(3), this.clock);
	}

	@Test
	void summaryIsReusedUntilItsAbsoluteExpiry() {
		MarketSummaryCache cache = cacheOf(() -> aMarketSummary());
		MarketSummaryView first = cache.get();
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
		MarketSummaryCache cache = cacheOf(() -> {
			computing.countDown();
			await(release);
			return aMarketSummary();
		});
		Queue results = new Queue();
		Thread first = Thread.ofPlatform().start(() -> results.add(cache.get()));
		computing.await();
		List<Thread> waiting = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			waiting.add(Thread.ofPlatform().start(() -> results.add(cache.get())));
		}
		// every waiting thread is parked on the in-flight computation before it completes
		for (Thread thread : waiting) {
			while (thread.getState() != Thread.State.WAITING) {
				Thread.onSpinWait();
			}
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
	void failedComputationIsNotKept() {
		AtomicInteger calls = new AtomicInteger();
		MarketSummaryCache cache = cacheOf(() -> {
			if (calls.incrementAndGet() == 1) {
				throw new IllegalStateException("database down");
			}
			return aMarketSummary();
		});
		assertThatIllegalStateException().isThrownBy(cache::get).withMessage("database down");
		assertThat(cache.get().tsia()).isEqualTo("105.00");
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

	private static final class Queue {

		final ConcurrentLinkedQueue<MarketSummaryView> values = new ConcurrentLinkedQueue<>();

		void add(MarketSummaryView view) {
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
