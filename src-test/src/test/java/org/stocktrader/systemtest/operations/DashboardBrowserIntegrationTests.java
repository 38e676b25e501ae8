package org.stocktrader.systemtest.operations;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.systemtest.web.HeadlessChrome;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The operator dashboard in headless Chromium during a short, bounded load (the welcome
 * page, REST quotes, WSTest calls from a few client threads): the charts are drawn (uPlot
 * canvases, scripts from this server only under the page's content security policy) and
 * the last interval shows requests of each workload. The screenshot goes to
 * {@code target/screenshots/dashboard/dashboard.png}. Uses Debian's
 * {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver}, as the other browser
 * tests.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=" + AppHttp.OPERATOR_PASSWORD,
				"trade.web.dashboard.interval=500ms" })
@RealDatabase
class DashboardBrowserIntegrationTests {

	private static final Path SCREENSHOTS = Path.of("target", "screenshots", "dashboard");

	private static final Duration MAX_LOAD = Duration.ofSeconds(60);

	private static final String ECHO_LIST = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">"
			+ "<s:Body><EchoList xmlns=\"uri:WSTestWeb-TestService\"><list><i>1</i><f>1</f><s>wstest</s></list>"
			+ "</EchoList></s:Body></s:Envelope>";

	private static ChromeDriver browser;

	@LocalServerPort
	int port;

	@BeforeAll
	static void startBrowser(@TempDir Path profile) {
		browser = HeadlessChrome.start(profile, 1280, 1800);
	}

	@AfterAll
	static void stopBrowser() {
		if (browser != null) {
			browser.quit();
		}
	}

	@Test
	void dashboardDrawsChartsWithDataDuringALoad() throws Exception {
		HttpResponse<String> page = AppHttp.anonymous(this.port).asOperator("/config/dashboard");
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(
				(policy) -> assertThat(policy).contains("script-src 'self'").doesNotContain("unsafe-inline"));
		assertThat(page.body()).doesNotContainPattern("<script>|<script [^>]*>[^<]|style=");

		AtomicBoolean stop = new AtomicBoolean();
		AtomicLong requests = new AtomicLong();
		ExecutorService load = Executors.newFixedThreadPool(3);
		List<Future<?>> clients = List.of(load.submit(() -> load("/welcome", null, stop, requests)),
				load.submit(() -> load("/api/quotes/s:2", null, stop, requests)),
				load.submit(() -> load("/wstest/services/WSTestService", ECHO_LIST, stop, requests)));
		try {
			browser.executeCdpCommand("Network.enable", Map.of());
			browser.executeCdpCommand("Network.setExtraHTTPHeaders",
					Map.of("headers", Map.of("Authorization", AppHttp.basic("operator:" + AppHttp.OPERATOR_PASSWORD))));
			browser.get("http://localhost:" + this.port + "/config/dashboard");
			// the page replaces the table's rows at every sample
			await().atMost(MAX_LOAD)
				.pollInterval(Duration.ofMillis(250))
				.ignoreException(StaleElementReferenceException.class)
				.until(() -> samplesShown() >= 4 && rate("Pages") > 0 && rate("REST") > 0 && rate("WSTest") > 0);
			assertThat(browser.findElements(By.cssSelector(".chart canvas"))).hasSize(6);
			assertThat(browser.findElement(By.id("status")).getText()).contains("samples");
			Files.createDirectories(SCREENSHOTS);
			Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), SCREENSHOTS.resolve("dashboard.png"),
					StandardCopyOption.REPLACE_EXISTING);
		}
		finally {
			stop.set(true);
			for (Future<?> client : clients) {
				client.get(30, TimeUnit.SECONDS);
			}
			load.shutdown();
		}
		assertThat(requests.get()).isPositive();
	}

	private static long samplesShown() {
		String shown = browser.findElement(By.cssSelector("main.dashboard")).getDomAttribute("data-samples-shown");
		return (shown != null) ? Long.parseLong(shown) : 0;
	}

	/** The requests per second the table shows for the workload in the last interval. */
	private static double rate(String workload) {
		for (WebElement row : browser.findElements(By.cssSelector("#now tbody tr"))) {
			if (row.findElement(By.tagName("th")).getText().equals(workload)) {
				String rate = row.findElements(By.tagName("td")).get(0).getText();
				return rate.matches("[0-9.]+") ? Double.parseDouble(rate) : 0;
			}
		}
		return 0;
	}

	/** One client: requests in a loop until told to stop, or the load's time is up. */
	private Void load(String path, String soapBody, AtomicBoolean stop, AtomicLong requests) throws Exception {
		HttpClient client = HttpClient.newHttpClient();
		Instant end = Instant.now().plus(MAX_LOAD);
		URI uri = URI.create("http://127.0.0.1:" + this.port + path);
		while (!stop.get() && Instant.now().isBefore(end)) {
			HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10));
			if (soapBody != null) {
				request.header("Content-Type", "text/xml; charset=utf-8")
					.header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
					.POST(HttpRequest.BodyPublishers.ofString(soapBody));
			}
			HttpResponse<Void> answer = client.send(request.build(), HttpResponse.BodyHandlers.discarding());
			assertThat(answer.statusCode()).as(path).isLessThan(400);
			requests.incrementAndGet();
		}
		return null;
	}

}
