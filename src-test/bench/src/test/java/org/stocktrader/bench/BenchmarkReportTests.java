package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The report of a run, written from a run folder as {@code run-benchmark.sh} leaves it:
 * one self-contained HTML page with the summary first and the profile folded away last,
 * and the Markdown summary with its tables before the profile dumps.
 */
class BenchmarkReportTests {

	@TempDir
	Path run;

	@Test
	void htmlReportIsSelfContainedWithTheSummaryFirstAndTheProfileFoldedAwayLast() throws IOException {
		aRun(this.run, "daytrader", 2000, 1200, -1);

		BenchmarkReport.write(this.run);

		String html = Files.readString(this.run.resolve("report.html"));
		assertThat(html).doesNotContain("<script", "<link", "src=\"http", "href=\"http");
		assertThat(html)
			.contains("<h1>Benchmark run 2026-11-26T10:00:00Z: daytrader at http://127.0.0.1:9080/daytrader");
		int summary = html.indexOf("<th>transactions/s</th>");
		int chart = html.indexOf("<svg");
		int profile = html.indexOf("<details>");
		assertThat(summary).isPositive().isLessThan(chart);
		assertThat(chart).isLessThan(profile);
		assertThat(html).contains("<th scope=\"row\">web</th><td>16</td><td>2,000.0</td><td>4.50</td>");
		assertThat(html).contains("measurement window", "CPU ms per second", "latency of each second");
		assertThat(html.substring(profile)).contains("org.example.Hot.method");
	}

	@Test
	void markdownGivesTheTablesBeforeTheProfileAndNoFiguresThatWereNotMeasured() throws IOException {
		aRun(this.run, "stocktrader", 2000, 1200, 300);

		BenchmarkReport.write(this.run);

		String md = Files.readString(this.run.resolve("results.md"));
		assertThat(md.indexOf("| web | 16 | 2,000.0 | 4.50 | 12.25 | 20.50 | 80.0 | 0 |")).isPositive()
			.isLessThan(md.indexOf("CPU profile"));
		// CPU ms per transaction: 1,200 ms of the application and 300 of the database in
		// 120,000 transactions
		assertThat(md).contains("| 0.010 | 0.003 | 0.013 |");
		assertThat(md).contains("Gatling's own report").doesNotContain("DayTrader 8 on these");
		assertThat(md).contains("The machine's steal in the window", "web 0.4 %");
	}

	@Test
	void serverPercentilesInTheLowestBucketAreWrittenAsBelowItsBound() throws IOException {
		aRun(this.run, "stocktrader", 2000, 1200, 300);

		BenchmarkReport.write(this.run);

		assertThat(Files.readString(this.run.resolve("results.md")))
			.contains("| page or route GET /app | 120000 | 2,000.0 | 0.08 | < 0.10 | 0.35 | 0.90 | 0 |");
	}

	@Test
	void aScenarioOverTlsIsReportedAsRatiosOfTheSameScenarioOverHttp() throws IOException {
		aRun(this.run, "stocktrader", 2000, 1200, 300);
		Path overTls = Files.createDirectories(this.run.resolve("tls-run"));
		aRun(overTls, "stocktrader", 1600, 1440, 300);
		Files.move(overTls.resolve("web"), this.run.resolve("web-tls"));
		Files.delete(overTls.resolve("run.properties"));
		Files.delete(overTls);

		BenchmarkReport.write(this.run);

		// 1,600 over 2,000 transactions/s; 1,440 / 96,000 over 1,200 / 120,000 ms of CPU
		assertThat(Files.readString(this.run.resolve("results.md"))).contains("| web-tls | 16 | 1,600.0 |")
			.contains("web-tls over web: transactions/s x0.800, p50 x1.000, p95 x1.000, app CPU/tx x1.500");
		assertThat(Files.readString(this.run.resolve("report.html"))).contains("web-tls over web");
	}

