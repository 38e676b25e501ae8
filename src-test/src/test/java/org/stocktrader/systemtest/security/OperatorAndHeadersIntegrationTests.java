package org.stocktrader.systemtest.security;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The assembled application: the operator's page needs the operator credential (and its
 * reset a CSRF token), the pages carry the browser security headers, and WSTest's SOAP
 * endpoint refuses bodies a web page could send.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=operator-secret" })
@RealDatabase
class OperatorAndHeadersIntegrationTests {

	@LocalServerPort
	int port;

	@Autowired
	@InProcess
	TradeService trade;

	HttpResponse<String> send(HttpRequest.Builder request) {
		return AppHttp.anonymous(this.port).send(request);
	}

	HttpRequest.Builder request(String path) {
		return AppHttp.anonymous(this.port).request(path);
	}

	@Test
	void configPageNeedsTheOperatorCredential() {
		assertThat(send(request("/config")).statusCode()).isEqualTo(401);
		assertThat(send(request("/config").header("Authorization", AppHttp.basic("operator:wrong"))).statusCode())
			.isEqualTo(401);
		HttpResponse<String> page = send(
				request("/config").header("Authorization", AppHttp.basic("operator:operator-secret")));
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("Reset the database", "name=\"_csrf\"");
	}

	@Test
	void resetNeedsTheOperatorCredentialAndTheFormsToken() {
		String userId = "op:" + ProcessHandle.current().pid();
		this.trade.register(new Registration(userId, "pw", "F", "A", "e@x", "1", new java.math.BigDecimal("1000")));
		// refused before the credential is even asked for: no CSRF token
		assertThat(send(request("/config/reset").POST(HttpRequest.BodyPublishers.noBody())).statusCode())
			.isEqualTo(403);
		assertThat(send(request("/config/reset").header("Authorization", AppHttp.basic("operator:operator-secret"))
			.POST(HttpRequest.BodyPublishers.noBody())).statusCode()).isEqualTo(403);
		// a reset removes the users registered during a run: this one is still there
		assertThat(this.trade.login(userId, "pw")).isPresent();
	}

	@Test
	void pagesCarryTheSecurityHeaders() {
		for (String path : new String[] { "/welcome", "/app?action=quotes&symbols=s:1" }) {
			HttpResponse<String> page = send(request(path));
			assertThat(page.headers().firstValue("Content-Security-Policy")).as(path)
				.hasValueSatisfying((csp) -> assertThat(csp)
					.contains("default-src 'none'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'")
					.doesNotContain("unsafe-inline"));
			assertThat(page.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
			assertThat(page.headers().firstValue("Referrer-Policy")).as(path).hasValue("same-origin");
			assertThat(page.headers().firstValue("X-Frame-Options")).as(path).hasValue("DENY");
			// the one script is a static file of this site: no inline script
			assertThat(page.body()).as(path)
				.doesNotContain(" style=\"", " onclick=")
				.doesNotContainPattern("<script(?![^>]* src=\"/js/market-[0-9a-f]{32}\\.js\")");
		}
	}

	@Test
	void soapAddressesCarryNoPageHeaders() {
		for (String path : new String[] { "/services/TradeServices?wsdl", "/daytrader/services/TradeWSServices?wsdl",
				"/wstest/services/WSTestService?wsdl" }) {
			HttpResponse<String> wsdl = send(request(path));
			assertThat(wsdl.statusCode()).as(path).isEqualTo(200);
			assertThat(wsdl.headers().firstValue("Content-Security-Policy")).as(path).isEmpty();
		}
	}

	@Test
	void wsTestRefusesBodiesOtherThanSoap() {
		String envelope = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body/></s:Envelope>";
		for (String type : new String[] { "text/plain", "application/x-www-form-urlencoded", "application/json" }) {
			assertThat(send(request("/wstest/services/WSTestService").header("Content-Type", type)
				.POST(HttpRequest.BodyPublishers.ofString(envelope))).statusCode()).as(type).isEqualTo(415);
		}
		assertThat(send(request("/wstest/services/WSTestService?wsdl")).statusCode()).isEqualTo(200);
		assertThat(send(request("/wstest/services/WSTestService").header("Content-Type", "text/xml")
			.POST(HttpRequest.BodyPublishers.ofString(envelope))).statusCode()).isNotEqualTo(415);
	}

}
