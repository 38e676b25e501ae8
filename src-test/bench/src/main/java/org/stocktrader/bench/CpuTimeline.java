package org.stocktrader.bench;

import java.util.StringJoiner;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The CPU of the application and of the database second by second over a whole run
 * (ramp-up, warm-up, window and the load after it), for the report's chart: read from
 * {@code /proc} once a second by a daemon thread of its own, and written as milliseconds
 * of CPU per second (1,000 is one core busy).
 */
final class CpuTimeline {

	private final CpuSampler sampler;

	private final AtomicLongArray app;

	private final AtomicLongArray db;

	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor((runnable) -> {
		Thread thread = new Thread(runnable, "bench-cpu-timeline");
		thread.setDaemon(true);
		return thread;
	});

	private volatile int seconds;

	private long[] previous;

	CpuTimeline(CpuSampler sampler, int maxSeconds) {
		this.sampler = sampler;
		this.app = new AtomicLongArray(maxSeconds);
		this.db = new AtomicLongArray(maxSeconds);
	}

	/** Starts reading now and then once a second, until {@link #stop()}. */
	void start() {
		this.previous = this.sampler.readMillis();
		this.timer.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
	}

	private void sample() {
		int second = this.seconds;
		if (second >= this.app.length()) {
			return;
		}
		long[] now = this.sampler.readMillis();
		this.app.set(second, delta(this.previous[0], now[0]));
		this.db.set(second, delta(this.previous[1], now[1]));
		this.previous = now;
		this.seconds = second + 1;
	}

	private static long delta(long before, long after) {
		return (before < 0 || after < 0) ? -1 : after - before;
	}

	void stop() {
		this.timer.shutdownNow();
	}

	/**
	 * {@code {"app": [...], "db": [...]}}: CPU ms of each second since the start, -1 for
	 * a process not measured.
	 */
	String toJson() {
		int count = this.seconds;
		StringJoiner app = new StringJoiner(", ", "[", "]");
		StringJoiner db = new StringJoiner(", ", "[", "]");
		for (int i = 0; i < count; i++) {
			app.add(Long.toString(this.app.get(i)));
			db.add(Long.toString(this.db.get(i)));
		}
		return "{\"app\": %s, \"db\": %s}".formatted(app, db);
	}

}
