package org.stocktrader.systemtest.web;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The live market in headless Chromium against the whole application: a trader watches
 * the market summary page while another session (a REST client with its own sign-in)
 * buys; the page shows the price change and the new volume without a reload, and the
 * quotes page marks the price that moved. The page keeps no accessibility violation once
 * updated (axe-core). Uses Debian's {@code /usr/bin/chromium} and
 * {@code /usr/bin/chromedriver}, like {@link BrowserIntegrationTests}.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.market-stream.interval=500ms",
				"trade.market-summary-symbols=lbx:1", "trade.demo-data.enabled=false" })
@RealDatabase
class LiveMarketBrowserIntegrationTests {

	private static final int PHONE_WIDTH = 390;

	private static final String RUN_AXE = """
			const done = arguments[arguments.length - 1];
			axe.run(document, { resultTypes: ['violations'] })
				.then((results) => done(results.violations
					.filter((v) => v.impact === 'serious' || v.impact === 'critical')
					.map((v) => v.impact + ' ' + v.id + ': ' + v.help)))
				.catch((error) => done(['axe failed: ' + error]));
			""";

	private static ChromeDriver browser;

	private static String axe;

	@LocalServerPort
	int port;

	@Autowired
	TradeService trade;

	@BeforeAll
	static void startBrowser(@TempDir Path profile) throws IOException {
		try (InputStream script = LiveMarketBrowserIntegrationTests.class.getResourceAsStream("/axe/axe.min.js")) {
			axe = new String(script.readAllBytes(), StandardCharsets.UTF_8);
		}
		browser = HeadlessChrome.start(profile, 1280, 1000);
		browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
	}

	@AfterAll
	static void stopBrowser() {
		if (browser != null) {
			browser.quit();
		}
	}

	@Test
	void buyFromAnotherSessionAppearsOnTheOpenPagesWithoutReload() throws Exception {
		this.trade.createQuote("lbx:1", "Live Browser Co", new BigDecimal("10.00"));
		register("lw:1");
		register("lb:1");
		open("/welcome");
		type("uid", "lw:1");
		type("passwd", "pw");
		browser.findElement(By.xpath("//button[normalize-space()='Log in']")).click();
		waitFor(() -> browser.getCurrentUrl().endsWith("/home"), "the home page after sign-in");

		open("/marketsummary");
		assertThat(field("volume").getText()).isEqualTo("0");
		waitFor(() -> status().startsWith("Live:"), "the page's stream to open");
		Object page = browser.executeScript("return window.performance.timeOrigin");

		buyFromAnotherSession("lb:1", "lbx:1", 10);

		waitFor(() -> !browser.findElements(By.cssSelector("[data-symbol-change='lbx:1']")).isEmpty(),
				"the price change of lbx:1 on the market summary page");
		WebElement change = browser.findElement(By.cssSelector("[data-symbol-change='lbx:1']"));
		assertThat(change.getText()).contains("lbx:1", "$10.00");
		waitFor(() -> field("volume").getText().equals("10"), "the new trading volume");
		// a gainer if it rose, a loser if it fell: in one list, not both
		String gainers = browser.findElement(By.cssSelector("[data-movers='topGainers']")).getText();
		String losers = browser.findElement(By.cssSelector("[data-movers='topLosers']")).getText();
		assertThat(gainers.contains("lbx:1") != losers.contains("lbx:1"))
			.as("lbx:1 in one of %s and %s", gainers, losers)
			.isTrue();
		// the same page, not a reload
		assertThat(browser.executeScript("return window.performance.timeOrigin")).isEqualTo(page);
		browser.executeScript(axe);
		assertThat((List<?>) browser.executeAsyncScript(RUN_AXE)).as("accessibility of the updated page").isEmpty();

		open("/quotes?symbols=lbx:1");
		waitFor(() -> status().startsWith("Live:"), "the quotes page's stream to open");
		String before = price().getText();
		buyFromAnotherSession("lb:1", "lbx:1", 10);
		waitFor(() -> price().getDomAttribute("class") != null && price().getDomAttribute("class").contains("moved"),
				"the moved price marked on the quotes page");
		assertThat(price().getText()).isNotEqualTo(before).isEqualTo(formatted(this.trade.getQuote("lbx:1").price()));
	}

	@Test
	void aLiveQuoteRowAgreesInEveryColumnAtBothWidths() throws Exception {
		this.trade.createQuote("lbr:1", "Live Row Co", new BigDecimal("20.00"));
		register("lr:1");
		register("lr:2");
		signIn("lr:2");
		for (int width : new int[] { 1280, PHONE_WIDTH }) {
			width(width);
			open("/quotes?symbols=lbr:1");
			waitFor(() -> status().startsWith("Live:"), "the quotes page's stream to open at " + width);
			int points = points("tr[data-symbol='lbr:1'] svg.spark polyline");
			assertThat(points("[data-chart='lbr:1'] svg polyline")).as("the chart's points").isEqualTo(points);
			assertThat(browser.findElement(By.cssSelector("[data-chart='lbr:1'] svg")).getRect().getWidth())
				.as("the chart drawn at %s", width)
				.isGreaterThan(200);
			buyFromAnotherSession("lr:1", "lbr:1", 40);
			Quote now = this.trade.getQuote("lbr:1");
			String volume = String.format(Locale.US, "%,d", (long) now.volume());
			waitFor(() -> cell("lbr:1", "volume").getText().equals(volume), "the new volume in the row at " + width);
			assertThat(cell("lbr:1", "price").getText()).isEqualTo(formatted(now.price()));
			assertThat(cell("lbr:1", "range").getText())
				.isEqualTo(formatted(now.low()) + " - " + formatted(now.high()));
			BigDecimal change = now.price().subtract(now.open());
			// signed as the server signs it: no sign when the price is back at the open
			String sign = (change.signum() > 0) ? "+" : (change.signum() < 0) ? "-" : "";
			assertThat(cell("lbr:1", "change").getText()).startsWith(sign + formatted(change.abs()));
			assertThat(points("tr[data-symbol='lbr:1'] svg.spark polyline")).as("the sparkline's new point")
				.isEqualTo(points + 1);
			assertThat(points("[data-chart='lbr:1'] svg polyline")).as("the chart's new point").isEqualTo(points + 1);
			assertInView(browser.findElement(By.xpath("//tr[@data-symbol='lbr:1']//button[normalize-space()='Buy']")),
					width);
			assertNoSidewaysScroll(width);
			browser.executeScript(axe);
			assertThat((List<?>) browser.executeAsyncScript(RUN_AXE))
				.as("accessibility of the quotes page at %s", width)
				.isEmpty();
		}
	}

