package org.stocktrader.bench;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CachePerf workload (2005): zero-think clients each asking for the item page
 * {@code /items/s:N} of a random item among the step's unique items, the number of unique
 * items swept across the item cache's budget ({@code trade.items.cache-bytes}). With
 * {@code --mix 60}, 60 % of each client's pages are "other work" ({@code /quotes} of a
 * random symbol, signed in as {@code uid:<client>}), the rest item pages.
 * <p>
 * Per step: a warm-up (not counted), then a measured window; the pages answered 200 with
 * the item's byte (or the quote) per second, the item cache's hit ratio and database
 * reads per page (from the server's {@code /actuator/metrics}, with the operator
 * credential in {@code TRADE_OPERATOR_PASSWORD}), the CPU milliseconds per page of the
 * application's process and of the database's (the postmaster and its children, from
 * {@code /proc}), and the heap used after a full GC ({@code jcmd GC.run} at the end of
 * the step). Writes {@code cacheperf.md} (a Markdown table), {@code cacheperf.svg}
 * (pages/s and hit ratio against unique items) and {@code cacheperf.html} (both on one
 * self-contained page) into {@code --out} after every step ({@link CachePerfReport}).
 * Every phase is bounded in time. Run by {@code cacheperf-benchmark.sh}, or alone:
 *
 * <pre>
 * src-test/bench/run-program.sh CachePerf --base-url http://127.0.0.1:18080 --app-pid PID
 *     --db-pid PID --steps 25,50,100,200,400,800 [--clients 40] [--warmup 10]
 *     [--seconds 20] [--mix 0] [--item-size 307200] [--budget 33554432] --out DIR
 * </pre>
 */
public final class CachePerf {

	private static final Pattern VALUE = Pattern.compile("\"value\"\\s*:\\s*([-0-9.Ee+]+)");

	private static final long CLOCK_TICKS = 100;

	private final Map<String, String> options;

	private final String base;

	private final String authorization;

	private CachePerf(Map<String, String> options) {
		this.options = options;
		this.base = option("base-url", "http://127.0.0.1:18080");
		String password = System.getenv("TRADE_OPERATOR_PASSWORD");
		this.authorization = "Basic " + Base64.getEncoder()
			.encodeToString(("operator:" + ((password != null) ? password : "")).getBytes(StandardCharsets.UTF_8));
	}

	public static void main(String[] args) throws Exception {
		Map<String, String> options = new HashMap<>();
		for (int i = 0; i + 1 < args.length; i += 2) {
			options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
		}
		new CachePerf(options).run();
	}

	private String option(String name, String fallback) {
		return this.options.getOrDefault(name, fallback);
	}

	private void run() throws Exception {
		int clients = Integer.parseInt(option("clients", "40"));
		int warmup = Integer.parseInt(option("warmup", "10"));
		int seconds = Integer.parseInt(option("seconds", "20"));
		int mix = Integer.parseInt(option("mix", "0"));
		long itemSize = Long.parseLong(option("item-size", "307200"));
		long budget = Long.parseLong(option("budget", "33554432"));
		long appPid = Long.parseLong(option("app-pid", "0"));
		long dbPid = Long.parseLong(option("db-pid", "0"));
		Path out = Path.of(option("out", "."));
		Files.createDirectories(out);
		CachePerfReport.Sweep sweep = new CachePerfReport.Sweep(clients, mix, warmup, seconds, itemSize, budget);
		List<CachePerfReport.Step> steps = new ArrayList<>();
		for (String step : option("steps", "25,50,100,200,400").split(",")) {
			int unique = Integer.parseInt(step.trim());
			List<Client> team = new ArrayList<>();
			for (int c = 0; c < clients; c++) {
				team.add(new Client(c, unique, mix));
			}
			if (mix > 0) {
				for (Client client : team) {
					client.signIn();
				}
			}
			drive(team, warmup);
			Snapshot before = snapshot(appPid, dbPid);
			long pages = drive(team, seconds);
			Snapshot after = snapshot(appPid, dbPid);
			long itemPages = team.stream().mapToLong((client) -> client.itemPages.get()).sum();
			long errors = team.stream().mapToLong((client) -> client.errors.get()).sum();
			double heapAfterGc = heapAfterGc(appPid);
			double hits = after.hits - before.hits;
			double misses = after.misses - before.misses;
			steps.add(new CachePerfReport.Step(unique, (double) unique * itemSize / budget, pages / (double) seconds,
					(hits + misses > 0) ? hits / (hits + misses) : Double.NaN,
					(after.appCpuMs - before.appCpuMs) / Math.max(1, pages),
					(after.dbCpuMs - before.dbCpuMs) / Math.max(1, pages), heapAfterGc / (1024 * 1024),
					(after.reads - before.reads) / Math.max(1, itemPages), errors));
			CachePerfReport report = new CachePerfReport(sweep, steps);
			System.out.println(report.table().markdown().lines().reduce((first, last) -> last).orElse(""));
			report.write(out);
		}
	}

