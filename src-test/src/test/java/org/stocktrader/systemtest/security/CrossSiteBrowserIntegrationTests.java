package org.stocktrader.systemtest.security;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.systemtest.web.HeadlessChrome;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A signed-in trader in headless Chromium opens a page of another site (served from
 * {@code 127.0.0.2}, another site than {@code localhost}) that tries to buy, sell, change
 * the profile, log out and reset the database, by link, by form and by script, under
 * several spellings of each path (percent-encoded letters, path parameters, a doubled
 * slash, a dot segment): none of it takes effect, and the trader is still signed in. The
 * same link typed by the trader works, so the refusals are the browser's origin, not
 * broken actions.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=operator-secret" })
@RealDatabase
class CrossSiteBrowserIntegrationTests {

	private static WebDriver browser;

	private static HttpServer attacker;

	private static String attackPage = "";

	@LocalServerPort
	int port;

	@Autowired
	@InProcess
	TradeService trade;

	@BeforeAll
	static void start(@TempDir Path profile) throws IOException {
		attacker = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.2"), 0), 0);
		attacker.createContext("/", (exchange) -> {
			byte[] page = attackPage.getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().set("Content-Type", "text/html;charset=UTF-8");
			exchange.sendResponseHeaders(200, page.length);
			exchange.getResponseBody().write(page);
			exchange.close();
		});
		attacker.start();
		browser = HeadlessChrome.start(profile, 1280, 1000);
		browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
	}

	@AfterAll
	static void stop() {
		if (browser != null) {
			browser.quit();
		}
		if (attacker != null) {
			attacker.stop(0);
		}
	}

	State state(String userId) {
		return new State(this.trade.getAccountData(userId), this.trade.getAccountProfileData(userId),
				this.trade.getHoldings(userId), this.trade.getOrders(userId), this.trade.getAllQuotes().size());
	}

	String app(String path) {
		return "http://localhost:" + this.port + path;
	}

