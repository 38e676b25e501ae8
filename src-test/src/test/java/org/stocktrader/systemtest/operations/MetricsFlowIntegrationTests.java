package org.stocktrader.systemtest.operations;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.stocktrader.bench.PrometheusScrape;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * After a scripted flow over every face of the assembled application (pages, REST, Trade
 * SOAP, WSTest), {@code /actuator/prometheus} shows exactly the requests, SOAP
 * operations, business operations, orders and cache reads the flow made, under bounded
 * tags.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=" + AppHttp.OPERATOR_PASSWORD })
@RealDatabase
class MetricsFlowIntegrationTests {

	private static final String TRADE_NS = "http://trade.samples.websphere.ibm.com";

	private static final String WSTEST_NS = "uri:WSTestWeb-TestService";

	@LocalServerPort
	int port;

	@Test
	void metricsCountWhatAScriptedFlowDid() throws Exception {
		AppHttp operator = AppHttp.anonymous(this.port);
		HttpClient trader = HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NORMAL)
			.build();
		assertThat(send(trader, post("/app", "application/x-www-form-urlencoded", "action=login&uid=uid:3&passwd=xxx"))
			.body()).contains("Welcome, uid:3");
		PrometheusScrape before = scrape(operator);

		// pages
		for (int i = 0; i < 2; i++) {
			assertThat(send(trader, get("/quotes?symbols=s:1")).body()).contains("S1 Incorporated");
		}
		assertThat(send(trader, get("/app?action=quotes&symbols=s:2")).body()).contains("S2 Incorporated");
		for (int i = 0; i < 2; i++) {
			assertThat(send(trader, get("/marketsummary")).body()).contains("Top gainers");
		}
		// REST
		for (int i = 0; i < 3; i++) {
			assertThat(send(trader, get("/api/quotes/s:3")).statusCode()).isEqualTo(200);
		}
		// Trade SOAP: two quotes, one buy
		HttpClient peer = HttpClient.newHttpClient();
		for (int i = 0; i < 2; i++) {
			assertThat(soap(peer, "/services/TradeServices", TRADE_NS + "/ITradeServices/getQuote",
					envelope("getQuote", TRADE_NS, "<symbol>s:4</symbol>")))
				.contains("getQuoteReturn");
		}
		assertThat(soap(peer, "/services/TradeServices", "buy", envelope("buy", TRADE_NS,
				"<userID>uid:5</userID><symbol>s:5</symbol><quantity>10</quantity><orderProcessingMode>0</orderProcessingMode>")))
			.contains("buyReturn");
		// WSTest
		for (int i = 0; i < 2; i++) {
			assertThat(soap(peer, "/wstest/services/WSTestService", WSTEST_NS + "/EchoList",
					envelope("EchoList", WSTEST_NS, "<list><i>1</i><f>1</f><s>wstest</s></list>")))
				.contains("EchoListResult");
		}