	@Test
	void theWarmUpRoundOfTlsIsGivenBesideTheMeasuredPairAndNotAsAScenario() throws IOException {
		aRun(this.run, "stocktrader", 2000, 1200, 300);
		moveWebOf(aRunIn("tls-run", 1600, 1440), "web-tls");
		// the warm-up round: HTTP first paid for compiling the shared code, HTTPS
		// looked cheaper
		moveWebOf(aRunIn("warm-plain", 1500, 1800), "warmup/web");
		moveWebOf(aRunIn("warm-tls", 1500, 1500), "warmup/web-tls");

		BenchmarkReport.write(this.run);

		String md = Files.readString(this.run.resolve("results.md"));
		assertThat(md).contains("web-tls over web: transactions/s x0.800, p50 x1.000, p95 x1.000, app CPU/tx x1.500")
			.contains("(warm-up round: transactions/s x1.000, app CPU/tx x0.850, total CPU/tx x0.870)")
			.doesNotContain("| warmup");
		assertThat(BenchmarkReport.json.readTree(this.run.resolve("results.json").toFile()).path("scenarios").size())
			.isEqualTo(2);
	}

	private Path aRunIn(String folder, int tps, long appMillis) throws IOException {
		Path other = Files.createDirectories(this.run.resolve(folder));
		aRun(other, "stocktrader", tps, appMillis, 300);
		return other;
	}

	private void moveWebOf(Path other, String scenario) throws IOException {
		Path target = this.run.resolve(scenario);
		Files.createDirectories(target.getParent());
		Files.move(other.resolve("web"), target);
		Files.delete(other.resolve("run.properties"));
		Files.delete(other);
	}

	/**
	 * A run folder with one web scenario of 60 s: 120,000 transactions at the given rate.
	 */
	static void aRun(Path run, String target, int tps, long appMillis, long dbMillis) throws IOException {
		Files.writeString(run.resolve("run.properties"), """
				date=2026-11-26T10:00:00Z
				command=src-test/bench/run-benchmark.sh --target %s
				target=%s
				system under test=%s
				git commit=abc1234
				""".formatted(target, target,
				target.equals("daytrader") ? "http://127.0.0.1:9080/daytrader" : "http://127.0.0.1:18080"));
		Path web = Files.createDirectories(run.resolve("web"));
		long ok = tps * 60L;
		Files.writeString(web.resolve("summary.json"), """
				{
				  "scenario": "web", "model": "closed", "users": 16, "rate": 10.0, "thinkMillis": 0,
				  "windowSeconds": 60.000,
				  "all": {"count": %d, "ok": %d, "ko": 0, "tps": %d.0, "errorPercent": 0, "meanMillis": 5,
				    "p50Millis": 4.5, "p95Millis": 12.25, "p99Millis": 20.5, "maxMillis": 80},
				  "operations": {"quotes": {"count": %d, "ok": %d, "ko": 0, "tps": %d.0, "p50Millis": 3,
				    "p95Millis": 9, "p99Millis": 15, "maxMillis": 70}},
				  "cpu": {"appPid": 11, "appMillis": %d, "appJitMillis": 12, "dbPid": 12, "dbMillis": %d,
				    "apps": [{"pid": 11, "millis": %d, "jitMillis": 12}], "dbs": [], "stealPercent": 0.4},
				  "sql": {"statements": %d, "transactions": 0, "sessionStatements": 0},
				  "server": {"page or route GET /app": {"count": %d, "errors": 0, "tps": %d.0, "meanMillis": 0.08,
				    "p50Millis": 0.1, "p95Millis": 0.35, "p99Millis": 0.9, "lowestBucketMillis": 0.1}},
				  "timeline": {"windowStartSecond": 2, "windowEndSecond": 4, "ok": [10, 2000, 2000, 2000, 1990],
				    "ko": [0, 0, 0, 0, 0], "meanMillis": [9, 5, 5, 5, 5], "maxMillis": [40, 20, 20, 20, 20],
				    "cpu": {"app": [900, 1000, 1000, 1000, 990], "db": [-1, -1, -1, -1, -1]}}
				}
				""".formatted(ok, ok, tps, ok, ok, tps, appMillis, dbMillis, appMillis, ok * 3, ok, tps));
		Files.writeString(web.resolve("profile.txt"), "42 %  org.example.Hot.method\n");
	}

}