	@Test
	void anotherSiteCannotActForASignedInTrader() {
		String userId = "xs:" + ProcessHandle.current().pid();
		this.trade.register(
				new Registration(userId, "secret", "Victim", "1 Main", "v@x", "4111", new BigDecimal("100000.00")));
		String symbol = "xsq:" + ProcessHandle.current().pid();
		this.trade.createQuote(symbol, "Target Co", new BigDecimal("10.00"));
		this.trade.buy(userId, symbol, 100);
		int holdingId = this.trade.getHoldings(userId).get(0).holdingId();

		browser.get(app("/welcome"));
		type("uid", userId);
		type("passwd", "secret");
		HeadlessChrome.clickAndWait(browser, browser.findElement(By.xpath("//button[normalize-space()='Log in']")));
		assertThat(text()).contains("Welcome, " + userId);
		State before = state(userId);

		String evil = "xse:" + ProcessHandle.current().pid();
		String buy = "/app?action=buy&symbol=" + symbol + "&quantity=10";
		String sell = "/app?action=sell&holdingID=" + holdingId;
		String profile = "/app?action=update_profile&fullname=Mallory&address=x&email=m%40x&creditcard=6666"
				+ "&password=stolen&cpassword=stolen";
		String register = "/app?action=register&user%20id=" + evil + "&passwd=p&confirm%20passwd=p&Full%20Name=E"
				+ "&snail%20mail=a&email=e%40x&Credit%20Card%20Number=1&money=1000";
		List<String> plain = List.of(buy, sell, profile, "/app?action=logout", "/logout", "/config/reset", register);
		// the same actions under other spellings of their paths, which reach the same
		// handlers
		List<String> links = new ArrayList<>(plain);
		for (String link : plain) {
			links.add(link.replaceFirst("^/app", "/%61pp")
				.replaceFirst("^/logout", "/%6Cogout")
				.replaceFirst("^/config", "/%63onfig"));
			links.add(link.replaceFirst("^/app", "/ap%70")
				.replaceFirst("^/logout", "/logout;x=1")
				.replaceFirst("^/config", "//config"));
			links.add(link.replaceFirst("^/app", "/app;jsessionid=1")
				.replaceFirst("^/logout", "/logou%74")
				.replaceFirst("^/config", "/./config"));
		}
		StringBuilder page = new StringBuilder("<html><body><h1>Cute cats</h1>");
		for (int i = 0; i < links.size(); i++) {
			page.append("<a id=\"link").append(i).append("\" href=\"").append(app(links.get(i))).append("\">cat</a>");
		}
		page.append(form("buy-post", "post", "/buy", "symbol", symbol, "quantity", "10"))
			.append(form("sell-post", "post", "/sell", "holdingID", Integer.toString(holdingId)))
			.append(form("profile-post", "post", "/account", "fullName", "Mallory", "address", "x", "email", "m@x",
					"creditCard", "6666", "password", "stolen", "confirmPassword", "stolen"))
			.append(form("logout-post", "post", "/logout"))
			.append(form("reset-post", "post", "/config/reset"))
			.append(form("buy-get", "get", "/app", "action", "buy", "symbol", symbol, "quantity", "10"))
			.append(form("sell-get", "get", "/app", "action", "sell", "holdingID", Integer.toString(holdingId)))
			.append(form("profile-get", "get", "/app", "action", "update_profile", "fullname", "Mallory", "address",
					"x", "email", "m@x", "creditcard", "6666", "password", "stolen", "cpassword", "stolen"))
			.append(form("logout-get", "get", "/app", "action", "logout"))
			.append(form("buy-get-encoded", "get", "/%61pp", "action", "buy", "symbol", symbol, "quantity", "10"))
			.append(form("profile-post-encoded", "post", "/%61ccount", "fullName", "Mallory", "address", "x", "email",
					"m@x", "creditCard", "6666", "password", "stolen", "confirmPassword", "stolen"))
			.append(form("logout-get-encoded", "get", "/%6cogout"))
			.append("</body></html>");
		attackPage = page.toString();
		String attackUrl = "http://127.0.0.2:" + attacker.getAddress().getPort() + "/cats";

		for (int i = 0; i < links.size(); i++) {
			browser.get(attackUrl);
			HeadlessChrome.clickAndWait(browser, browser.findElement(By.id("link" + i)));
			assertThat(state(userId)).as("link " + links.get(i)).isEqualTo(before);
		}
		for (String form : List.of("buy-post", "sell-post", "profile-post", "logout-post", "reset-post", "buy-get",
				"sell-get", "profile-get", "logout-get", "buy-get-encoded", "profile-post-encoded",
				"logout-get-encoded")) {
			browser.get(attackUrl);
			HeadlessChrome.clickAndWait(browser, browser.findElement(By.cssSelector("#" + form + " button")));
			assertThat(state(userId)).as("form " + form).isEqualTo(before);
		}

		browser.get(attackUrl);
		Object done = ((JavascriptExecutor) browser).executeAsyncScript(
				"""
						const [app, symbol, holding, done] = arguments;
						const form = (fields) => new URLSearchParams(fields);
						const soap = '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>'
							+ '<resetTrade xmlns="http://trade.samples.websphere.ibm.com"><deleteAll>true</deleteAll>'
							+ '</resetTrade></s:Body></s:Envelope>';
						const send = (path, init) => fetch(app + path, Object.assign({ mode: 'no-cors', credentials: 'include' }, init));
						Promise.allSettled([
							send('/app?action=buy&symbol=' + symbol + '&quantity=10', {}),
							send('/app?action=sell&holdingID=' + holding, {}),
							send('/app?action=update_profile&fullname=Mallory&password=stolen&cpassword=stolen', {}),
							send('/app?action=logout', {}),
							send('/%%61pp?action=buy&symbol=' + symbol + '&quantity=10', {}),
							send('/app;x=1?action=sell&holdingID=' + holding, {}),
							send('/%%6cogout', {}),
							send('/buy', { method: 'POST', body: form({ symbol: symbol, quantity: '10' }) }),
							send('/sell', { method: 'POST', body: form({ holdingID: holding }) }),
							send('/account', { method: 'POST', body: form({ fullName: 'Mallory', password: 'stolen', confirmPassword: 'stolen' }) }),
							send('/logout', { method: 'POST' }),
							send('/config/reset', { method: 'POST' }),
							send('/services/TradeServices', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: soap }),
							send('/wstest/services/WSTestService', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: soap }),
							send('/api/accounts/' + encodeURIComponent('%s') + '/orders', { method: 'POST',
								headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ type: 'buy', symbol: symbol, quantity: 10 }) })
						]).then((results) => done(results.length));
						"""
					.formatted(userId),
				app(""), symbol, Integer.toString(holdingId));
		assertThat(done).isEqualTo(15L);
		assertThat(state(userId)).as("scripts").isEqualTo(before);
		assertThat(this.trade.login(evil, "p")).as("registered from another site").isEmpty();

		// still signed in, and the same link typed by the trader is served
		browser.get(app(buy));
		assertThat(text()).contains("to buy 10 shares of " + symbol);
		assertThat(this.trade.getHoldings(userId)).hasSize(2);
	}

	private static String form(String id, String method, String action, String... fields) {
		StringBuilder form = new StringBuilder("<form id=\"").append(id)
			.append("\" method=\"")
			.append(method)
			.append("\" action=\"")
			.append(action)
			.append("\">");
		for (int i = 0; i < fields.length; i += 2) {
			form.append("<input type=\"hidden\" name=\"")
				.append(fields[i])
				.append("\" value=\"")
				.append(fields[i + 1])
				.append("\">");
		}
		return form.append("<button type=\"submit\">win a prize</button></form>").toString();
	}

	private static String text() {
		return browser.findElement(By.tagName("body")).getText();
	}

	private static void type(String name, String value) {
		WebElement field = browser.findElement(By.name(name));
		field.clear();
		field.sendKeys(value);
	}

	/** Everything an attack could change. */
	record State(Account account, AccountProfile profile, List<Holding> holdings, List<Order> orders, int quotes) {
	}

}
