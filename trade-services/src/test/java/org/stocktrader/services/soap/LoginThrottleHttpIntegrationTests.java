package org.stocktrader.services.soap;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import org.springframework.test.context.TestPropertySource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.PASSWORD;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;
import static org.stocktrader.services.soap.ServiceFixtures.aUserId;

/**
 * Failed logins over HTTP, all from one client address (loopback, a trusted SOAP peer):
 * they slow down the user ids guessed, never the other users at that address, and a
 * refused login says when to come back.
 */
@TestPropertySource(properties = { "trade.password-strength=4", "trade.login-delay=10m", "trade.login-max-delay=10m",
		"trade.login-throttle-window=1h" })
class LoginThrottleHttpIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	@Test
	void manyFailuresFromOneAddressLockNoOtherUserOutAndATrustedPeerIsNotThrottled() {
		// more failures from this address than the former per-address limit (100), over
		// SOAP and REST
		for (int i = 0; i < 120; i++) {
			String userId = aUserId();
			if (i % 2 == 0) {
				HttpResponse<String> response = soapLogin(userId, "guess");
				assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
				assertThat(response.body()).doesNotContain("<loginReturn>");
			}
			else {
				assertThat(restLogin(userId, "guess").statusCode()).isEqualTo(401);
			}
		}

		HttpResponse<String> peer = soapLogin(aUser(this.trade), PASSWORD);
		assertThat(peer.statusCode()).as(peer.body()).isEqualTo(200);
		assertThat(peer.body()).contains("<loginCount>1</loginCount>");
		HttpResponse<String> user = restLogin(aUser(this.trade), PASSWORD);
		assertThat(user.statusCode()).as(user.body()).isEqualTo(200);
	}

	@Test
	void aThrottledLoginIsRefusedWith429AndRetryAfter() {
		String userId = aUser(this.trade);
		for (int i = 0; i < 5; i++) {
			assertThat(restLogin(userId, "guess" + i).statusCode()).isEqualTo(401);
		}

		HttpResponse<String> refused = restLogin(userId, PASSWORD);
		assertThat(refused.statusCode()).isEqualTo(429);
		assertThat(refused.headers().firstValue("Retry-After"))
			.hasValueSatisfying((seconds) -> assertThat(Long.parseLong(seconds)).isBetween(1L, 600L));
		assertThat(refused.body()).contains("\"reason\":\"THROTTLED\"", "try again in");
		HttpResponse<String> soap = soapLogin(userId, PASSWORD);
		assertThat(soap.statusCode()).isEqualTo(500);
		assertThat(soap.body()).contains("<faultcode>soap:Client</faultcode>", "THROTTLED");
	}

	private HttpResponse<String> soapLogin(String userId, String password) {
		return post(PATH, "", envelope("<login xmlns=\"" + NS + "\"><userID>" + userId + "</userID><password>"
				+ password + "</password></login>"));
	}

	private HttpResponse<String> restLogin(String userId, String password) {
		return postTyped("/api/sessions", "application/json", null,
				"{\"userId\":\"" + userId + "\",\"password\":\"" + password + "\"}", null);
	}

}
