package org.stocktrader.systemtest.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the application's SQL statement and transaction counters
 * ({@code GET /bench/statements}, served when the application runs with
 * {@code trade.bench.enabled=true}) at the two ends of the measurement window. An
 * application without the endpoint (another implementation, an older build) gives -1.
 */
final class StatementSampler {

	private static final Pattern COUNTS = Pattern.compile("\"statements\":\\s*(\\d+),\\s*\"transactions\":\\s*(\\d+)");

	private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

	private final URI uri;

	private long[] start;

	StatementSampler(String baseUrl) {
		this.uri = URI.create(baseUrl + "/bench/statements");
	}

	void start() {
		this.start = read();
	}

	/** Statements and transactions counted in the window; -1 each when unknown. */
	Counts stop() {
		long[] end = read();
		if (this.start == null || end == null) {
			return new Counts(-1, -1);
		}
		return new Counts(end[0] - this.start[0], end[1] - this.start[1]);
	}

	private long[] read() {
		try {
			HttpResponse<String> response = this.client.send(
					HttpRequest.newBuilder(this.uri).timeout(Duration.ofSeconds(30)).build(),
					HttpResponse.BodyHandlers.ofString());
			Matcher matcher = COUNTS.matcher(response.body());
			if (response.statusCode() != 200 || !matcher.find()) {
				return null;
			}
			return new long[] { Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2)) };
		}
		catch (IOException ex) {
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	/** SQL statements and explicit transactions (commit or rollback) in the window. */
	record Counts(long statements, long transactions) {

		String toJson() {
			return "{\"statements\": %d, \"transactions\": %d}".formatted(this.statements, this.transactions);
		}

	}

}
