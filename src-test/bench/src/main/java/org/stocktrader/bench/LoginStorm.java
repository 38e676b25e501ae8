package org.stocktrader.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Trade latency with and without a login storm, as alternating pairs of phases: in each
 * pair a phase of trading alone, then a phase of the same trading while {@code --logins}
 * clients sign in over and over on the page {@code POST /login} (half of them with the
 * demo users' right password {@code xxx}, half with a wrong one for a user id that does
 * not exist, so every login costs a password check); a login refused as busy (503) or
 * throttled (429) waits its {@code Retry-After} (at most 5 s) before the next, as a
 * browser's user would, unless {@code --backoff false} (a flood that retries at once).
 * Trading is {@code --traders} clients each buying one share over SOAP
 * ({@code /services/TradeServices}, from loopback: a trusted peer) then waiting
 * {@code --think} ms. Every phase is bounded in time; prints per phase the trades, their
 * p50/p99 and the logins' statuses, and per pair the ratio of the storm's trade p99 to
 * the quiet one's. A program of the bench module for the demo data set (users
 * {@code uid:0} to {@code uid:199}, quote {@code s:5}): <pre>
 * src-test/bench/run-program.sh LoginStorm [--base-url http://127.0.0.1:18080] [--pairs 3]
 *     [--seconds 20] [--logins 300] [--traders 4] [--think 20] [--backoff true]
 *     [--role both|trades|storm] [--start-at EPOCH_SECONDS]
 * </pre> With {@code --role}, the traders and the storm run in two processes started on
 * one schedule ({@code --start-at}), so that the storm's client can run at a lower
 * priority ({@code nice}) when it shares the server's machine: a storm from elsewhere
 * would not take the server's processors for its own client.
 */
public final class LoginStorm {

	private final String baseUrl;

	private final int logins;

	private final int traders;

	private final long thinkMillis;

	private final boolean backoff;

	private final String role;

	/**
	 * The traders' client: its own connections and selector, not queued behind the
	 * storm's.
	 */
	private final HttpClient traderClient = newClient();

	/** The storm's clients, one per 50 of its connections. */
	private final List<HttpClient> stormClients = new ArrayList<>();

	private final AtomicLong sequence = new AtomicLong();

	private LoginStorm(String baseUrl, int logins, int traders, long thinkMillis, boolean backoff, String role) {
		this.role = role;
		this.baseUrl = baseUrl;
		this.logins = logins;
		this.traders = traders;
		this.thinkMillis = thinkMillis;
		this.backoff = backoff;
		for (int i = 0; i < logins; i += 50) {
			this.stormClients.add(newClient());
		}
	}

	private static HttpClient newClient() {
		return HttpClient.newBuilder()
			.executor(Executors.newVirtualThreadPerTaskExecutor())
			.connectTimeout(Duration.ofSeconds(30))
			.build();
	}

	public static void main(String[] args) throws Exception {
		Map<String, String> options = new TreeMap<>();
		for (int i = 0; i + 1 < args.length; i += 2) {
			options.put(args[i], args[i + 1]);
		}
		LoginStorm storm = new LoginStorm(options.getOrDefault("--base-url", "http://127.0.0.1:18080"),
				Integer.parseInt(options.getOrDefault("--logins", "300")),
				Integer.parseInt(options.getOrDefault("--traders", "4")),
				Long.parseLong(options.getOrDefault("--think", "20")),
				Boolean.parseBoolean(options.getOrDefault("--backoff", "true")),
				options.getOrDefault("--role", "both"));
		if (options.containsKey("--start-at")) {
			// two processes (traders and storm) on one schedule
			long wait = Long.parseLong(options.get("--start-at")) * 1000 - System.currentTimeMillis();
			Thread.sleep(Math.max(0, wait));
		}
		int pairs = Integer.parseInt(options.getOrDefault("--pairs", "3"));
		Duration phase = Duration.ofSeconds(Long.parseLong(options.getOrDefault("--seconds", "20")));
		// a short warm-up of both kinds, not reported
		storm.phase(Duration.ofSeconds(5), true);
		List<Double> ratios = new ArrayList<>();
		for (int pair = 1; pair <= pairs; pair++) {
			Phase quiet = storm.phase(phase, false);
			Phase loud = storm.phase(phase, true);
			double ratio = (double) loud.tradeP99 / Math.max(1, quiet.tradeP99);
			ratios.add(ratio);
			System.out.printf(Locale.ROOT, "pair %d quiet: %s%npair %d storm: %s%npair %d p99 ratio %.2f%n", pair,
					quiet, pair, loud, pair, ratio);
		}
		Collections.sort(ratios);
		System.out.printf(Locale.ROOT, "p99 ratios (storm / quiet) sorted: %s, median %.2f%n", ratios,
				ratios.get(ratios.size() / 2));
		System.exit(0);
	}

	private Phase phase(Duration length, boolean withStorm) throws InterruptedException {
		long end = System.nanoTime() + length.toNanos();
		List<Long> tradeMillis = Collections.synchronizedList(new ArrayList<>());
		AtomicInteger tradeErrors = new AtomicInteger();
		Map<Integer, AtomicInteger> loginStatuses = new ConcurrentHashMap<>();
		List<Long> loginMillis = Collections.synchronizedList(new ArrayList<>());
		try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
			threads.submit(() -> {
				Thread.sleep(Math.max(0, (end - System.nanoTime()) / 1_000_000));
				return null;
			});
			for (int t = 0; !this.role.equals("storm") && t < this.traders; t++) {
				String userId = "uid:" + (190 + t % 10);
				threads.submit(() -> {
					while (System.nanoTime() < end) {
						long start = System.nanoTime();
						boolean ok = buy(userId);
						tradeMillis.add((System.nanoTime() - start) / 1_000_000);
						if (!ok) {
							tradeErrors.incrementAndGet();
						}
						Thread.sleep(this.thinkMillis);
					}
					return null;
				});
			}
			for (int c = 0; withStorm && !this.role.equals("trades") && c < this.logins; c++) {
				int client = c;
				threads.submit(() -> {
					while (System.nanoTime() < end) {
						long n = this.sequence.incrementAndGet();
						boolean right = (n % 2 == 0);
						String userId = right ? "uid:" + (n % 180) : "storm:" + client + ":" + n;
						long start = System.nanoTime();
						HttpResponse<Void> response = login(this.stormClients.get(client / 50), userId,
								right ? "xxx" : "wrong");
						int status = (response != null) ? response.statusCode() : -1;
						loginMillis.add((System.nanoTime() - start) / 1_000_000);
						loginStatuses.computeIfAbsent(status, (key) -> new AtomicInteger()).incrementAndGet();
						if (this.backoff && response != null && (status == 503 || status == 429)) {
							// as a client that honours Retry-After
							long seconds = response.headers().firstValueAsLong("Retry-After").orElse(1);
							Thread.sleep(Math.min(seconds, 5) * 1000);
						}
					}
					return null;
				});
			}
		}
		return new Phase(tradeMillis.size(), tradeErrors.get(), percentile(tradeMillis, 0.5),
				percentile(tradeMillis, 0.99), loginMillis.size(), percentile(loginMillis, 0.5),
				percentile(loginMillis, 0.99), new TreeMap<>(loginStatuses));
	}

	private boolean buy(String userId) {
		String body = """
				<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>\
				<buy xmlns="http://trade.samples.websphere.ibm.com"><userID>%s</userID><symbol>s:5</symbol>\
				<quantity>1</quantity><orderProcessingMode>0</orderProcessingMode></buy></s:Body></s:Envelope>"""
			.formatted(userId);
		try {
			HttpResponse<String> response = this.traderClient
				.send(HttpRequest.newBuilder(URI.create(this.baseUrl + "/services/TradeServices"))
					.header("Content-Type", "text/xml;charset=UTF-8")
					.header("SOAPAction", "\"\"")
					.timeout(Duration.ofSeconds(60))
					.POST(HttpRequest.BodyPublishers.ofString(body))
					.build(), HttpResponse.BodyHandlers.ofString());
			return response.statusCode() == 200 && response.body().contains("orderStatus");
		}
		catch (Exception ex) {
			return false;
		}
	}

	private HttpResponse<Void> login(HttpClient client, String userId, String password) {
		String form = "uid=" + URLEncoder.encode(userId, StandardCharsets.UTF_8) + "&passwd="
				+ URLEncoder.encode(password, StandardCharsets.UTF_8);
		try {
			return client.send(HttpRequest.newBuilder(URI.create(this.baseUrl + "/login"))
				.header("Content-Type", "application/x-www-form-urlencoded")
				.timeout(Duration.ofSeconds(60))
				.POST(HttpRequest.BodyPublishers.ofString(form))
				.build(), HttpResponse.BodyHandlers.discarding());
		}
		catch (Exception ex) {
			return null;
		}
	}

	private static long percentile(List<Long> millis, double fraction) {
		List<Long> sorted = new ArrayList<>(millis);
		Collections.sort(sorted);
		return sorted.isEmpty() ? -1 : sorted.get((int) Math.min(sorted.size() - 1, sorted.size() * fraction));
	}

	private record Phase(int trades, int tradeErrors, long tradeP50, long tradeP99, int logins, long loginP50,
			long loginP99, Map<Integer, AtomicInteger> loginStatuses) {

		@Override
		public String toString() {
			return String.format(Locale.ROOT,
					"%d trades (%d errors) p50 %d ms p99 %d ms; %d logins p50 %d ms p99 %d ms, statuses %s",
					this.trades, this.tradeErrors, this.tradeP50, this.tradeP99, this.logins, this.loginP50,
					this.loginP99, this.loginStatuses);
		}

	}

}
