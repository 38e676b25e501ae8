package org.stocktrader.services.soap;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;

/**
 * The SOAP services with their defaults (the loopback addresses trusted) behind a
 * balancer on this host, as HAProxy with {@code option forwardfor} calls them: the client
 * it forwards for is judged by the client's own address, not by the balancer's.
 */
class ForwardedClientIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	private static final HttpClient http = HttpClient.newHttpClient();

	@Test
	void anOutsideClientForwardedByABalancerOnLoopbackIsNotTrusted() {
		String userId = aUser(this.trade);
		int logouts = this.trade.getAccountData(userId).logoutCount();

		for (String forwardedFor : new String[] { "203.0.113.9", "127.0.0.1, 203.0.113.9", "10.1.2.3" }) {
			HttpResponse<String> response = logout(userId, forwardedFor);
			assertThat(response.statusCode()).as(forwardedFor).isEqualTo(401);
		}
		assertThat(this.trade.getAccountData(userId).logoutCount()).isEqualTo(logouts);
	}

	@Test
	void aLoopbackClientIsTrustedDirectlyAndThroughTheBalancer() {
		String userId = aUser(this.trade);
		int logouts = this.trade.getAccountData(userId).logoutCount();

		assertThat(logout(userId, null).statusCode()).isEqualTo(200);
		assertThat(logout(userId, "127.0.0.1").statusCode()).isEqualTo(200);
		assertThat(this.trade.getAccountData(userId).logoutCount()).isEqualTo(logouts + 2);
	}

	private HttpResponse<String> logout(String userId, String forwardedFor) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url(PATH)))
			.header("Content-Type", "text/xml")
			.POST(HttpRequest.BodyPublishers
				.ofString(envelope("<logout xmlns=\"" + NS + "\"><userID>" + userId + "</userID></logout>")));
		if (forwardedFor != null) {
			request.header("X-Forwarded-For", forwardedFor);
		}
		try {
			return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
