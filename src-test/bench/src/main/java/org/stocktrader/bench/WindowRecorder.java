package org.stocktrader.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The measurement window of a run. The run starts with the first request; the window
 * opens after the ramp-up and the warm-up ({@code bench.ramp} + {@code bench.warmup}) and
 * lasts {@code bench.duration}. Only transactions that complete inside the window count,
 * and the CPU time of the application and the database is sampled at the window's two
 * ends, so warm-up and ramp-up are excluded from every figure. At the end of the window
 * (or of the run, if it ends first) a JSON summary goes to {@code bench.summaryFile}.
 */
final class WindowRecorder {

	private final String scenario;

	private final BenchSettings settings;

	private final Path output;

	private final CpuSampler cpu = CpuSampler.fromSystemProperties();

	private final StatementSampler statements;

	private final ServerMetricsSampler server;

	/** Successful and failed transactions per second of the whole run, for its chart. */
	private final AtomicLongArray timelineOk;

	private final AtomicLongArray timelineKo;

	/** Latency of each second's transactions: their sum and their maximum, µs. */
	private final AtomicLongArray timelineMicros;

	private final AtomicLongArray timelineMaxMicros;

	private final CpuTimeline cpuTimeline;

	private volatile long runStartMillis;

	private volatile String serverView = "{}";

	private final Map<String, Latencies> operations = new ConcurrentHashMap<>();

	private final Latencies all = new Latencies();

	private final AtomicBoolean started = new AtomicBoolean();

	private final AtomicBoolean finished = new AtomicBoolean();

	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor((runnable) -> {
		Thread thread = new Thread(runnable, "bench-window");
		thread.setDaemon(true);
		return thread;
	});

	private volatile long windowStartMillis = Long.MAX_VALUE;

	private volatile long windowEndMillis = Long.MAX_VALUE;

	WindowRecorder(String scenario, BenchSettings settings) {
		this.scenario = scenario;
		this.settings = settings;
		this.statements = new StatementSampler(settings.baseUrl());
		this.server = new ServerMetricsSampler(settings.baseUrl());
		int seconds = (int) settings.maxDuration().plusSeconds(30).toSeconds();
		this.timelineOk = new AtomicLongArray(seconds);
		this.timelineKo = new AtomicLongArray(seconds);
		this.timelineMicros = new AtomicLongArray(seconds);
		this.timelineMaxMicros = new AtomicLongArray(seconds);
		this.cpuTimeline = new CpuTimeline(this.cpu, seconds);
		String file = BenchSettings.property("bench.summaryFile", "");
		this.output = file.isEmpty() ? null : Path.of(file);
	}

	/** Called by every request; the first call starts the run's clock. */
	void startOnce() {
		if (!this.started.compareAndSet(false, true)) {
			return;
		}
		this.runStartMillis = System.currentTimeMillis();
		this.cpuTimeline.start();
		long delay = this.settings.ramp().plus(this.settings.warmup()).toMillis();
		if (!this.settings.warmup().isZero()) {
			this.timer.schedule(() -> rehearse(this.statements, this.server),
					this.settings.ramp().plus(this.settings.warmup().dividedBy(2)).toMillis(), TimeUnit.MILLISECONDS);
		}
		this.timer.schedule(this::open, delay, TimeUnit.MILLISECONDS);
		this.timer.schedule(this::finish, delay + this.settings.duration().toMillis(), TimeUnit.MILLISECONDS);
	}

	/**
	 * Reads the server's counters once halfway through the warm-up, as the window's ends
	 * will (what is read is read again when the window opens). Those reads take paths the
	 * load never takes (another user, another URL, Basic authentication), and HotSpot
	 * throws away the compiled code that assumed them never taken: at the window's
	 * opening that was about a hundred methods of every request's path, from Tomcat's
	 * request parser to the dispatcher, run slower and compiled again inside the window
	 * (the compiler threads 5 to 10 % of the quote page's CPU there).
	 * @param statements the statement counters of the window
	 * @param server the server's metrics of the window
	 */
	static void rehearse(StatementSampler statements, ServerMetricsSampler server) {
		statements.start();
		server.start();
	}

