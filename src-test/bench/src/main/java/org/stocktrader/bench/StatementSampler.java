package org.stocktrader.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the application's SQL statement and transaction counters
 * ({@code GET /bench/statements}, served when the application runs with
 * {@code trade.bench.enabled=true}) at the two ends of the measurement window, and adds
 * them up over the nodes: {@code bench.statementsUrls} (a comma list of the nodes' own
 * base URLs; by default the base URL under test, which through a balancer would reach one
 * node at a time). An application without the endpoint (another implementation, an older
 * build) gives -1.
 */
final class StatementSampler {

	private static final Pattern COUNTS = Pattern.compile("\"statements\":\\s*(\\d+),\\s*\"transactions\":\\s*(\\d+)");

	private static final Pattern SESSION_COUNT = Pattern.compile("\"sessionStatements\":\\s*(\\d+)");

	private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

	private final List<URI> uris;

	private long[] start;

	StatementSampler(String baseUrl) {
		this.uris = Arrays.stream(BenchSettings.property("bench.statementsUrls", baseUrl).split(","))
			.map(String::trim)
			.filter((url) -> !url.isEmpty())
			.map((url) -> URI
				.create((url.endsWith("/") ? url.substring(0, url.length() - 1) : url) + "/bench/statements"))
			.toList();
	}

	void start() {
		this.start = read();
	}

	/** Statements and transactions counted in the window; -1 each when unknown. */
	Counts stop() {
		long[] end = read();
		if (this.start == null || end == null) {
			return new Counts(-1, -1, -1);
		}
		long sessions = (this.start[2] < 0 || end[2] < 0) ? -1 : end[2] - this.start[2];
		return new Counts(end[0] - this.start[0], end[1] - this.start[1], sessions);
	}

	/** The counts of every node added up; null when one node did not answer them. */
	private long[] read() {
		long[] total = new long[3];
		for (URI uri : this.uris) {
			long[] counts = read(uri);
			if (counts == null) {
				return null;
			}
			total[0] += counts[0];
			total[1] += counts[1];
			total[2] = (total[2] < 0 || counts[2] < 0) ? -1 : total[2] + counts[2];
		}
		return total;
	}

	private long[] read(URI uri) {
		try {
			HttpResponse<String> response = this.client.send(
					HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).build(),
					HttpResponse.BodyHandlers.ofString());
			Matcher matcher = COUNTS.matcher(response.body());
			if (response.statusCode() != 200 || !matcher.find()) {
				return null;
			}
			Matcher sessions = SESSION_COUNT.matcher(response.body());
			return new long[] { Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2)),
					sessions.find() ? Long.parseLong(sessions.group(1)) : -1 };
		}
		catch (IOException ex) {
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	/**
	 * SQL statements and explicit transactions (commit or rollback) in the window, and
	 * the statements among them on the shared HTTP sessions (-1: not counted by the
	 * application).
	 */
	record Counts(long statements, long transactions, long sessionStatements) {

		String toJson() {
			return "{\"statements\": %d, \"transactions\": %d, \"sessionStatements\": %d}".formatted(this.statements,
					this.transactions, this.sessionStatements);
		}

	}

}
