package org.stocktrader.systemtest.soap;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.inprocess.DirectTradeService;
import org.stocktrader.systemtest.http.AppNodes;

import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The web pages with the SOAP back end: one StockTrader serves the trade services, a
 * second one runs the web tier with {@code trade.backend.mode=SOAP} pointed at the first.
 * The pages behave as in process, and every change lands in the first node's database,
 * none in the web node's.
 */
class SoapBackendFlowIntegrationTests {

	static ConfigurableApplicationContext services;

	static ConfigurableApplicationContext web;

	static int webPort;

	@BeforeAll
	static void start() {
		services = AppNodes.start("server.port=0");
		int servicesPort = ((WebServerApplicationContext) services).getWebServer().getPort();
		web = AppNodes.start("server.port=0", "trade.backend.mode=SOAP",
				"trade.backend.url=http://127.0.0.1:" + servicesPort + "/services/TradeServices");
		webPort = ((WebServerApplicationContext) web).getWebServer().getPort();
	}

	@AfterAll
	static void stop() {
		AppNodes.stop(web, services);
	}

	static TradeService inProcess(ConfigurableApplicationContext context) {
		return context.getBean(DirectTradeService.class);
	}

	@Test
	void webTierUsesTheSoapClient() {
		// the web tier's service sends its calls to the SOAP back end, which takes no
		// keys
		assertThat(web.getBean(TradeService.class)).isInstanceOfSatisfying(IdempotentOrders.class,
				(orders) -> assertThat(orders.acceptsKeys()).isFalse());
		assertThat(services.getBean(TradeService.class)).isInstanceOfSatisfying(IdempotentOrders.class,
				(orders) -> assertThat(orders.acceptsKeys()).isTrue());
		assertThat(web.getBean(LiveSettings.class).find("backend").orElseThrow().words())
			.startsWith("SOAP client to http://127.0.0.1:");
		assertThat(services.getBean(LiveSettings.class).find("backend").orElseThrow().words()).isEqualTo("In process");
	}

	@Test
	void registerTradeAndUpdateProfileThroughTheRemoteServices() throws Exception {
		Browser user = new Browser();
		String uid = "soap:" + ProcessHandle.current().pid();
		Map<String, String> registration = new LinkedHashMap<>();
		registration.put("action", "register");
		registration.put("user id", uid);
		registration.put("passwd", "yyy");
		registration.put("confirm passwd", "yyy");
		registration.put("Full Name", "Remote Trader");
		registration.put("Credit Card Number", "123-fake-ccnum-456");
		registration.put("money", "1000000");
		registration.put("email", "remote@trader.example");
		registration.put("snail mail", "1 Main St.");
		user.expectPage(user.post(registration), "/app", "Welcome, " + uid);
		// the account lives on the services node only
		assertThat(inProcess(services).getAccountData(uid).userId()).isEqualTo(uid);
		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> inProcess(web).getAccountData(uid));

		String quotes = user.expectPage(user.post(Map.of("action", "quotes", "symbols", "s:7")), "/app",
				"Quotes/Trade");
		assertThat(quotes).contains(">s:7</td>").doesNotContain("No quote for");
		user.expectPage(user.post(Map.of("action", "buy", "symbol", "s:7", "quantity", "30")), "/app",
				"to buy 30 shares of s:7 has been submitted");
		assertThat(inProcess(services).getHoldings(uid)).hasSize(1);
		String portfolio = user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "s:7");
		String holdingId = portfolio.replaceAll("(?s).*name=\"holdingID\" value=\"(\\d+)\".*", "$1");
		user.expectPage(user.post(Map.of("action", "sell", "holdingID", holdingId)), "/app",
				"to sell 30 shares of s:7 has been submitted");
		user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "Your portfolio is empty");
		user.expectPage(user.get(Map.of("action", "account")), "/app", "Account information");
		user.expectPage(user.post(Map.of("action", "update_profile", "fullname", "Remote Two", "address", "2 Main St.",
				"email", "r2@example.com", "creditcard", "42")), "/app", "Your profile has been updated.");
		assertThat(inProcess(services).getAccountProfileData(uid).fullName()).isEqualTo("Remote Two");
		user.expectPage(user.get(Map.of("action", "mksummary")), "/app", "Top gainers");
		// a new password needs the current one, proven through the contract's login
		user.expectPage(user.post(Map.of("action", "update_profile", "fullname", "Remote Two", "address", "2 Main St.",
				"email", "r2@example.com", "creditcard", "42", "password", "zzz", "cpassword", "zzz", "currentpassword",
				"wrong")), "/app", "enter your current password correctly");
		user.expectPage(user.post(Map.of("action", "update_profile", "fullname", "Remote Two", "address", "2 Main St.",
				"email", "r2@example.com", "creditcard", "42", "password", "zzz", "cpassword", "zzz", "currentpassword",
				"yyy")), "/welcome", "Your password has been changed");
		assertThat(inProcess(services).login(uid, "zzz")).isPresent();
		user.expectPage(user.post(Map.of("action", "login", "uid", uid, "passwd", "zzz")), "/app", "Welcome, " + uid);
		user.expectPage(user.get(Map.of("action", "logout")), "/app", "You have been logged out.");
		assertThat(inProcess(services).getAccountData(uid).logoutCount()).isEqualTo(1);
	}

	@Test
	void wrongPasswordIsRefusedAsInProcess() throws Exception {
		Browser user = new Browser();
		HttpResponse<String> page = user.post(Map.of("action", "login", "uid", "uid:1", "passwd", "wrong"));
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).doesNotContain("Welcome, uid:1");
		user.expectPage(user.post(Map.of("action", "login", "uid", "uid:1", "passwd", "xxx")), "/app",
				"Welcome, uid:1");
	}

	/** One virtual user of the web node: its own cookie jar, following redirects. */
	static final class Browser {

		final HttpClient client = HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NORMAL)
			.build();

		final URI app = URI.create("http://127.0.0.1:" + webPort + "/app");

		HttpResponse<String> get(Map<String, String> params) throws IOException, InterruptedException {
			return this.client.send(HttpRequest.newBuilder(URI.create(this.app + "?" + form(params))).build(),
					HttpResponse.BodyHandlers.ofString());
		}

		HttpResponse<String> post(Map<String, String> params) throws IOException, InterruptedException {
			return this.client.send(HttpRequest.newBuilder(this.app)
				.header("Content-Type", "application/x-www-form-urlencoded")
				.POST(HttpRequest.BodyPublishers.ofString(form(params)))
				.build(), HttpResponse.BodyHandlers.ofString());
		}

		String expectPage(HttpResponse<String> response, String path, String content) {
			assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(200);
			assertThat(response.uri().getPath()).isEqualTo(path);
			assertThat(response.body()).as("page %s", response.uri())
				.contains(content)
				.doesNotContain("Sorry, that did not work");
			return response.body();
		}

		private static String form(Map<String, String> params) {
			return params.entrySet()
				.stream()
				.map((entry) -> encode(entry.getKey()) + "=" + encode(entry.getValue()))
				.collect(Collectors.joining("&"));
		}

		private static String encode(String value) {
			return URLEncoder.encode(value, StandardCharsets.UTF_8);
		}

	}

}
