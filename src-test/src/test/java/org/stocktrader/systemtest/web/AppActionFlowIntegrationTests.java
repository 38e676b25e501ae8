package org.stocktrader.systemtest.web;

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
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replays the web benchmark script (workloads.md section 1, Part 1 and Part 2) over the
 * original {@code app?action=} URLs with a plain HTTP client, a fresh cookie jar per
 * part, and checks every answer is the complete expected page.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = "trade.password-strength=4")
@RealDatabase
class AppActionFlowIntegrationTests {

	private static final int DEMO_USERS = 200;

	private static final int DEMO_QUOTES = 400;

	private static final AtomicInteger newUsers = new AtomicInteger();

	@LocalServerPort
	int port;

	@Test
	void partOneExistingUserGetsCompletePages() throws Exception {
		Browser user = new Browser();
		String uid = "uid:" + ThreadLocalRandom.current().nextInt(DEMO_USERS);
		user.expectPage(user.post(Map.of("action", "login", "uid", uid, "passwd", "xxx")), "/app", "Welcome, " + uid);
		user.quote();
		user.quote();
		user.expectPage(user.get(Map.of("action", "account")), "/app", "Account information");
		user.quote();
		user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "<h1>Portfolio</h1>");
		user.expectPage(user.get(Map.of("action", "home")), "/app", "Welcome, " + uid);
		user.quote();
		user.quote();
		user.expectPage(user.get(Map.of("action", "logout")), "/app", "You have been logged out.");
		user.expectPage(user.get(Map.of("action", "home")), "/welcome", "Log in");
	}

	@Test
	void partTwoNewUserGetsCompletePages() throws Exception {
		Browser user = new Browser();
		String uid = "ru:" + ProcessHandle.current().pid() + "." + newUsers.incrementAndGet();
		Map<String, String> registration = new LinkedHashMap<>();
		registration.put("action", "register");
		registration.put("user id", uid);
		registration.put("passwd", "yyy");
		registration.put("confirm passwd", "yyy");
		registration.put("Full Name", "New Trader");
		registration.put("Credit Card Number", "123-fake-ccnum-456");
		registration.put("money", "1000000");
		registration.put("email", "new@trader.example");
		registration.put("snail mail", "1 Main St.");
		user.expectPage(user.post(registration), "/app", "Welcome, " + uid);
		user.quote();
		user.expectPage(user.get(Map.of("action", "account")), "/app", "Account information");
		user.quote();
		user.buy();
		user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "<h1>Portfolio</h1>");
		user.quote();
		user.buy();
		user.quote();
		user.buy();
		user.expectPage(user.get(Map.of("action", "account")), "/app", "Account information");
		user.quote();
		user.buy();
		String portfolio = user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "<h1>Portfolio</h1>");
		assertThat(portfolio.split("name=\"holdingID\"", -1)).hasSize(5);
		user.expectPage(user.get(Map.of("action", "home")), "/app", "<th>Number of holdings</th><td>4</td>");
	}

	@Test
	void sellAndProfileUpdateOverAppActions() throws Exception {
		Browser user = new Browser();
		String uid = "ru:" + ProcessHandle.current().pid() + "." + newUsers.incrementAndGet();
		user.expectPage(user.post(Map.of("action", "register", "user id", uid, "passwd", "p", "confirm passwd", "p",
				"Full Name", "Seller", "money", "50000", "email", "s@example.com", "snail mail", "1 Main St.",
				"Credit Card Number", "4111")), "/app", "Welcome, " + uid);
		user.expectPage(user.post(Map.of("action", "buy", "symbol", "s:7", "quantity", "30")), "/app",
				"to buy 30 shares of s:7 has been submitted");
		String portfolio = user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "s:7");
		String holdingId = portfolio.replaceAll("(?s).*name=\"holdingID\" value=\"(\\d+)\".*", "$1");
		user.expectPage(user.post(Map.of("action", "sell", "holdingID", holdingId)), "/app",
				"to sell 30 shares of s:7 has been submitted");
		user.expectPage(user.get(Map.of("action", "portfolio")), "/app", "Your portfolio is empty");
		// the original's form sends the password back: no change, nothing more needed
		user.expectPage(
				user.post(Map.of("action", "update_profile", "fullname", "Seller Two", "address", "2 Main St.", "email",
						"s@example.com", "creditcard", "42", "password", "p", "cpassword", "p")),
				"/app", "Your profile has been updated.");
		user.expectPage(user.get(Map.of("action", "mksummary")), "/app", "Top gainers");
		// a new password without the current one changes nothing
		user.expectPage(
				user.post(Map.of("action", "update_profile", "fullname", "Seller Two", "address", "2 Main St.", "email",
						"s@example.com", "creditcard", "42", "password", "q", "cpassword", "q")),
				"/app", "enter your current password correctly");
		// with it, the password changes and the session ends
		user.expectPage(user
			.post(Map.of("action", "update_profile", "fullname", "Seller Two", "address", "2 Main St.", "email",
					"s@example.com", "creditcard", "42", "password", "q", "cpassword", "q", "currentpassword", "p")),
				"/welcome", "Your password has been changed");
		user.expectPage(user.post(Map.of("action", "login", "uid", uid, "passwd", "q")), "/app", "Welcome, " + uid);
	}

	@Test
	void crossSiteFormPostIsRefused() throws Exception {
		Browser user = new Browser();
		user.expectPage(user.post(Map.of("action", "login", "uid", "uid:1", "passwd", "xxx")), "/app",
				"Welcome, uid:1");
		HttpResponse<String> forged = user.client.send(HttpRequest.newBuilder(user.app)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Origin", "https://evil.example")
			.header("Sec-Fetch-Site", "cross-site")
			.POST(HttpRequest.BodyPublishers.ofString("action=buy&symbol=s:1&quantity=1"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(forged.statusCode()).isEqualTo(403);
		assertThat(forged.body()).contains("came from another web site");
	}

	@Test
	void sessionCookieIsSameSiteLaxAndHttpOnly() throws Exception {
		Browser user = new Browser();
		// the login answers with the home page itself, as IBM Trade's (no redirect)
		HttpResponse<String> login = user.post(Map.of("action", "login", "uid", "uid:2", "passwd", "xxx"));
		user.expectPage(login, "/app", "Welcome, uid:2");
		assertThat(login.previousResponse()).isEmpty();
		assertThat(login.headers().allValues("Set-Cookie"))
			.anySatisfy((cookie) -> assertThat(cookie).startsWith("JSESSIONID=")
				.containsIgnoringCase("HttpOnly")
				.containsIgnoringCase("SameSite=Lax"));
	}

	/** One virtual user: its own cookie jar and connection, following redirects. */
	private final class Browser {

		final HttpClient client = HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NORMAL)
			.build();

		final URI app = URI.create("http://127.0.0.1:" + AppActionFlowIntegrationTests.this.port + "/app");

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

		void quote() throws IOException, InterruptedException {
			String symbol = "s:" + ThreadLocalRandom.current().nextInt(DEMO_QUOTES);
			String page = expectPage(post(Map.of("action", "quotes", "symbols", symbol)), "/app", "Quotes/Trade");
			assertThat(page).contains(">" + symbol + "</td>").doesNotContain("No quote for");
		}

		void buy() throws IOException, InterruptedException {
			String symbol = "s:" + ThreadLocalRandom.current().nextInt(DEMO_QUOTES);
			expectPage(post(Map.of("action", "buy", "symbol", symbol, "quantity", "100")), "/app",
					"to buy 100 shares of " + symbol + " has been submitted");
		}

		String expectPage(HttpResponse<String> response, String path, String content) {
			assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(200);
			assertThat(response.uri().getPath()).isEqualTo(path);
			assertThat(response.headers().firstValue("Content-Type"))
				.hasValueSatisfying((type) -> assertThat(type).startsWith("text/html"));
			assertThat(response.body()).as("page %s", response.uri())
				.startsWith("<!DOCTYPE html>")
				.contains(content)
				.doesNotContain("Sorry, that did not work")
				.endsWith("</html>\n");
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
