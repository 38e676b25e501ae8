package org.stocktrader.systemtest.security;

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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hundreds of concurrent logins (BCrypt cost 8, half of them wrong) while other users
 * trade over SOAP: every trade completes, and a login is signed in, refused, or refused
 * as busy (503) when too many wait for a password check, never a 500. The latencies are
 * recorded in the test output, not asserted.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=8", "spring.datasource.hikari.maximum-pool-size=10" })
@RealDatabase
class LoginStormIntegrationTests {

	private static final Logger logger = LoggerFactory.getLogger(LoginStormIntegrationTests.class);

	private static final int LOGINS = 300;

	private static final int LOGIN_THREADS = 200;

	private static final int TRADERS = 4;

	private static final int TRADES_EACH = 10;

	@LocalServerPort
	int port;

	private final HttpClient client = HttpClient.newBuilder()
		.executor(Executors.newVirtualThreadPerTaskExecutor())
		.connectTimeout(Duration.ofSeconds(30))
		.build();

	@Test
	void tradesCompleteWithoutErrorsDuringALoginStorm() throws Exception {
		List<Long> tradeMillis = Collections.synchronizedList(new ArrayList<>());
		List<Long> loginMillis = Collections.synchronizedList(new ArrayList<>());
		ConcurrentHashMap<Integer, AtomicInteger> loginStatuses = new ConcurrentHashMap<>();
		AtomicInteger tradeFailures = new AtomicInteger();
		try (ExecutorService logins = Executors.newFixedThreadPool(LOGIN_THREADS);
				ExecutorService traders = Executors.newFixedThreadPool(TRADERS)) {
			List<Future<?>> storm = new ArrayList<>();
			for (int i = 0; i < LOGINS; i++) {
				String userId = "uid:" + (20 + i % 150);
				String password = (i % 2 == 0) ? "xxx" : "wrong";
				storm.add(logins.submit(() -> {
					long start = System.nanoTime();
					HttpResponse<String> response = send("/login",
							"uid=" + encode(userId) + "&passwd=" + encode(password));
					loginMillis.add((System.nanoTime() - start) / 1_000_000);
					loginStatuses.computeIfAbsent(response.statusCode(), (status) -> new AtomicInteger())
						.incrementAndGet();
					return null;
				}));
			}
			List<Future<?>> trades = new ArrayList<>();
			for (int t = 0; t < TRADERS; t++) {
				String userId = "uid:" + (190 + t);
				trades.add(traders.submit(() -> {
					for (int k = 0; k < TRADES_EACH; k++) {
						long start = System.nanoTime();
						HttpResponse<String> response = soapBuy(userId);
						tradeMillis.add((System.nanoTime() - start) / 1_000_000);
						if (response.statusCode() != 200 || !response.body().contains("orderStatus")) {
							tradeFailures.incrementAndGet();
						}
					}
					return null;
				}));
			}
			for (Future<?> future : trades) {
				future.get();
			}
			for (Future<?> future : storm) {
				future.get();
			}
		}
		logger.info("Login storm: {} logins on {} threads, statuses {}, login ms {}; {} trades, trade ms {}", LOGINS,
				LOGIN_THREADS, loginStatuses, percentiles(loginMillis), tradeMillis.size(), percentiles(tradeMillis));
		assertThat(tradeFailures).hasValue(0);
		assertThat(tradeMillis).hasSize(TRADERS * TRADES_EACH);
		// a login that gets no turn for its password check is refused as busy (503), the
		// one 5xx allowed
		assertThat(loginStatuses.keySet()).allMatch((status) -> status < 500 || status == 503);
		assertThat(loginMillis).hasSize(LOGINS);
	}

	private HttpResponse<String> send(String path, String form) throws Exception {
		return this.client.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.timeout(Duration.ofMinutes(5))
			.POST(HttpRequest.BodyPublishers.ofString(form))
			.build(), HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<String> soapBuy(String userId) throws Exception {
		String body = """
				<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>\
				<buy xmlns="http://trade.samples.websphere.ibm.com"><userID>%s</userID><symbol>s:5</symbol>\
				<quantity>1</quantity><orderProcessingMode>0</orderProcessingMode></buy></s:Body></s:Envelope>"""
			.formatted(userId);
		return this.client
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + "/services/TradeServices"))
				.header("Content-Type", "text/xml;charset=UTF-8")
				.header("SOAPAction", "\"\"")
				.timeout(Duration.ofMinutes(5))
				.POST(HttpRequest.BodyPublishers.ofString(body))
				.build(), HttpResponse.BodyHandlers.ofString());
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private static String percentiles(List<Long> millis) {
		List<Long> sorted = new ArrayList<>(millis);
		Collections.sort(sorted);
		if (sorted.isEmpty()) {
			return "none";
		}
		return "p50=" + sorted.get(sorted.size() / 2) + " p99=" + sorted.get((int) (sorted.size() * 0.99)) + " max="
				+ sorted.get(sorted.size() - 1);
	}

}