	private void open() {
		this.cpu.start();
		this.windowEndMillis = System.currentTimeMillis() + this.settings.duration().toMillis();
		this.windowStartMillis = System.currentTimeMillis();
		// HTTP calls, slow on a loaded machine: after the window's clock and CPU sample
		this.statements.start();
		this.server.start();
	}

	/** Records a transaction that took {@code nanos} and ended now. */
	void record(String operation, long nanos, boolean ok) {
		long now = System.currentTimeMillis();
		int second = (int) ((now - this.runStartMillis) / 1000);
		if (second >= 0 && second < this.timelineOk.length()) {
			(ok ? this.timelineOk : this.timelineKo).incrementAndGet(second);
			this.timelineMicros.addAndGet(second, nanos / 1_000);
			this.timelineMaxMicros.accumulateAndGet(second, nanos / 1_000, Math::max);
		}
		if (now < this.windowStartMillis || now > this.windowEndMillis) {
			return;
		}
		long micros = nanos / 1_000;
		this.all.add(micros, ok);
		this.operations.computeIfAbsent(operation, (name) -> new Latencies()).add(micros, ok);
	}

	/**
	 * Closes the window (at its end, or when the run stops first) and writes the summary.
	 */
	void finish() {
		if (!this.finished.compareAndSet(false, true)) {
			return;
		}
		if (this.windowStartMillis == Long.MAX_VALUE) {
			// the run ended before the window opened: nothing was measured
			this.cpuTimeline.stop();
			this.timer.shutdownNow();
			return;
		}
		long end = Math.min(System.currentTimeMillis(), this.windowEndMillis);
		this.windowEndMillis = end;
		CpuSampler.Usage usage = this.cpu.stop();
		// the statement counters are read after the window: they count the few requests
		// the HTTP call waits behind as well
		StatementSampler.Counts counts = this.statements.stop();
		this.serverView = this.server.stop((end - this.windowStartMillis) / 1000.0);
		this.timer.shutdown();
		this.cpuTimeline.stop();
		if (this.output != null) {
			write(end, usage, counts);
		}
	}

	private void write(long end, CpuSampler.Usage usage, StatementSampler.Counts counts) {
		double seconds = (end - this.windowStartMillis) / 1000.0;
		StringJoiner operations = new StringJoiner(",\n    ", "{\n    ", "\n  }");
		new TreeMap<>(this.operations)
			.forEach((name, latencies) -> operations.add("\"" + name + "\": " + latencies.toJson(seconds)));
		String json = """
				{
				  "scenario": "%s",
				  "baseUrl": "%s",
				  "model": "%s",
				  "users": %d,
				  "rate": %s,
				  "thinkMillis": %d,
				  "rampSeconds": %s,
				  "warmupSeconds": %s,
				  "windowStartMillis": %d,
				  "windowEndMillis": %d,
				  "windowSeconds": %s,
				  "all": %s,
				  "operations": %s,
				  "cpu": %s,
				  "sql": %s,
				  "server": %s,
				  "timeline": %s
				}
				""".formatted(this.scenario, this.settings.baseUrl(),
				this.settings.model().name().toLowerCase(Locale.ROOT), this.settings.users(),
				number(this.settings.rate()), this.settings.think().toMillis(),
				number(this.settings.ramp().toMillis() / 1000.0), number(this.settings.warmup().toMillis() / 1000.0),
				this.windowStartMillis, end, number(seconds), this.all.toJson(seconds), operations, usage.toJson(),
				counts.toJson(), this.serverView, timeline(end));
		try {
			Files.createDirectories(this.output.toAbsolutePath().getParent());
			Files.writeString(this.output, json);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot write " + this.output, ex);
		}
	}

