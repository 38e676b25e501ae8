package org.stocktrader.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import io.gatling.app.Gatling$;
import jakarta.servlet.Filter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.Ordered;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The benchmark's smoke run, to keep the three scenarios working: each Gatling simulation
 * runs for a few seconds, without think time, against the assembled application on its
 * demo data ({@code uid:0..199}, {@code s:0..399}), and must complete transactions of
 * every kind without a single failed check; with a warm-up, the window's counters are
 * read once before the window opens. The full runs are
 * {@code src-test/bench/run-benchmark.sh}, for people, not for the build.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "logging.level.io.gatling=WARN" })
@RealDatabase
@Import(BenchmarkSmokeTests.CounterReads.class)
class BenchmarkSmokeTests {

	@LocalServerPort
	int port;

	@TempDir
	Path results;

	/** When each read of {@code /bench/statements} arrived (epoch milliseconds). */
	static final List<Long> counterReads = new CopyOnWriteArrayList<>();

	@ParameterizedTest
	@CsvSource({ "web, WebSimulation, quotes", "soap, TradeSoapSimulation, getQuote",
			"wstest, WsTestSimulation, EchoList" })
	void scenarioCompletesTransactionsWithoutErrors(String scenario, String simulation, String commonOperation)
			throws Exception {
		int exit = gatling(scenario, simulation, Map.of("bench.duration", "4"));

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

	/**
	 * The window's counters are read once halfway through the warm-up, as they are when
	 * the window opens ({@code WindowRecorder.rehearse}): the paths those reads take are
	 * compiled before the window, not inside it.
	 */
	@Test
	void theWarmUpReadsTheWindowsCountersBeforeTheWindowOpens() throws Exception {
		counterReads.clear();

		int exit = gatling("web", "WebSimulation", Map.of("bench.warmup", "2", "bench.duration", "2"));

		assertThat(exit).as("Gatling's exit code (2: a failed request)").isZero();
		long windowStart = JsonMapper.shared()
			.readTree(this.results.resolve("web").resolve("summary.json").toFile())
			.path("windowStartMillis")
			.asLong();
		assertThat(windowStart).isPositive();
		assertThat(counterReads).as("arrivals of the statement counters' reads")
			.anySatisfy((arrival) -> assertThat(arrival).isLessThan(windowStart));
	}

	private int gatling(String scenario, String simulation, Map<String, String> run) {
		Path summary = this.results.resolve(scenario).resolve("summary.json");
		Map<String, String> settings = new HashMap<>(
				Map.of("bench.baseUrl", "http://127.0.0.1:" + this.port, "bench.users", "2", "bench.think", "0",
						"bench.accounts", "200", "bench.quotes", "400", "bench.strict", "true", "bench.appPid",
						Long.toString(ProcessHandle.current().pid()), "bench.summaryFile", summary.toString()));
		settings.putAll(run);
		settings.forEach(System::setProperty);
		try {
			return Gatling$.MODULE$.fromArgs(new String[] { "-s", "org.stocktrader.bench." + simulation, "-rf",
					this.results.resolve(scenario).resolve("gatling").toString(), "-nr" });
		}
		finally {
			settings.keySet().forEach(System::clearProperty);
		}
	}

	/** Records when each read of the statement counters reaches the application. */
	@TestConfiguration(proxyBeanMethods = false)
	static class CounterReads {

		@Bean
		FilterRegistrationBean<Filter> counterReadArrivals() {
			FilterRegistrationBean<Filter> registration = new FilterRegistrationBean<>((request, response, chain) -> {
				counterReads.add(System.currentTimeMillis());
				chain.doFilter(request, response);
			});
			registration.addUrlPatterns("/bench/statements");
			registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
			return registration;
		}

	}

}