		Map<String, Double> expected = new LinkedHashMap<>();
		expected.put("pages /quotes", 2.0);
		expected.put("pages /app?action=quotes", 1.0);
		expected.put("pages /marketsummary", 2.0);
		expected.put("REST /api/quotes/{symbol}", 3.0);
		expected.put("Trade SOAP servlet /services/*", 3.0);
		expected.put("WSTest servlet /wstest/services/*", 2.0);
		expected.put("SOAP getQuote", 2.0);
		expected.put("SOAP buy", 1.0);
		expected.put("WSTest EchoList", 2.0);
		expected.put("business buy", 1.0);
		expected.put("orders placed", 1.0);
		expected.put("orders executed", 1.0);
		expected.put("order lag", 1.0);
		expected.put("market summary cache reads", 2.0);
		// the last request's timer may stop just after its answer was sent
		await().atMost(Duration.ofSeconds(30))
			.pollInterval(Duration.ofMillis(200))
			.untilAsserted(() -> assertThat(counts(before, scrape(operator))).isEqualTo(expected));
	}

	@Test
	void everyGrafanaQueryNamesMetersAndLabelsTheApplicationExports() throws Exception {
		// a page, a REST call, a SOAP buy (an order, its lag) and a WSTest call: every
		// kind of meter exists once used
		HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
		assertThat(send(client, get("/welcome")).statusCode()).isEqualTo(200);
		assertThat(send(client, get("/api/quotes/s:3")).statusCode()).isEqualTo(200);
		soap(client, "/services/TradeServices", "buy", envelope("buy", TRADE_NS,
				"<userID>uid:6</userID><symbol>s:6</symbol><quantity>1</quantity><orderProcessingMode>0</orderProcessingMode>"));
		AppHttp operator = AppHttp.anonymous(this.port);
		await().atMost(Duration.ofSeconds(30))
			.pollInterval(Duration.ofMillis(200))
			.until(() -> scrape(operator).sum("trade_orders_lag_seconds_count", Map.of()) > 0);
		PrometheusScrape scrape = scrape(operator);

		List<GrafanaDashboard.Selector> selectors = GrafanaDashboard.read(GrafanaDashboard.FILE).selectors();
		assertThat(selectors).hasSizeGreaterThan(20);
		for (GrafanaDashboard.Selector selector : selectors) {
			List<PrometheusScrape.Sample> samples = scrape.samples()
				.stream()
				.filter((sample) -> sample.name().equals(selector.metric()))
				.toList();
			assertThat(samples).as("%s in %s", selector.metric(), selector.query()).isNotEmpty();
			for (String label : selector.labels()) {
				assertThat(samples).as("label %s of %s in %s", label, selector.metric(), selector.query())
					.anySatisfy((sample) -> assertThat(sample.labels()).containsKey(label));
			}
		}
	}

	private static Map<String, Double> counts(PrometheusScrape before, PrometheusScrape after) {
		Map<String, Double> counts = new LinkedHashMap<>();
		counts.put("pages /quotes",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/quotes")));
		counts.put("pages /app?action=quotes",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/app?action=quotes")));
		counts.put("pages /marketsummary",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/marketsummary")));
		counts.put("REST /api/quotes/{symbol}",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/api/quotes/{symbol}")));
		counts.put("Trade SOAP servlet /services/*",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/services/*")));
		counts.put("WSTest servlet /wstest/services/*",
				delta(before, after, "http_server_requests_seconds_count", Map.of("uri", "/wstest/services/*")));
		counts.put("SOAP getQuote", delta(before, after, "cxf_server_requests_seconds_count",
				Map.of("operation", "getQuote", "outcome", "SUCCESS")));
		counts.put("SOAP buy", delta(before, after, "cxf_server_requests_seconds_count",
				Map.of("operation", "buy", "outcome", "SUCCESS")));
		counts.put("WSTest EchoList", delta(before, after, "cxf_server_requests_seconds_count",
				Map.of("operation", "EchoList", "service", "TestService", "outcome", "SUCCESS")));
		counts.put("business buy", delta(before, after, "trade_operations_seconds_count",
				Map.of("operation", "buy", "outcome", "success")));
		counts.put("orders placed", delta(before, after, "trade_orders_placed_total", Map.of()));
		counts.put("orders executed", delta(before, after, "trade_orders_executed_total", Map.of()));
		counts.put("order lag", delta(before, after, "trade_orders_lag_seconds_count", Map.of()));
		counts.put("market summary cache reads",
				delta(before, after, "cache_gets_total", Map.of("cache", "marketSummaryView")));
		return counts;
	}

	private static double delta(PrometheusScrape before, PrometheusScrape after, String name,
			Map<String, String> labels) {
		return after.sum(name, labels) - before.sum(name, labels);
	}

	private PrometheusScrape scrape(AppHttp operator) {
		HttpResponse<String> answer = operator.asOperator("/actuator/prometheus");
		assertThat(answer.statusCode()).isEqualTo(200);
		return PrometheusScrape.parse(answer.body());
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path));
	}

	private HttpRequest.Builder post(String path, String contentType, String body) {
		return get(path).header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body));
	}

	private String soap(HttpClient client, String path, String action, String envelope) throws Exception {
		HttpResponse<String> answer = send(client,
				post(path, "text/xml; charset=utf-8", envelope).header("SOAPAction", "\"" + action + "\""));
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
		return answer.body();
	}

	private static String envelope(String operation, String namespace, String parameters) {
		return "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><" + operation + " xmlns=\""
				+ namespace + "\">" + parameters + "</" + operation + "></s:Body></s:Envelope>";
	}

	private static HttpResponse<String> send(HttpClient client, HttpRequest.Builder request) throws Exception {
		return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

}
