package org.stocktrader.services.soap;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import org.springframework.test.context.TestPropertySource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;
import static org.stocktrader.services.soap.ServiceFixtures.aUserId;

/**
 * The SOAP services with a trusted network that does not include the loopback address, so
 * that this test's client is an untrusted one: it is refused with 401 and changes
 * nothing, whatever {@code X-Forwarded-For} claims, unless it sends a credential.
 */
@TestPropertySource(properties = { "trade.services.security.trusted-networks=10.0.0.0/8",
		"trade.services.security.username=peer", "trade.services.security.password=peer-secret" })
class UntrustedNetworkIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	static String register(String userId) {
		return envelope("<register xmlns=\"" + NS + "\"><userID>" + userId
				+ "</userID><password>pw</password><fullname>F</fullname><address>A</address><email>e@x</email>"
				+ "<creditcard>1</creditcard><openBalance>1000</openBalance></register>");
	}

	@Test
	void untrustedClientIsRefusedAndChangesNothing() {
		String userId = aUserId();
		HttpResponse<String> response = post(PATH, "", register(userId));
		assertThat(response.statusCode()).isEqualTo(401);
		assertThat(response.headers().firstValue("WWW-Authenticate"))
			.hasValueSatisfying((challenge) -> assertThat(challenge).startsWith("Basic"));
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/plain"));
		assertThat(response.body()).startsWith("Unauthorized: the trade services answer");
		assertThat(get(PATH + "?wsdl").statusCode()).isEqualTo(401);
		assertThat(get("/services/OrderProcessorService?wsdl").statusCode()).isEqualTo(401);
		assertThat(this.trade.login(userId, "pw")).isEmpty();
	}

	@Test
	void forwardedForHeaderIsNotTrusted() {
		String userId = aUser(this.trade);
		int logouts = this.trade.getAccountData(userId).logoutCount();
		for (String header : new String[] { "X-Forwarded-For", "X-Real-IP", "Forwarded" }) {
			String value = header.equals("Forwarded") ? "for=10.1.2.3" : "10.1.2.3";
			HttpResponse<String> response = send(header, value,
					envelope("<logout xmlns=\"" + NS + "\"><userID>" + userId + "</userID></logout>"));
			assertThat(response.statusCode()).as(header).isEqualTo(401);
		}
		assertThat(this.trade.getAccountData(userId).logoutCount()).isEqualTo(logouts);
	}

	@Test
	void serviceCredentialIsServedFromAnywhere() {
		String userId = aUserId();
		HttpResponse<String> response = postTyped(PATH, "text/xml", "", register(userId), basic("peer:peer-secret"));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(this.trade.login(userId, "pw")).isPresent();
	}

	@Test
	void serviceCredentialIsNotTheOperators() {
		HttpResponse<String> response = postTyped(PATH, "text/xml", "",
				envelope("<resetTrade xmlns=\"" + NS + "\"><deleteAll>true</deleteAll></resetTrade>"),
				basic("peer:peer-secret"));
		assertThat(response.statusCode()).isEqualTo(500);
		assertThat(response.body()).contains("<code>UNAUTHORISED</code>");
		// isOnline is one-way: accepted without an answer
		assertThat(postAsOperator(PATH, "", envelope("<isOnline xmlns=\"" + NS + "\"/>")).statusCode()).isEqualTo(202);
	}

	private HttpResponse<String> send(String header, String value, String envelope) {
		try {
			return java.net.http.HttpClient.newHttpClient()
				.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url(PATH)))
					.header("Content-Type", "text/xml")
					.header(header, value)
					.POST(java.net.http.HttpRequest.BodyPublishers.ofString(envelope))
					.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (java.io.IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