	@Test
	void thePortfolioAtAPhonesWidthKeepsSellInView() throws Exception {
		this.trade.createQuote("lbp:1", "Live Phone Co", new BigDecimal("5.00"));
		register("lp:1");
		this.trade.buy("lp:1", "lbp:1", 30);
		this.trade.buy("lp:1", "lbp:1", 20);
		signIn("lp:1");
		width(PHONE_WIDTH);
		open("/portfolio");
		List<WebElement> sells = browser.findElements(By.xpath("//table[contains(@class,'portfolio')]//button"));
		assertThat(sells).hasSize(2);
		sells.forEach((sell) -> assertInView(sell, PHONE_WIDTH));
		assertThat(browser.findElements(By.cssSelector("table.portfolio svg.spark polyline"))).hasSize(2);
		assertNoSidewaysScroll(PHONE_WIDTH);
		browser.executeScript(axe);
		assertThat((List<?>) browser.executeAsyncScript(RUN_AXE)).as("accessibility of the portfolio on a phone")
			.isEmpty();
		width(1280);
	}

	/** Signs this browser in, as a user with password {@code pw}. */
	private void signIn(String userId) {
		browser.manage().deleteAllCookies();
		open("/welcome");
		type("uid", userId);
		type("passwd", "pw");
		browser.findElement(By.xpath("//button[normalize-space()='Log in']")).click();
		waitFor(() -> browser.getCurrentUrl().endsWith("/home"), "the home page after sign-in");
	}

	private static void width(int width) {
		if (width == PHONE_WIDTH) {
			browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
					Map.of("width", PHONE_WIDTH, "height", 844, "deviceScaleFactor", 1, "mobile", true));
		}
		else {
			browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
		}
	}

	private static WebElement cell(String symbol, String field) {
		return browser.findElement(By.cssSelector("tr[data-symbol='" + symbol + "'] [data-field='" + field + "']"));
	}

	private static int points(String polyline) {
		return browser.findElement(By.cssSelector(polyline)).getDomAttribute("points").trim().split(" ").length;
	}

	/** Shown, and wholly inside the screen's width: no sideways scrolling to reach it. */
	private static void assertInView(WebElement element, int width) {
		assertThat(element.isDisplayed()).as("%s shown", element.getText()).isTrue();
		Rectangle box = element.getRect();
		assertThat(box.getX()).as("%s from the left edge", element.getText()).isGreaterThanOrEqualTo(0);
		assertThat(box.getX() + box.getWidth()).as("%s within %s px", element.getText(), width)
			.isLessThanOrEqualTo(width);
	}

	private static void assertNoSidewaysScroll(int width) {
		List<?> widths = (List<?>) browser.executeScript(
				"return [document.documentElement.scrollWidth, document.documentElement.clientWidth, window.innerWidth]");
		assertThat(widths.get(2)).as("the screen's width").isEqualTo((long) width);
		assertThat(widths.get(0)).as("the page no wider than the screen at %s", width).isEqualTo(widths.get(1));
	}

	private void register(String userId) {
		this.trade.register(new Registration(userId, "pw", "Live " + userId, "1 Main", "live@example.com", "42",
				new BigDecimal("100000.00")));
	}

	/** Signs in and buys over the REST API, with its own cookie jar: another session. */
	private void buyFromAnotherSession(String userId, String symbol, int quantity) throws Exception {
		HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
		HttpResponse<String> session = client.send(json("/api/sessions", """
				{"userId":"%s","password":"pw"}""".formatted(userId)), HttpResponse.BodyHandlers.ofString());
		assertThat(session.statusCode()).isEqualTo(200);
		HttpResponse<String> order = client.send(json("/api/accounts/" + userId + "/orders", """
				{"type":"buy","symbol":"%s","quantity":%d}""".formatted(symbol, quantity)),
				HttpResponse.BodyHandlers.ofString());
		assertThat(order.statusCode()).as(order.body()).isEqualTo(201);
	}

	private HttpRequest json(String path, String body) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
	}

	private void open(String path) {
		browser.get("http://localhost:" + this.port + path);
	}

	private static void type(String name, String value) {
		WebElement field = browser.findElement(By.name(name));
		field.clear();
		field.sendKeys(value);
	}

	private static WebElement field(String name) {
		return browser.findElement(By.cssSelector("[data-live-market] [data-field='" + name + "']"));
	}

	private static WebElement price() {
		return browser.findElement(By.cssSelector("tr[data-symbol='lbx:1'] [data-field='price']"));
	}

	private static String status() {
		return browser.findElement(By.cssSelector("[data-live-status]")).getText();
	}

	private static String formatted(BigDecimal price) {
		return "$" + String.format(Locale.US, "%,.2f", price);
	}

	private static void waitFor(Supplier<Boolean> condition, String what) {
		HeadlessChrome.waitFor(browser, condition, what);
	}

}
