package org.stocktrader.web.operations;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.CountAtBucket;
import io.micrometer.core.instrument.distribution.HistogramSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.SmartLifecycle;

/**
 * Samples the server's own metrics every few seconds into a bounded ring buffer, for the
 * operator dashboard: per workload ({@link Workload}) the requests per second, errors per
 * second and latency percentiles of the interval (from the timers' histogram buckets,
 * {@code management.metrics.distribution.slo.*}); the order backlog and the
 * placement-to-execution lag; the connection pool's active, idle and waiting connections;
 * CPU and heap. One thread, one registry walk per interval; nothing on the request path.
 * Without a meter registry (a test slice) it samples nothing.
 */
class DashboardSampler implements SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(DashboardSampler.class);

	private static final double[] PERCENTILES = { 0.50, 0.95, 0.99 };

	private final ObjectProvider<MeterRegistry> registries;

	private MeterRegistry registry;

	private final Duration interval;

	private final int capacity;

	private final ArrayDeque<Sample> samples;

	private Map<Workload, Totals> previous;

	private Totals previousLag;

	private ScheduledExecutorService executor;

	DashboardSampler(ObjectProvider<MeterRegistry> registries, Duration interval, int capacity) {
		this.registries = registries;
		this.interval = interval;
		this.capacity = capacity;
		this.samples = new ArrayDeque<>(capacity);
	}

	/** The samples kept, oldest first. */
	synchronized List<Sample> samples() {
		return List.copyOf(this.samples);
	}

	Duration interval() {
		return this.interval;
	}

	/** Takes a sample now (the scheduler calls this every interval). */
	synchronized void sample() {
		long now = System.currentTimeMillis();
		Map<Workload, Totals> totals = new EnumMap<>(Workload.class);
		for (Workload workload : Workload.values()) {
			totals.put(workload, new Totals());
		}
		Totals lag = new Totals();
		for (Meter meter : this.registry.getMeters()) {
			if (meter instanceof Timer timer) {
				Workload workload = Workload.of(meter.getId());
				if (workload != null) {
					totals.get(workload).add(timer, Workload.failed(meter.getId()));
				}
				else if ("trade.orders.lag".equals(meter.getId().getName())) {
					lag.add(timer, false);
				}
			}
		}
		Map<String, WorkloadSample> workloads = new LinkedHashMap<>();
		if (this.previous != null) {
			double seconds = Math.max(0.001, (now - this.previous.get(Workload.PAGES).time) / 1000.0);
			for (Workload workload : Workload.values()) {
				workloads.put(workload.key(), totals.get(workload).since(this.previous.get(workload), seconds));
			}
		}
		WorkloadSample lagSample = (this.previousLag != null) ? lag.since(this.previousLag, 1) : null;
		for (Totals total : totals.values()) {
			total.time = now;
		}
		lag.time = now;
		this.previous = totals;
		this.previousLag = lag;
		if (workloads.isEmpty()) {
			return;
		}
		Sample sample = new Sample(now, workloads, gauge("trade.orders.backlog", null),
				(lagSample != null) ? lagSample.p95Millis() : 0, gauge("hikaricp.connections.active", null),
				gauge("hikaricp.connections.idle", null), gauge("hikaricp.connections.pending", null),
				gauge("hikaricp.connections.max", null), gauge("process.cpu.usage", null),
				gauge("jvm.memory.used", "heap") / (1024 * 1024));
		if (this.samples.size() == this.capacity) {
			this.samples.removeFirst();
		}
		this.samples.addLast(sample);
	}

	/** The sum of a gauge's values (over pools, memory areas...); 0 when absent. */
	private double gauge(String name, String area) {
		double sum = 0;
		for (Gauge gauge : this.registry.find(name).gauges()) {
			if (area == null || area.equals(gauge.getId().getTag("area"))) {
				double value = gauge.value();
				if (!Double.isNaN(value)) {
					sum += value;
				}
			}
		}
		return sum;
	}

	@Override
	public synchronized void start() {
		this.registry = this.registries.getIfAvailable();
		if (this.executor != null || this.registry == null) {
			return;
		}
		this.executor = Executors.newSingleThreadScheduledExecutor((runnable) -> {
			Thread thread = new Thread(runnable, "dashboard-sampler");
			thread.setDaemon(true);
			return thread;
		});
		this.executor.scheduleAtFixedRate(this::sampleSafely, 0, this.interval.toMillis(), TimeUnit.MILLISECONDS);
	}

	private void sampleSafely() {
		try {
			sample();
		}
		catch (RuntimeException ex) {
			// a gauge whose source is down (the database) must not stop the sampling
			logger.warn("The dashboard could not sample the metrics: {}", ex.toString());
		}
	}

	@Override
	public synchronized void stop() {
		if (this.executor != null) {
			this.executor.shutdownNow();
			this.executor = null;
		}
	}

	@Override
	public synchronized boolean isRunning() {
		return this.executor != null;
	}

	private static double round(double value) {
		return Math.round(value * 100.0) / 100.0;
	}

	/** Cumulative counts of a set of timers at one time. */
	private static final class Totals {

		private long time;

		private long count;

		private long errors;

		private double totalNanos;

		/** Count at or below each bucket's upper bound (nanoseconds), cumulative. */
		private final TreeMap<Double, Double> buckets = new TreeMap<>();

		void add(Timer timer, boolean failed) {
			HistogramSnapshot snapshot = timer.takeSnapshot();
			this.count += snapshot.count();
			if (failed) {
				this.errors += snapshot.count();
			}
			this.totalNanos += snapshot.total(TimeUnit.NANOSECONDS);
			for (CountAtBucket bucket : snapshot.histogramCounts()) {
				this.buckets.merge(bucket.bucket(TimeUnit.NANOSECONDS), bucket.count(), Double::sum);
			}
		}

		/** The interval since an earlier reading of the same timers. */
		WorkloadSample since(Totals before, double seconds) {
			long requests = Math.max(0, this.count - before.count);
			long failures = Math.max(0, this.errors - before.errors);
			double mean = (requests == 0) ? 0 : (this.totalNanos - before.totalNanos) / requests / 1e6;
			double[] percentiles = new double[PERCENTILES.length];
			if (requests > 0) {
				List<double[]> deltas = new ArrayList<>();
				for (Map.Entry<Double, Double> bucket : this.buckets.entrySet()) {
					double earlier = before.buckets.getOrDefault(bucket.getKey(), 0.0);
					deltas.add(new double[] { bucket.getKey(), Math.max(0, bucket.getValue() - earlier) });
				}
				for (int i = 0; i < PERCENTILES.length; i++) {
					percentiles[i] = percentileMillis(deltas, requests, PERCENTILES[i]);
				}
			}
			return new WorkloadSample(round(requests / seconds), round(failures / seconds), round(mean),
					round(percentiles[0]), round(percentiles[1]), round(percentiles[2]));
		}

		/**
		 * The latency under which the share of requests completed, from cumulative bucket
		 * counts, interpolated within its bucket; above the last bucket, that bucket's
		 * bound (the histogram knows no more).
		 */
		private static double percentileMillis(List<double[]> cumulative, long requests, double share) {
			double rank = share * requests;
			double lower = 0;
			double below = 0;
			for (double[] bucket : cumulative) {
				double upper = bucket[0];
				double atOrBelow = bucket[1];
				if (atOrBelow >= rank && atOrBelow > below) {
					return (lower + (upper - lower) * (rank - below) / (atOrBelow - below)) / 1e6;
				}
				below = atOrBelow;
				lower = upper;
			}
			return lower / 1e6;
		}

	}

	/**
	 * One workload over one interval.
	 *
	 * @param rate requests per second
	 * @param errors failed requests per second
	 * @param meanMillis mean latency
	 * @param p50Millis median latency
	 * @param p95Millis 95th percentile
	 * @param p99Millis 99th percentile
	 */
	record WorkloadSample(double rate, double errors, double meanMillis, double p50Millis, double p95Millis,
			double p99Millis) {

	}

	/**
	 * One interval of the dashboard.
	 *
	 * @param time the end of the interval (epoch milliseconds)
	 * @param workloads each workload's requests, errors and latency
	 * @param backlog open orders waiting for execution
	 * @param orderLagP95Millis the 95th percentile of placement-to-execution lag
	 * @param poolActive connections in use
	 * @param poolIdle connections idle
	 * @param poolPending threads waiting for a connection
	 * @param poolMax the pool's size
	 * @param cpu the process's recent CPU usage (0 to 1 of the machine)
	 * @param heapUsedMegabytes heap in use
	 */
	record Sample(long time, Map<String, WorkloadSample> workloads, double backlog, double orderLagP95Millis,
			double poolActive, double poolIdle, double poolPending, double poolMax, double cpu,
			double heapUsedMegabytes) {

	}

}
