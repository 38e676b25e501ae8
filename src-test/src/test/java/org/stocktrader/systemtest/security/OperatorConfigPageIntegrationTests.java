package org.stocktrader.systemtest.security;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.ProcessingMode;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's configuration page in the assembled application: only the operator
 * credential opens it (not a trader's session, not a wrong password), a change posted
 * with the form's token applies to the next order of the web tier, a bad value is refused
 * with its reason and changes nothing, and the run statistics show a run before and after
 * the reset.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=operator-secret" })
@RealDatabase
class OperatorConfigPageIntegrationTests {

	private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

	private static final String OPERATOR = AppHttp.basic("operator:operator-secret");

	@LocalServerPort
	int port;

	@Autowired
	TradeService webTier;

	@Autowired
	@InProcess
	TradeService trade;

	@Autowired
	LiveSettings settings;

	@AfterEach
	void startUpValuesAgain() {
		this.settings.all().forEach((setting) -> this.settings.revert(setting.name(), "test"));
	}

	@Test
	void operatorPagesRefuseEveryoneElse() throws Exception {
		Client anonymous = new Client();
		assertThat(anonymous.get("/config", null).statusCode()).isEqualTo(401);
		assertThat(anonymous.get("/config", AppHttp.basic("operator:wrong")).statusCode()).isEqualTo(401);
		assertThat(anonymous.get("/config", AppHttp.basic("uid:0:xxx")).statusCode()).isEqualTo(401);

		Client trader = new Client();
		String userId = "cfg:" + ProcessHandle.current().pid();
		this.trade.register(new Registration(userId, "pw", "F", "A", "e@x", "1", new BigDecimal("1000")));
		HttpResponse<String> login = trader.post("/app", null,
				Map.of("action", "login", "uid", userId, "passwd", "pw"));
		// IBM Trade's login answers with the home page itself
		assertThat(login.statusCode()).isEqualTo(200);
		assertThat(login.body()).contains("Welcome, " + userId);
		assertThat(trader.get("/home", null).statusCode()).isEqualTo(200);
		assertThat(trader.get("/config", null).statusCode()).isEqualTo(401);
		assertThat(trader.post("/config/settings", null, Map.of("order-fee", "0.00")).statusCode()).isIn(401, 403);
		assertThat(trader.post("/config/reset", null, Map.of()).statusCode()).isIn(401, 403);

		// the credential without the form's token: refused too
		Client operator = new Client();
		assertThat(operator.post("/config/settings", OPERATOR, Map.of("order-fee", "0.00")).statusCode())
			.isEqualTo(403);
		assertThat(operator.post("/config/settings", AppHttp.basic("operator:wrong"), Map.of("order-fee", "0.00"))
			.statusCode()).isIn(401, 403);
		assertThat(this.settings.find("order-fee").orElseThrow().get()).isEqualTo(new BigDecimal("15.95"));
		assertThat(this.trade.login(userId, "pw")).isPresent();
	}

	@Test
	void operatorChangesApplyToTheNextOrderAndBadValuesChangeNothing() throws Exception {
		Client operator = new Client();
		String page = operator.get("/config", OPERATOR).body();
		assertThat(page).contains("<td>$15.95</td>", "<td>Synchronous</td>", "<td>3 minutes</td>",
				"<td>In process</td>", "<td>After orders</td>");
		String token = token(page);

		Map<String, String> bad = new LinkedHashMap<>();
		bad.put("_csrf", token);
		bad.put("processing-mode", "asynchronous");
		bad.put("order-fee", "abc");
		bad.put("market-summary-expiry", "2 days");
		bad.put("backend", "ftp://elsewhere");
		HttpResponse<String> refused = operator.post("/config/settings", OPERATOR, bad);
		assertThat(refused.statusCode()).isEqualTo(400);
		assertThat(refused.body()).contains("Nothing was changed", "is not an amount",
				"the expiry must be between 0 seconds and 1 day", "is neither in-process nor the http or https URL");
		assertThat(this.settings.find("processing-mode").orElseThrow().get()).isEqualTo(ProcessingMode.SYNCHRONOUS);
		assertThat(this.settings.find("order-fee").orElseThrow().state().origin())
			.isEqualTo(LiveSetting.Origin.DEFAULT);

		Map<String, String> good = new LinkedHashMap<>();
		good.put("_csrf", token(refused.body()));
		good.put("order-fee", "24.95");
		good.put("market-summary-expiry", "90 seconds");
		good.put("closed-order-check", "every-page");
		HttpResponse<String> changed = operator.post("/config/settings", OPERATOR, good);
		assertThat(changed.statusCode()).isEqualTo(302);

		String userId = "fee:" + ProcessHandle.current().pid();
		this.trade.register(new Registration(userId, "pw", "F", "A", "e@x", "1", new BigDecimal("10000")));
		this.trade.createQuote("fee:1", "Fee Inc.", new BigDecimal("10.00"));
		Order order = this.webTier.buy(userId, "fee:1", 1);
		assertThat(order.orderFee()).isEqualByComparingTo("24.95");
		String after = operator.get("/config", OPERATOR).body();
		assertThat(after)
			.contains("Changed Market summary expiry, Order fee, Trade alert check", "<td>$24.95</td>",
					"<td>1 minute 30 seconds</td>", "<td>Every page</td>", "Changed live by operator at ")
			.doesNotContain("PT1M30S", "EVERY_PAGE");
	}

	@Test
	void runStatisticsShowARunBeforeAndAfterTheReset() throws Exception {
		// what the other tests of this class left
		this.trade.resetTrade(false);
		this.trade.createQuote("rs:1", "Run Inc.", new BigDecimal("10.00"));
		this.trade.register(new Registration("uid:900", "pw", "F", "A", "e@x", "1", new BigDecimal("10000")));
		String newUser = "ru:" + ProcessHandle.current().pid();
		this.trade.registerAndLogin(new Registration(newUser, "pw", "F", "A", "e@x", "1", new BigDecimal("10000")));
		this.trade.buy(newUser, "rs:1", 1);
		this.trade.buy(newUser, "rs:1", 2);

		Client operator = new Client();
		String page = operator.get("/config?iterations=1", OPERATOR).body();
		assertThat(page).contains("<th>New users (registered in the run)</th><td>1</td>",
				"<th>Orders of new users</th><td>2</td>", "Each iteration of the web mix registers one new user");
		HttpResponse<String> reset = operator.post("/config/reset", OPERATOR,
				Map.of("_csrf", token(page), "iterations", "1", "confirmed", "true"));
		assertThat(reset.statusCode()).isEqualTo(302);
		assertThat(reset.headers().firstValue("Location"))
			.hasValueSatisfying((location) -> assertThat(location).endsWith("/config?iterations=1"));

		String after = operator.get("/config?iterations=1", OPERATOR).body();
		assertThat(after).contains("Before the reset", "After the reset",
				"<th>Orders deleted by the reset</th><td>2</td>",
				"<th>New users (registered in the run)</th><td>0</td>",
				"The database was reset: 2 orders of new users deleted");
	}

	static String token(String page) {
		Matcher token = CSRF.matcher(page);
		assertThat(token.find()).as("the form's CSRF token").isTrue();
		return token.group(1);
	}

	/** A client with its own cookies that does not follow redirects. */
	final class Client {

		final HttpClient http = HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NEVER)
			.connectTimeout(Duration.ofSeconds(10))
			.build();

		HttpResponse<String> get(String path, String authorization) throws IOException, InterruptedException {
			return send(request(path, authorization).GET());
		}

		HttpResponse<String> post(String path, String authorization, Map<String, String> form)
				throws IOException, InterruptedException {
			String body = form.entrySet()
				.stream()
				.map((entry) -> encode(entry.getKey()) + "=" + encode(entry.getValue()))
				.collect(Collectors.joining("&"));
			return send(request(path, authorization).header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(body)));
		}

		private HttpRequest.Builder request(String path, String authorization) {
			HttpRequest.Builder request = HttpRequest
				.newBuilder(URI.create("http://127.0.0.1:" + OperatorConfigPageIntegrationTests.this.port + path))
				.timeout(Duration.ofSeconds(30));
			if (authorization != null) {
				request.header("Authorization", authorization);
			}
			return request;
		}

		private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
			return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}

		private static String encode(String value) {
			return URLEncoder.encode(value, StandardCharsets.UTF_8);
		}

	}

}
