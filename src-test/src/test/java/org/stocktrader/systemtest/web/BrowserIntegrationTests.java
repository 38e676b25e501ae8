package org.stocktrader.systemtest.web;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A trader's session in headless Chromium against the whole application: register, log
 * in, quotes, buy (confirmation and closed-order alert), portfolio, whole and partial
 * sells, profile update, market summary, logout; then a seeded user's session at a
 * phone's width (400 CSS pixels), where no page may be wider than the screen. Every page
 * is checked with axe-core (vendored in {@code src/test/resources/axe}, injected into the
 * page) for serious or critical accessibility violations, and saved as a screenshot in
 * {@code target/screenshots/desktop} or {@code target/screenshots/phone}. Uses Debian's
 * {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} (see
 * {@code .ci/install-test-tools}); nothing is downloaded.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4",
				"trade.operator.password=" + BrowserIntegrationTests.OPERATOR_PASSWORD })
@RealDatabase
class BrowserIntegrationTests {

	private static final Path SCREENSHOTS = Path.of("target", "screenshots");

	private static final int PHONE_WIDTH = 400;

	/** Runs axe on the page and answers its serious and critical violations, in words. */
	private static final String RUN_AXE = """
			const done = arguments[arguments.length - 1];
			axe.run(document, { resultTypes: ['violations'] })
				.then((results) => done(results.violations
					.filter((v) => v.impact === 'serious' || v.impact === 'critical')
					.map((v) => v.impact + ' ' + v.id + ': ' + v.help + ' at '
						+ v.nodes.map((n) => n.target.join(' ')).join(', '))))
				.catch((error) => done(['axe failed: ' + error]));
			""";

	static final String OPERATOR_PASSWORD = "operator-secret";

	private static ChromeDriver browser;

	private static String axe;

	private final AtomicInteger shot = new AtomicInteger();

	private Path screenshots;

	@LocalServerPort
	int port;

