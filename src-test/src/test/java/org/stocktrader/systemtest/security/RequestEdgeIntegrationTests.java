package org.stocktrader.systemtest.security;

import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a client controls besides the body: the {@code Host} header is never echoed into a
 * redirect, a signed-in user's pages are kept by no cache, and a URL with bad or
 * suspicious percent-encodings is a client error (400), logged below ERROR.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = "trade.password-strength=4")
@ExtendWith(OutputCaptureExtension.class)
@RealDatabase
class RequestEdgeIntegrationTests {

	@LocalServerPort
	int port;

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.timeout(Duration.ofSeconds(30));
	}

	private static HttpResponse<String> send(HttpClient client, HttpRequest.Builder request) throws Exception {
		return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	@Test
	void redirectsNameAPathNotTheHostHeader() throws Exception {
		HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
		HttpResponse<String> login = send(client,
				request("/login").header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString("uid=uid:13&passwd=xxx")));
		assertThat(login.statusCode()).isEqualTo(302);
		assertThat(login.headers().firstValue("Location")).hasValue("/home");
		HttpResponse<String> anonymous = send(HttpClient.newHttpClient(), request("/home"));
		assertThat(anonymous.headers().firstValue("Location")).hasValue("/welcome");
	}

	@Test
	void aSignedInUsersPagesAreKeptByNoCache() throws Exception {
		HttpClient client = AppHttp.signedIn(this.port, "uid:14", "xxx").client();
		for (String page : List.of("/home", "/account", "/portfolio", "/quotes?symbols=s:1", "/app?action=account")) {
			HttpResponse<String> response = send(client, request(page));
			assertThat(response.statusCode()).as(page).isEqualTo(200);
			assertThat(response.headers().firstValue("Cache-Control")).as(page).hasValue("private, no-store");
		}
	}

	@Test
	void badPercentEncodingsAreClientErrorsNotLoggedAsErrors(CapturedOutput output) throws Exception {
		// what the requests log, not what the context logged while starting
		int start = output.getAll().length();
		HttpClient client = HttpClient.newHttpClient();
		for (String path : List.of("/api/quotes/%25", "/api/quotes/s%3a1%25zz", "/app%25?action=home",
				"/api/%2e%2e/actuator/env", "/services/TradeServices%25", "/home%2F..%2Fconfig", "/a%00b")) {
			HttpResponse<String> response = send(client, request(path));
			// 404 where the servlet reads the path as a name it does not serve
			assertThat(response.statusCode()).as(path).isIn(400, 404);
		}
		assertThat(output.getAll().substring(start)).doesNotContain(" ERROR ")
			.doesNotContain("RequestRejectedException");
	}

}
