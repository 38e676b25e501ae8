package org.stocktrader.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import io.gatling.app.Gatling$;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;
import tools.jackson.databind.JsonNode;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The benchmark's smoke run, to keep the three scenarios working: each Gatling simulation
 * runs for a few seconds, without think time, against the assembled application on its
 * demo data ({@code uid:0..199}, {@code s:0..399}), and must complete transactions of
 * every kind without a single failed check. The full runs are
 * {@code src-test/bench/run-benchmark.sh}, for people, not for the build.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "logging.level.io.gatling=WARN" })
@RealDatabase
class BenchmarkSmokeTests {

	@LocalServerPort
	int port;

	@TempDir
	Path results;

	@ParameterizedTest
	@CsvSource({ "web, WebSimulation, quotes", "soap, TradeSoapSimulation, getQuote",
			"wstest, WsTestSimulation, EchoList" })
	void scenarioCompletesTransactionsWithoutErrors(String scenario, String simulation, String commonOperation)
			throws Exception {
		Path summary = this.results.resolve(scenario).resolve("summary.json");
		Map<String, String> settings = Map.of("bench.baseUrl", "http://127.0.0.1:" + this.port, "bench.users", "2",
				"bench.think", "0", "bench.duration", "4", "bench.accounts", "200", "bench.quotes", "400",
				"bench.strict", "true", "bench.appPid", Long.toString(ProcessHandle.current().pid()),
				"bench.summaryFile", summary.toString());
		settings.forEach(System::setProperty);
		int exit;
		try {
			exit = Gatling$.MODULE$.fromArgs(new String[] { "-s", "org.stocktrader.bench." + simulation, "-rf",
					this.results.resolve(scenario).resolve("gatling").toString(), "-nr" });
		}
		finally {
			settings.keySet().forEach(System::clearProperty);
		}

		assertThat(exit).as("Gatling's exit code (2: a failed request)").isZero();
		JsonNode report = BenchmarkReport.write(this.results);
		JsonNode measured = report.path("scenarios").get(0);
		assertThat(measured.path("scenario").asString()).isEqualTo(scenario);
		assertThat(measured.path("all").path("ko").asLong()).isZero();
		assertThat(measured.path("all").path("ok").asLong()).isPositive();
		assertThat(measured.path("operations").path(commonOperation).path("ok").asLong()).isPositive();
		assertThat(measured.path("cpu").path("appMillis").asLong()).isPositive();
		assertThat(Files.readString(this.results.resolve("results.md"))).contains("| " + scenario + " | 2 | ");
	}

}