	/**
	 * The run second by second from its start to the window's end: the seconds of the
	 * window within it, the successful and failed transactions of each second, their mean
	 * and maximum latency (ms), and the CPU of the application and the database.
	 */
	private String timeline(long end) {
		int seconds = (int) Math.min(this.timelineOk.length(), Math.ceil((end - this.runStartMillis) / 1000.0));
		StringJoiner ok = new StringJoiner(", ", "[", "]");
		StringJoiner ko = new StringJoiner(", ", "[", "]");
		StringJoiner mean = new StringJoiner(", ", "[", "]");
		StringJoiner max = new StringJoiner(", ", "[", "]");
		for (int i = 0; i < seconds; i++) {
			long count = this.timelineOk.get(i) + this.timelineKo.get(i);
			ok.add(Long.toString(this.timelineOk.get(i)));
			ko.add(Long.toString(this.timelineKo.get(i)));
			mean.add(number((count == 0) ? 0 : this.timelineMicros.get(i) / 1000.0 / count));
			max.add(number(this.timelineMaxMicros.get(i) / 1000.0));
		}
		return ("{\"windowStartSecond\": %s, \"windowEndSecond\": %s, \"ok\": %s, \"ko\": %s, "
				+ "\"meanMillis\": %s, \"maxMillis\": %s, \"cpu\": %s}")
			.formatted(number((this.windowStartMillis - this.runStartMillis) / 1000.0),
					number((end - this.runStartMillis) / 1000.0), ok, ko, mean, max, this.cpuTimeline.toJson());
	}

	static String number(double value) {
		return String.format(Locale.ROOT, "%.3f", value);
	}

	/**
	 * Counts and a latency histogram: 10 µs buckets up to 100 ms, then 1 ms buckets up to
	 * 60 s; the maximum is exact.
	 */
	static final class Latencies {

		private static final int FINE_BUCKETS = 10_000;

		private static final int COARSE_BUCKETS = 59_900;

		private final AtomicLongArray histogram = new AtomicLongArray(FINE_BUCKETS + COARSE_BUCKETS + 1);

		private final AtomicLongArray counts = new AtomicLongArray(3);

		private final AtomicLong max = new AtomicLong();

		void add(long micros, boolean ok) {
			this.histogram.incrementAndGet(bucket(micros));
			this.counts.incrementAndGet(ok ? 0 : 1);
			this.counts.addAndGet(2, micros);
			this.max.accumulateAndGet(micros, Math::max);
		}

		private static int bucket(long micros) {
			if (micros < FINE_BUCKETS * 10L) {
				return (int) (micros / 10);
			}
			return FINE_BUCKETS + (int) Math.min((micros - FINE_BUCKETS * 10L) / 1000, COARSE_BUCKETS);
		}

		private static long upperMicros(int bucket) {
			if (bucket < FINE_BUCKETS) {
				return (bucket + 1) * 10L;
			}
			return FINE_BUCKETS * 10L + (bucket - FINE_BUCKETS + 1) * 1000L;
		}

		/** The latency (ms) under which the given share of transactions completed. */
		double percentileMillis(double share) {
			long total = this.counts.get(0) + this.counts.get(1);
			if (total == 0) {
				return 0;
			}
			long rank = Math.max(1, (long) Math.ceil(share * total));
			long seen = 0;
			for (int bucket = 0; bucket < this.histogram.length(); bucket++) {
				seen += this.histogram.get(bucket);
				if (seen >= rank) {
					return Math.min(upperMicros(bucket), this.max.get()) / 1000.0;
				}
			}
			return this.max.get() / 1000.0;
		}

		String toJson(double seconds) {
			long ok = this.counts.get(0);
			long ko = this.counts.get(1);
			long total = ok + ko;
			double mean = (total == 0) ? 0 : this.counts.get(2) / 1000.0 / total;
			return ("{\"count\": %d, \"ok\": %d, \"ko\": %d, \"tps\": %s, \"errorPercent\": %s, \"meanMillis\": %s, "
					+ "\"p50Millis\": %s, \"p95Millis\": %s, \"p99Millis\": %s, \"maxMillis\": %s}")
				.formatted(total, ok, ko, number((seconds > 0) ? ok / seconds : 0),
						number((total == 0) ? 0 : 100.0 * ko / total), number(mean), number(percentileMillis(0.50)),
						number(percentileMillis(0.95)), number(percentileMillis(0.99)),
						number(this.max.get() / 1000.0));
		}

	}

}
