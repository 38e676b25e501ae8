package org.stocktrader.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The server's own view of the measurement window: {@code /actuator/prometheus} read with
 * the operator credential at the window's two ends, and per operation the requests, the
 * failed ones, the mean and the percentiles (from the timers' histogram buckets) of what
 * the server measured in between: pages and REST routes ({@code http.server.requests} by
 * {@code uri}), SOAP operations ({@code cxf.server.requests} by service and operation)
 * and business operations ({@code trade.operations}). The credential comes from
 * {@code bench.operatorPassword} or the environment variable
 * {@code BENCH_OPERATOR_PASSWORD} (user {@code bench.operatorUser}, default
 * {@code operator}); without it, or against a server without the endpoint, the view is
 * empty.
 */
final class ServerMetricsSampler {

	private static final String HTTP = "http_server_requests_seconds";

	private static final String SOAP = "cxf_server_requests_seconds";

	private static final String BUSINESS = "trade_operations_seconds";

	private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

	private final URI uri;

	private final String authorization;

	private PrometheusScrape start;

	ServerMetricsSampler(String baseUrl) {
		this.uri = URI.create(baseUrl + "/actuator/prometheus");
		String environment = System.getenv("BENCH_OPERATOR_PASSWORD");
		String password = BenchSettings.property("bench.operatorPassword", (environment != null) ? environment : "");
		String user = BenchSettings.property("bench.operatorUser", "operator");
		this.authorization = password.isEmpty() ? null : "Basic "
				+ Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	void start() {
		this.start = read();
	}

	/**
	 * The window's operations as the server counted them, as JSON (an empty object if
	 * unknown).
	 */
	String stop(double seconds) {
		PrometheusScrape end = read();
		if (this.start == null || end == null) {
			return "{}";
		}
		Map<String, Operation> operations = new TreeMap<>();
		collect(operations, end, HTTP, "page or route ", (labels) -> labels.get("method") + " " + labels.get("uri"),
				(labels) -> "SERVER_ERROR".equals(labels.get("outcome")));
		collect(operations, end, SOAP, "SOAP ", (labels) -> labels.get("service") + "." + labels.get("operation"),
				(labels) -> !"SUCCESS".equals(labels.get("outcome")));
		collect(operations, end, BUSINESS, "business ", (labels) -> labels.get("operation"),
				(labels) -> "error".equals(labels.get("outcome")));
		StringJoiner json = new StringJoiner(",\n    ", "{\n    ", "\n  }");
		operations.forEach((name, operation) -> {
			if (operation.count > 0 && !name.contains("/actuator") && !name.contains("/bench/")) {
				json.add("\"" + name.replace("\"", "'") + "\": " + operation.toJson(seconds));
			}
		});
		return (json.length() > 8) ? json.toString() : "{}";
	}

	private void collect(Map<String, Operation> operations, PrometheusScrape end, String metric, String prefix,
			Function<Map<String, String>, String> key, Predicate<Map<String, String>> failed) {
		for (PrometheusScrape.Sample sample : end.samples()) {
			if (!sample.name().equals(metric + "_count")) {
				continue;
			}
			Map<String, String> labels = sample.labels();
			String name = prefix + key.apply(labels);
			Operation operation = operations.computeIfAbsent(name, (ignored) -> new Operation());
			long count = Math.round(sample.value() - this.start.sum(metric + "_count", labels::equals));
			operation.count += count;
			if (failed.test(labels)) {
				operation.errors += count;
			}
			operation.seconds += end.sum(metric + "_sum", labels::equals)
					- this.start.sum(metric + "_sum", labels::equals);
			for (PrometheusScrape.Sample bucket : end.samples()) {
				if (bucket.name().equals(metric + "_bucket") && withoutLe(bucket.labels()).equals(labels)) {
					double le = Double.parseDouble(bucket.labels().get("le").replace("+Inf", "Infinity"));
					double before = this.start.sum(metric + "_bucket", bucket.labels()::equals);
					operation.buckets.merge(le, bucket.value() - before, Double::sum);
				}
			}
		}
	}

	private static Map<String, String> withoutLe(Map<String, String> labels) {
		Map<String, String> copy = new TreeMap<>(labels);
		copy.remove("le");
		return copy;
	}

	private PrometheusScrape read() {
		if (this.authorization == null) {
			return null;
		}
		try {
			HttpResponse<String> response = this.client.send(HttpRequest.newBuilder(this.uri)
				.header("Authorization", this.authorization)
				.timeout(Duration.ofSeconds(30))
				.build(), HttpResponse.BodyHandlers.ofString());
			return (response.statusCode() == 200) ? PrometheusScrape.parse(response.body()) : null;
		}
		catch (IOException ex) {
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	/** One operation's counts in the window. */
	private static final class Operation {

		private long count;

		private long errors;

		private double seconds;

		/** Requests at or below each bucket's upper bound (seconds), cumulative. */
		private final TreeMap<Double, Double> buckets = new TreeMap<>();

		String toJson(double windowSeconds) {
			double mean = (this.count == 0) ? 0 : 1000 * this.seconds / this.count;
			return ("{\"count\": %d, \"errors\": %d, \"tps\": %s, \"meanMillis\": %s, \"p50Millis\": %s, "
					+ "\"p95Millis\": %s, \"p99Millis\": %s, \"lowestBucketMillis\": %s}")
				.formatted(this.count, this.errors,
						WindowRecorder.number((windowSeconds > 0) ? this.count / windowSeconds : 0),
						WindowRecorder.number(mean), WindowRecorder.number(percentileMillis(0.50)),
						WindowRecorder.number(percentileMillis(0.95)), WindowRecorder.number(percentileMillis(0.99)),
						WindowRecorder.number(this.buckets.isEmpty() ? 0 : 1000 * this.buckets.firstKey()));
		}

		/**
		 * Interpolated within the bucket that holds the rank; a rank in the lowest bucket
		 * gives that bucket's bound (the report writes it "&lt; bound": below it, the
		 * histogram knows nothing), a rank above the last finite bucket that bucket's
		 * bound.
		 */
		double percentileMillis(double share) {
			if (this.count == 0 || this.buckets.isEmpty()) {
				return 0;
			}
			double rank = share * this.count;
			double lower = 0;
			double below = 0;
			List<Map.Entry<Double, Double>> entries = new ArrayList<>(this.buckets.entrySet());
			for (Map.Entry<Double, Double> bucket : entries) {
				double upper = bucket.getKey();
				double atOrBelow = bucket.getValue();
				if (atOrBelow >= rank && atOrBelow > below) {
					if (below == 0 && lower == 0) {
						return 1000 * upper;
					}
					if (Double.isInfinite(upper)) {
						return 1000 * lower;
					}
					return 1000 * (lower + (upper - lower) * (rank - below) / (atOrBelow - below));
				}
				below = atOrBelow;
				lower = upper;
			}
			return 1000 * lower;
		}

	}

}