	@BeforeAll
	static void startBrowser(@TempDir Path profile) throws IOException {
		try (InputStream script = BrowserIntegrationTests.class.getResourceAsStream("/axe/axe.min.js")) {
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
	void traderRegistersTradesAndLogsOut() throws IOException {
		desktop();
		String uid = "web:" + ProcessHandle.current().pid();
		open("/");
		assertThat(field("uid").getDomProperty("value")).isEqualTo("uid:0");
		assertThat(field("passwd").getDomProperty("value")).isEqualTo("xxx");
		screenshot("welcome");

		follow("Register with StockTrader");
		assertThat(field("openBalance").getDomProperty("value")).isEqualTo("100000");
		type("fullName", "Web Trader");
		type("address", "1 Browser Way");
		type("email", "web@trader.example");
		type("userId", uid);
		type("password", "secret");
		type("confirmPassword", "secret");
		type("openBalance", "250000");
		type("creditCard", "4111-1111");
		screenshot("register");
		submit("Register");
		assertThat(text()).contains("Welcome, " + uid, "$250,000.00", "Market Summary");
		screenshot("home-after-register");

		follow("Logoff");
		assertThat(browser.getCurrentUrl()).endsWith("/welcome");
		type("uid", uid);
		type("passwd", "secret");
		submit("Log in");
		assertThat(text()).contains("Welcome, " + uid, "User statistics", "Account summary");
		screenshot("home");

		type("symbols", "s:1,s:2,nope");
		submit("Get quotes");
		assertThat(text()).contains("No quote for nope.", "S1 Incorporated", "S2 Incorporated");
		screenshot("quotes");

		buy("s:1", "100");
		// the confirmation shows the order once: not again in a trade alert
		assertThat(text()).contains("has been submitted", "to buy 100 shares of s:1")
			.doesNotContain("the following orders have completed");
		screenshot("order-buy");
		open("/quotes?symbols=s:2");
		buy("s:2", "50");
		assertThat(text()).contains("to buy 50 shares of s:2 has been submitted");

		follow("Portfolio");
		assertThat(browser.findElements(By.cssSelector("table.portfolio tbody tr"))).hasSize(2);
		assertThat(text()).contains("Total");
		screenshot("portfolio");

		sell("s:1", "40");
		assertThat(text()).contains("to sell 40 shares of s:1 has been submitted");
		screenshot("order-partial-sell");
		follow("Portfolio");
		assertThat(row("s:1").getText()).contains(" 60 ");
		sell("s:2", "");
		assertThat(text()).contains("to sell 50 shares of s:2 has been submitted");
		follow("Portfolio");
		assertThat(browser.findElements(By.cssSelector("table.portfolio tbody tr"))).hasSize(1);
		screenshot("portfolio-after-sells");

		follow("Account");
		assertThat(text()).contains("Account information", "Recent orders", uid);
		type("fullName", "Web Trader Renamed");
		type("password", "new-secret");
		type("confirmPassword", "typo");
		submit("Update profile");
		assertThat(text()).contains("The new password and its confirmation do not match.");
		screenshot("account-profile-error");
		type("password", "");
		type("confirmPassword", "");
		submit("Update profile");
		assertThat(text()).contains("Your profile has been updated.");
		assertThat(field("fullName").getDomProperty("value")).isEqualTo("Web Trader Renamed");
		screenshot("account");

		follow("Market Summary");
		assertThat(text()).contains("Trade Stock Index (TSIA)", "Top gainers", "Top losers");
		screenshot("market-summary");

		// a new password needs the current one, and ends the session
		follow("Account");
		type("password", "new-secret");
		type("confirmPassword", "new-secret");
		type("currentPassword", "secret");
		submit("Update profile");
		assertThat(browser.getCurrentUrl()).endsWith("/welcome");
		assertThat(text()).contains("Your password has been changed").doesNotContain("Portfolio");
		screenshot("logged-out");

		open("/portfolio");
		assertThat(browser.getCurrentUrl()).endsWith("/welcome");
		type("uid", uid);
		type("passwd", "new-secret");
		submit("Log in");
		assertThat(text()).contains("Welcome, " + uid);
	}

	@Test
	void seededTraderUsesEveryPageAtAPhonesWidth() throws IOException {
		phone();
		String uid = "uid:" + (100 + ProcessHandle.current().pid() % 100);
		open("/");
		screenshot("welcome");
		follow("Register with StockTrader");
		screenshot("register");
		open("/welcome");
		type("uid", uid);
		type("passwd", "xxx");
		submit("Log in");
		assertThat(text()).contains("Welcome, " + uid, "Number of holdings", "Top gainers");
		screenshot("home");

		open("/quotes?symbols=s:1,s:2,s:3");
		assertThat(text()).contains("S1 Incorporated", "$");
		screenshot("quotes");
		buy("s:3", "10");
		assertThat(text()).contains("to buy 10 shares of s:3 has been submitted", "Total cost");
		screenshot("order-buy");

		follow("Portfolio");
		assertThat(text()).contains("Number of holdings");
		screenshot("portfolio");
		sell("s:3", "");
		assertThat(text()).contains("to sell 10 shares of s:3 has been submitted", "Proceeds").doesNotContain("closed");
		screenshot("order-sell");

		follow("Account");
		assertThat(text()).contains("Account information", "Total orders");
		String email = field("email").getDomProperty("value");
		assertThat(email).as("the seeded e-mail address").contains(":").contains("@");
		type("fullName", "Phone Trader");
		submit("Update profile");
		assertThat(text()).as("a seeded user's stored e-mail passes the form's own check")
			.contains("Your profile has been updated.");
		assertThat(field("email").getDomProperty("value")).isEqualTo(email);
		screenshot("account");

		follow("Market Summary");
		assertThat(text()).contains("Top gainers", "Top losers");
		screenshot("market-summary");
		// the configuration page answers the operator only: the browser sends the
		// credential
		asOperator(true);
		open("/config");
		assertThat(text()).contains("Trade alert check").doesNotContain("PT3M", "SYNCHRONOUS");
		screenshot("config");
		asOperator(false);
		open("/nowhere");
		assertThat(text()).contains("Sorry, that did not work");
		screenshot("error");
		open("/home");
		follow("Logoff");
		assertThat(browser.getCurrentUrl()).endsWith("/welcome");
		screenshot("logged-out");
	}

	private void desktop() throws IOException {
		browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
		this.screenshots = Files.createDirectories(SCREENSHOTS.resolve("desktop"));
	}

	private void phone() throws IOException {
		browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
				Map.of("width", PHONE_WIDTH, "height", 860, "deviceScaleFactor", 1, "mobile", true));
		this.screenshots = Files.createDirectories(SCREENSHOTS.resolve("phone"));
	}

	/**
	 * Sends (or stops sending) the operator's HTTP Basic credential with every request.
	 */
	private static void asOperator(boolean on) {
		browser.executeCdpCommand("Network.enable", Map.of());
		Map<String, Object> headers = on ? Map.of("Authorization", AppHttp.basic("operator:" + OPERATOR_PASSWORD))
				: Map.of();
		browser.executeCdpCommand("Network.setExtraHTTPHeaders", Map.of("headers", headers));
	}

	private void open(String path) {
		browser.get("http://localhost:" + this.port + path);
	}

	private static String text() {
		return browser.findElement(By.tagName("body")).getText();
	}

	private static WebElement field(String name) {
		return browser.findElement(By.name(name));
	}

	private static void type(String name, String value) {
		WebElement field = field(name);
		field.clear();
		field.sendKeys(value);
	}

	private static void submit(String label) {
		HeadlessChrome.clickAndWait(browser,
				browser.findElement(By.xpath("//button[normalize-space()='" + label + "']")));
	}

	private static void follow(String link) {
		HeadlessChrome.clickAndWait(browser, browser.findElement(By.linkText(link)));
	}

	private static WebElement row(String symbol) {
		return browser.findElement(By.xpath("//tr[td/a[text()='" + symbol + "']]"));
	}

	private static void buy(String symbol, String quantity) {
		WebElement row = browser
			.findElement(By.xpath("//table[contains(@class,'quotes')]//tr[td[1][text()='" + symbol + "']]"));
		WebElement field = row.findElement(By.name("quantity"));
		field.clear();
		field.sendKeys(quantity);
		HeadlessChrome.clickAndWait(browser, row.findElement(By.tagName("button")));
	}

	private static void sell(String symbol, String quantity) {
		WebElement row = row(symbol);
		WebElement field = row.findElement(By.name("quantity"));
		field.clear();
		field.sendKeys(quantity);
		HeadlessChrome.clickAndWait(browser, row.findElement(By.tagName("button")));
	}

	/**
	 * Checks the page (accessible; at a phone's width, no wider than the screen) and
	 * saves its screenshot.
	 */
	private void screenshot(String page) throws IOException {
		assertAccessible(page);
		if (this.screenshots.endsWith("phone")) {
			assertThat(browser.executeScript("return [window.innerWidth, document.documentElement.scrollWidth]"))
				.as("viewport and page width of %s at a phone's width", page)
				.isEqualTo(List.of((long) PHONE_WIDTH, (long) PHONE_WIDTH));
		}
		File file = browser.getScreenshotAs(OutputType.FILE);
		Files.copy(file.toPath(), this.screenshots.resolve("%02d-%s.png".formatted(this.shot.incrementAndGet(), page)),
				StandardCopyOption.REPLACE_EXISTING);
	}

	private static void assertAccessible(String page) {
		browser.executeScript(axe);
		Object violations = browser.executeAsyncScript(RUN_AXE);
		assertThat((List<?>) violations).as("serious or critical accessibility violations on %s", page).isEmpty();
	}

}
