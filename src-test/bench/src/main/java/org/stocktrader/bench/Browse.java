package org.stocktrader.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The browse workload (Vignette HPD, 2008): zero-think guests requesting random public
 * pages (item pages {@code /items/s:0..49} and quote reads {@code /api/quotes/s:0..49}),
 * with and without an HTTP cache in front ({@code src-test/cluster/cache-front.sh}). A
 * request is cacheable with the step's share; the others carry a session cookie
 * ({@code JSESSIONID=guest-<n>}, which names no session), so the cache passes them to the
 * application and stores nothing. For each share: pages/s directly and through the cache,
 * and their ratio. Writes {@code browse.md} into {@code --out}. Every phase is bounded in
 * time. Run by {@code cacheperf-benchmark.sh --scenario browse}, or alone:
 *
 * <pre>
 * src-test/bench/run-program.sh Browse --direct http://127.0.0.1:18080 --cached http://127.0.0.1:18081
 *     [--shares 0,50,80,100] [--clients 20] [--warmup 5] [--seconds 15] --out DIR
 * </pre>
 */
public final class Browse {

	private Browse() {
	}

	public static void main(String[] args) throws Exception {
		java.util.Map<String, String> options = new java.util.HashMap<>();
		for (int i = 0; i + 1 < args.length; i += 2) {
			options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
		}
		String direct = options.getOrDefault("direct", "http://127.0.0.1:18080");
		String cached = options.getOrDefault("cached", "http://127.0.0.1:18081");
		int clients = Integer.parseInt(options.getOrDefault("clients", "20"));
		int warmup = Integer.parseInt(options.getOrDefault("warmup", "5"));
		int seconds = Integer.parseInt(options.getOrDefault("seconds", "15"));
		Path out = Path.of(options.getOrDefault("out", "."));
		Files.createDirectories(out);
		StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
				"Browse: %d zero-think guests, random public pages (/items/s:0..49, /api/quotes/s:0..49), "
						+ "%d s warm-up and %d s measured per run%n%n"
						+ "| cacheable share | pages/s direct | pages/s through the cache | ratio | errors |%n"
						+ "|---:|---:|---:|---:|---:|%n",
				clients, warmup, seconds));
		for (String step : options.getOrDefault("shares", "0,50,80,100").split(",")) {
			int share = Integer.parseInt(step.trim());
			run(direct, share, clients, warmup);
			long[] plain = run(direct, share, clients, seconds);
			run(cached, share, clients, warmup);
			long[] front = run(cached, share, clients, seconds);
			String row = String.format(Locale.ROOT, "| %d %% | %,.0f | %,.0f | %.2f | %d |", share,
					plain[0] / (double) seconds, front[0] / (double) seconds, front[0] / (double) Math.max(1, plain[0]),
					plain[1] + front[1]);
			System.out.println(row);
			table.append(row).append('\n');
			Files.writeString(out.resolve("browse.md"), table);
		}
	}

	/** Good pages and errors of {@code clients} guests for {@code seconds}. */
	private static long[] run(String base, int share, int clients, int seconds) throws InterruptedException {
		long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
		AtomicLong pages = new AtomicLong();
		AtomicLong errors = new AtomicLong();
		List<Thread> threads = new ArrayList<>();
		for (int c = 0; c < clients; c++) {
			String cookie = "JSESSIONID=guest-" + c;
			threads.add(Thread.ofPlatform().start(() -> {
				HttpClient http = HttpClient.newBuilder()
					.version(HttpClient.Version.HTTP_1_1)
					.connectTimeout(Duration.ofSeconds(5))
					.build();
				ThreadLocalRandom random = ThreadLocalRandom.current();
				while (System.nanoTime() < end) {
					int n = random.nextInt(100);
					String path = (n < 50) ? "/items/s:" + n : "/api/quotes/s:" + (n - 50);
					HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
						.timeout(Duration.ofSeconds(30));
					if (random.nextInt(100) >= share) {
						request.header("Cookie", cookie);
					}
					try {
						HttpResponse<String> answer = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
						if (answer.statusCode() == 200 && answer.body().contains("s:")) {
							pages.incrementAndGet();
						}
						else {
							errors.incrementAndGet();
						}
					}
					catch (IOException ex) {
						errors.incrementAndGet();
					}
					catch (InterruptedException ex) {
						Thread.currentThread().interrupt();
						return;
					}
				}
			}));
		}
		for (Thread thread : threads) {
			thread.join(TimeUnit.SECONDS.toMillis(seconds + 60));
		}
		return new long[] { pages.get(), errors.get() };
	}

}