	/** Runs every client for {@code seconds}; returns the good pages of the window. */
	private long drive(List<Client> team, int seconds) throws InterruptedException {
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
		for (Client client : team) {
			client.reset();
		}
		List<Thread> threads = new ArrayList<>();
		for (Client client : team) {
			threads.add(Thread.ofPlatform().start(() -> client.loop(end)));
		}
		for (Thread thread : threads) {
			thread.join(TimeUnit.SECONDS.toMillis(seconds + 60));
		}
		return team.stream().mapToLong((client) -> client.pages.get()).sum();
	}

	private Snapshot snapshot(long appPid, long dbPid) throws IOException, InterruptedException {
		return new Snapshot(metric("cache.gets?tag=cache:items&tag=result:hit"),
				metric("cache.gets?tag=cache:items&tag=result:miss"), metric("trade.items.database.reads"),
				cpuMs(appPid, false), cpuMs(dbPid, true));
	}

	private double metric(String path) throws IOException, InterruptedException {
		HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
		HttpResponse<String> answer = http
			.send(HttpRequest.newBuilder(URI.create(this.base + "/actuator/metrics/" + path))
				.header("Authorization", this.authorization)
				.build(), HttpResponse.BodyHandlers.ofString());
		Matcher value = VALUE.matcher(answer.body());
		if (answer.statusCode() != 200 || !value.find()) {
			throw new IllegalStateException("metric " + path + ": " + answer.statusCode() + " " + answer.body());
		}
		return Double.parseDouble(value.group(1));
	}

	/** CPU ms of a process (with its children, for the database's postmaster). */
	private static double cpuMs(long pid, boolean withChildren) throws IOException {
		if (pid <= 0) {
			return Double.NaN;
		}
		long ticks = ticks(pid, withChildren);
		if (withChildren) {
			for (ProcessHandle child : ProcessHandle.of(pid).map((p) -> p.descendants().toList()).orElse(List.of())) {
				ticks += ticks(child.pid(), false);
			}
		}
		return ticks * 1000.0 / CLOCK_TICKS;
	}

	private static long ticks(long pid, boolean reaped) {
		try {
			String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			// fields from the state (3rd): utime 14, stime 15, cutime 16, cstime 17
			long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
			if (reaped) {
				ticks += Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
			}
			return ticks;
		}
		catch (IOException | RuntimeException ex) {
			// a backend that ended meanwhile: its time is in the postmaster's children's
			return 0;
		}
	}

	private double heapAfterGc(long appPid) throws IOException, InterruptedException {
		if (appPid > 0) {
			Process gc = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
					Long.toString(appPid), "GC.run")
				.redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD)
				.start();
			if (!gc.waitFor(60, TimeUnit.SECONDS)) {
				gc.destroyForcibly();
			}
		}
		return metric("jvm.memory.used?tag=area:heap");
	}

	/** One zero-think client with its own cookies and connection. */
	private final class Client {

		private final int id;

		private final int unique;

		private final int mix;

		private final HttpClient http;

		private final AtomicLong pages = new AtomicLong();

		private final AtomicLong itemPages = new AtomicLong();

		private final AtomicLong errors = new AtomicLong();

		Client(int id, int unique, int mix) {
			this.id = id;
			this.unique = unique;
			this.mix = mix;
			this.http = HttpClient.newBuilder()
				.version(HttpClient.Version.HTTP_1_1)
				.cookieHandler(new CookieManager())
				.connectTimeout(Duration.ofSeconds(5))
				.build();
		}

		void signIn() throws IOException, InterruptedException {
			String form = "uid=" + URLEncoder.encode("uid:" + this.id, StandardCharsets.UTF_8) + "&passwd=xxx";
			HttpResponse<Void> answer = this.http
				.send(HttpRequest.newBuilder(URI.create(CachePerf.this.base + "/login"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString(form))
					.build(), HttpResponse.BodyHandlers.discarding());
			if (answer.statusCode() != 302 && answer.statusCode() != 303 && answer.statusCode() != 200) {
				throw new IllegalStateException("login of uid:" + this.id + " answered " + answer.statusCode());
			}
		}

		void reset() {
			this.pages.set(0);
			this.itemPages.set(0);
			this.errors.set(0);
		}

		void loop(long end) {
			ThreadLocalRandom random = ThreadLocalRandom.current();
			while (System.nanoTime() < end) {
				boolean item = this.mix == 0 || random.nextInt(100) >= this.mix;
				String path = item ? "/items/s:" + random.nextInt(this.unique)
						: "/quotes?symbols=s:" + random.nextInt(100);
				String expected = item ? "data-field=\"byte\"" : "data-symbol=\"s:";
				try {
					HttpResponse<String> answer = this.http
						.send(HttpRequest.newBuilder(URI.create(CachePerf.this.base + path))
							.timeout(Duration.ofSeconds(30))
							.build(), HttpResponse.BodyHandlers.ofString());
					if (answer.statusCode() == 200 && answer.body().contains(expected)) {
						this.pages.incrementAndGet();
						if (item) {
							this.itemPages.incrementAndGet();
						}
					}
					else {
						this.errors.incrementAndGet();
					}
				}
				catch (IOException ex) {
					this.errors.incrementAndGet();
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
					return;
				}
			}
		}

	}

	private record Snapshot(double hits, double misses, double reads, double appCpuMs, double dbCpuMs) {

	}

}
