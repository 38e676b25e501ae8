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
 * not exist, so every login costs a password check). Trading is {@code --traders}
 * clients each buying one share over SOAP ({@code /services/TradeServices}, from
 * loopback: a trusted peer) then waiting {@code --think} ms. Every phase is bounded in
 * time; prints per phase the trades, their p50/p99 and the logins' statuses, and per pair
 * the ratio of the storm's trade p99 to the quiet one's. A single-file program for the
 * demo data set (users {@code uid:0} to {@code uid:199}, quote {@code s:5}):
 * <pre>
 * java src-test/bench/LoginStorm.java [--base-url http://127.0.0.1:18080] [--pairs 3]
 *     [--seconds 20] [--logins 300] [--traders 4] [--think 20]
 * </pre>
 */
public final class LoginStorm {

	private final String baseUrl;

	private final int logins;

	private final int traders;

	private final long thinkMillis;

	private final HttpClient client = HttpClient.newBuilder()
		.executor(Executors.newVirtualThreadPerTaskExecutor())
		.connectTimeout(Duration.ofSeconds(30))
		.build();

	private final AtomicLong sequence = new AtomicLong();

	private LoginStorm(String baseUrl, int logins, int traders, long thinkMillis) {
		this.baseUrl = baseUrl;
		this.logins = logins;
		this.traders = traders;
		this.thinkMillis = thinkMillis;
	}

	public static void main(String[] args) throws Exception {
		Map<String, String> options = new TreeMap<>();
		for (int i = 0; i + 1 < args.length; i += 2) {
			options.put(args[i], args[i + 1]);
		}
		LoginStorm storm = new LoginStorm(options.getOrDefault("--base-url", "http://127.0.0.1:18080"),
				Integer.parseInt(options.getOrDefault("--logins", "300")),
				Integer.parseInt(options.getOrDefault("--traders", "4")),
				Long.parseLong(options.getOrDefault("--think", "20")));
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
			for (int t = 0; t < this.traders; t++) {
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
			for (int c = 0; withStorm && c < this.logins; c++) {
				int client = c;
				threads.submit(() -> {
					while (System.nanoTime() < end) {
						long n = this.sequence.incrementAndGet();
						boolean right = (n % 2 == 0);
						String userId = right ? "uid:" + (n % 180) : "storm:" + client + ":" + n;
						long start = System.nanoTime();
						int status = login(userId, right ? "xxx" : "wrong");
						loginMillis.add((System.nanoTime() - start) / 1_000_000);
						loginStatuses.computeIfAbsent(status, (key) -> new AtomicInteger()).incrementAndGet();
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
			HttpResponse<String> response = this.client
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

	private int login(String userId, String password) {
		String form = "uid=" + URLEncoder.encode(userId, StandardCharsets.UTF_8) + "&passwd="
				+ URLEncoder.encode(password, StandardCharsets.UTF_8);
		try {
			return this.client
				.send(HttpRequest.newBuilder(URI.create(this.baseUrl + "/login"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.timeout(Duration.ofSeconds(60))
					.POST(HttpRequest.BodyPublishers.ofString(form))
					.build(), HttpResponse.BodyHandlers.discarding())
				.statusCode();
		}
		catch (Exception ex) {
			return -1;
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
					"%d trades (%d errors) p50 %d ms p99 %d ms; %d logins p50 %d ms p99 %d ms, statuses %s", trades,
					tradeErrors, tradeP50, tradeP99, logins, loginP50, loginP99, loginStatuses);
		}

	}

}
