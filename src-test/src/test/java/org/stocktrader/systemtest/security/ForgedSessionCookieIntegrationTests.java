package org.stocktrader.systemtest.security;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Forged session cookies (undecodable, a NUL byte once decoded, overlong, not an id this
 * server issues) on the pages, REST, SOAP and the readiness probe, with the shared
 * sessions in PostgreSQL (the default): each is no session, never a 500, and nothing is
 * logged at ERROR.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = "trade.password-strength=4")
@ExtendWith(OutputCaptureExtension.class)
@RealDatabase
class ForgedSessionCookieIntegrationTests {

	private static final List<String> FORGED = List.of("AA==", "AAAA", "%00", "!!!", "", "=", "x".repeat(4000),
			"MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAw", "JyBvciAnMSc9JzE=");

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	@LocalServerPort
	int port;

	private HttpResponse<String> send(HttpRequest.Builder request, String cookie) throws Exception {
		return this.http.send(request.header("Cookie", "JSESSIONID=" + cookie).timeout(Duration.ofSeconds(30)).build(),
				HttpResponse.BodyHandlers.ofString());
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path));
	}

	@Test
	void aForgedSessionCookieIsNoSessionAnywhere(CapturedOutput output) throws Exception {
		// what the requests log, not what the context logged while starting
		int start = output.getAll().length();
		for (String cookie : FORGED) {
			assertThat(send(get("/welcome"), cookie).statusCode()).as("welcome " + cookie).isEqualTo(200);
			HttpResponse<String> home = send(get("/home"), cookie);
			assertThat(home.statusCode()).as("home " + cookie).isEqualTo(302);
			assertThat(home.headers().firstValue("Location")).as("home " + cookie)
				.hasValueSatisfying((location) -> assertThat(location).endsWith("/welcome"));
			assertThat(send(get("/api/quotes/s:1"), cookie).statusCode()).as("quote " + cookie).isEqualTo(200);
			assertThat(send(get("/api/accounts/uid:0"), cookie).statusCode()).as("account " + cookie).isEqualTo(401);
			assertThat(send(get("/actuator/health/readiness"), cookie).statusCode()).as("readiness " + cookie)
				.isEqualTo(200);
			HttpResponse<String> soap = send(
					get("/services/TradeServices").header("Content-Type", "text/xml")
						.POST(HttpRequest.BodyPublishers.ofString(
								"<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><isOnline "
										+ "xmlns=\"http://trade.samples.websphere.ibm.com\"/></s:Body></s:Envelope>")),
					cookie);
			// isOnline is one-way: 202
			assertThat(soap.statusCode()).as("SOAP " + cookie).isEqualTo(202);
		}
		assertThat(output.getAll().substring(start)).doesNotContain(" ERROR ");
	}

}
