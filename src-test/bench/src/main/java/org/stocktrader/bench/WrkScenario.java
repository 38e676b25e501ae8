package org.stocktrader.bench;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The single-page scenarios of {@code run-benchmark.sh}, driven by wrk ({@code -t2},
 * {@code bench.users} connections, 16 by default) after a warm-up of {@code bench.warmup}
 * seconds, with a window of {@code bench.duration} seconds (and {@code bench.after}
 * seconds of the same load after it, counted in no figure):
 * <ul>
 * <li>{@code quotes}: the quote page {@code app?action=quotes&symbols=s:1}, signed in as
 * {@code uid:7};</li>
 * <li>{@code floor}: {@code /bench/floor?bytes=N}, a constant page of the quote page's
 * size served by the same stack (Tomcat, the filters, Spring MVC) with no database and no
 * template: what the stack itself can do on the machine.</li>
 * </ul>
 * CPU time and SQL statements are read at the window's ends (and once halfway through the
 * warm-up, {@link WindowRecorder#rehearse}) as in the Gatling simulations, and the
 * summary has the same form ({@code bench.summaryFile}). The window's figures come from a
 * wrk Lua {@code done} hook; every answer but a 200 is an error.
 */
public final class WrkScenario {

	private static final Pattern RESULT = Pattern.compile("RESULT (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)");

	private static final String QUOTE_PAGE = "/app?action=quotes&symbols=s:1";

	private static final String REPORT = """
			done = function(summary, latency, requests)
			  local e = summary.errors
			  io.write(string.format("RESULT %d %d %d %.1f %.1f %.1f %.1f\\n", summary.requests,
			    e.connect + e.read + e.write + e.status + e.timeout, summary.duration,
			    latency.mean, latency:percentile(50), latency:percentile(95), latency:percentile(99)))
			  io.write(string.format("MAX %.1f\\n", latency.max))
			end
			""";

	private WrkScenario() {
	}

	public static void main(String[] args) throws IOException, InterruptedException {
		if (args.length != 1 || !(args[0].equals("quotes") || args[0].equals("floor"))) {
			throw new IllegalArgumentException("usage: WrkScenario quotes|floor");
		}
		String scenario = args[0];
		BenchSettings settings = BenchSettings.fromSystemProperties(Duration.ZERO, 16);
		// HTTP/1.1 as wrk speaks it: a server that answers the client's h2c upgrade offer
		// (Open Liberty) left the sign-in waiting for ever
		HttpClient client = HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.connectTimeout(Duration.ofSeconds(10))
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NEVER)
			.build();
		String session = signIn(client, settings.baseUrl());
		HttpResponse<byte[]> quotePage = client.send(
				HttpRequest.newBuilder(URI.create(settings.baseUrl() + QUOTE_PAGE)).build(),
				HttpResponse.BodyHandlers.ofByteArray());
		int pageBytes = quotePage.body().length;
		if (quotePage.statusCode() != 200 || !new String(quotePage.body(), StandardCharsets.UTF_8).contains("s:1")) {
			throw new IllegalStateException("The quote page answered " + quotePage.statusCode());
		}
		List<String> target = new ArrayList<>();
		if (scenario.equals("quotes")) {
			target.add("-H");
			target.add("Cookie: JSESSIONID=" + session);
			target.add(settings.baseUrl() + QUOTE_PAGE);
		}
		else {
			target.add(settings.baseUrl() + "/bench/floor?bytes=" + pageBytes);
		}
		HttpResponse<String> probe = client.send(HttpRequest.newBuilder(URI.create(target.get(target.size() - 1)))
			.header("Cookie", "JSESSIONID=" + session)
			.build(), HttpResponse.BodyHandlers.ofString());
		if (probe.statusCode() != 200) {
			throw new IllegalStateException(target.get(target.size() - 1) + " answered " + probe.statusCode()
					+ " (the floor needs trade.bench.enabled=true)");
		}
		Path script = Files.createTempFile("wrk-report", ".lua");
		try {
			Files.writeString(script, REPORT);
			log("%s: %d-byte page, warm-up %d s", scenario, pageBytes, settings.warmup().toSeconds());
			CpuTimeline cpuTimeline = new CpuTimeline(CpuSampler.fromSystemProperties(),
					(int) settings.maxDuration().plusSeconds(30).toSeconds());
			StatementSampler statements = new StatementSampler(settings.baseUrl());
			ServerMetricsSampler server = new ServerMetricsSampler(settings.baseUrl());
			long runStart = System.currentTimeMillis();
			cpuTimeline.start();
			Duration half = Duration.ofSeconds(settings.warmup().toSeconds() / 2);
			Duration rest = settings.warmup().minus(half);
			if (!half.isZero()) {
				// the window's opening rehearsed halfway through: the counters read
				// between two wrk runs, whose new connections take paths a running
				// load never takes
				wrk(settings, half, script, target);
				WindowRecorder.rehearse(statements, server);
			}
			if (!rest.isZero()) {
				wrk(settings, rest, script, target);
			}
			CpuSampler cpu = CpuSampler.fromSystemProperties();
			statements.start();
			server.start();
			cpu.start();
			long start = System.currentTimeMillis();
			String output = wrk(settings, settings.duration(), script, target);
			CpuSampler.Usage usage = cpu.stop();
			StatementSampler.Counts counts = statements.stop();
			String serverView = server.stop(settings.duration().toMillis() / 1000.0);
			long end = System.currentTimeMillis();
			cpuTimeline.stop();
			System.out.println(output);
			// wrk gives no figures second by second: the timeline has the CPU only
			String timeline = "{\"windowStartSecond\": %s, \"windowEndSecond\": %s, \"ok\": [], \"ko\": [], \"cpu\": %s}"
				.formatted(number((start - runStart) / 1000.0), number((end - runStart) / 1000.0),
						cpuTimeline.toJson());
			writeSummary(scenario, settings, pageBytes, start, end, output, usage, counts, serverView, timeline);
			if (!settings.after().isZero()) {
				log("%s: %d s of the same load after the window (counted in no figure)", scenario,
						settings.after().toSeconds());
				wrk(settings, settings.after(), script, target);
			}
		}
		finally {
			Files.deleteIfExists(script);
		}
	}

	private static String signIn(HttpClient client, String baseUrl) throws IOException, InterruptedException {
		HttpRequest login = HttpRequest.newBuilder(URI.create(baseUrl + "/app"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("action=login&uid=uid%3A7&passwd=xxx"))
			.timeout(Duration.ofSeconds(30))
			.build();
		HttpResponse<Void> response = client.send(login, HttpResponse.BodyHandlers.discarding());
		String session = ((CookieManager) client.cookieHandler().orElseThrow()).getCookieStore()
			.getCookies()
			.stream()
			.filter((cookie) -> cookie.getName().equals("JSESSIONID"))
			.map(HttpCookie::getValue)
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("No session after login (" + response.statusCode() + ")"));
		return session;
	}

	private static String wrk(BenchSettings settings, Duration duration, Path script, List<String> target)
			throws IOException, InterruptedException {
		List<String> command = new ArrayList<>(List.of("wrk", "-t2", "-c" + settings.users(),
				"-d" + duration.toSeconds() + "s", "--timeout", "10s", "-s", script.toString()));
		command.addAll(target);
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (process.waitFor() != 0) {
			throw new IllegalStateException("wrk failed: " + output);
		}
		return output;
	}

	private static void writeSummary(String scenario, BenchSettings settings, int pageBytes, long start, long end,
			String output, CpuSampler.Usage usage, StatementSampler.Counts counts, String serverView, String timeline)
			throws IOException {
		Matcher result = RESULT.matcher(output);
		if (!result.find()) {
			throw new IllegalStateException("No result in wrk's output: " + output);
		}
		Matcher maxMatcher = Pattern.compile("MAX (\\S+)").matcher(output);
		double max = maxMatcher.find() ? Double.parseDouble(maxMatcher.group(1)) / 1000 : 0;
		long requests = Long.parseLong(result.group(1));
		long errors = Long.parseLong(result.group(2));
		double seconds = Long.parseLong(result.group(3)) / 1_000_000.0;
		long ok = Math.max(0, requests - errors);
		String all = ("{\"count\": %d, \"ok\": %d, \"ko\": %d, \"tps\": %s, \"errorPercent\": %s, \"meanMillis\": %s, "
				+ "\"p50Millis\": %s, \"p95Millis\": %s, \"p99Millis\": %s, \"maxMillis\": %s}")
			.formatted(requests, ok, errors, number(ok / seconds),
					number((requests == 0) ? 0 : 100.0 * errors / requests), micros(result.group(4)),
					micros(result.group(5)), micros(result.group(6)), micros(result.group(7)), number(max));
		String json = """
				{
				  "scenario": "%s",
				  "baseUrl": "%s",
				  "driver": "wrk -t2 -c%d",
				  "pageBytes": %d,
				  "model": "closed",
				  "users": %d,
				  "rate": 0,
				  "thinkMillis": 0,
				  "rampSeconds": 0,
				  "warmupSeconds": %s,
				  "windowStartMillis": %d,
				  "windowEndMillis": %d,
				  "windowSeconds": %s,
				  "all": %s,
				  "operations": {"%s": %s},
				  "cpu": %s,
				  "sql": %s,
				  "server": %s,
				  "timeline": %s
				}
				""".formatted(scenario, settings.baseUrl(), settings.users(), pageBytes, settings.users(),
				number(settings.warmup().toSeconds()), start, end, number(seconds), all, scenario, all, usage.toJson(),
				counts.toJson(), serverView, timeline);
		String file = BenchSettings.property("bench.summaryFile", "");
		if (!file.isEmpty()) {
			Path path = Path.of(file);
			Files.createDirectories(path.toAbsolutePath().getParent());
			Files.writeString(path, json);
		}
		log("%s: %s", scenario, all);
	}

	private static String micros(String value) {
		return number(Double.parseDouble(value) / 1000);
	}

	private static String number(double value) {
		return String.format(Locale.ROOT, "%.3f", value);
	}

	private static void log(String format, Object... args) {
		System.out.println("[wrk] " + format.formatted(args));
	}

}
