package org.stocktrader.services.rest;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.client.RestClient;

import static org.assertj.core.api.Assertions.assertThat;

/** The REST {@code Idempotency-Key}: the same key twice places one order. */
class IdempotentOrderRestIntegrationTests extends ServicesIntegrationTestSupport {

	private final RestClient rest = RestClient.builder()
		.requestInterceptor(new SessionCookie())
		.defaultStatusHandler((status) -> true, (request, response) -> {
		})
		.build();

	@Test
	void sameIdempotencyKeyTwiceGivesOneOrderAndOneTrade() {
		String userId = "ik:" + System.nanoTime() % 1_000_000_000;
		this.rest.post()
			.uri(url("/api/accounts"))
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw", "fullName", "Key User", "address", "1 Main", "email",
					"k@x", "creditCard", "42", "openBalance", new BigDecimal("1000.00")))
			.retrieve()
			.toBodilessEntity();
		signIn(userId);
		String symbol = "ik:" + System.nanoTime() % 100_000;
		this.trade.createQuote(symbol, "Key Co", new BigDecimal("10.00"));

		ResponseEntity<Map<String, Object>> first = buy(userId, symbol, "order-7");
		ResponseEntity<Map<String, Object>> again = buy(userId, symbol, "order-7");
		ResponseEntity<Map<String, Object>> other = buy(userId, symbol, "order-8");

		assertThat(first.getStatusCode()).isEqualTo(HttpStatus.CREATED);
		assertThat(again.getStatusCode()).isEqualTo(HttpStatus.CREATED);
		assertThat(again.getBody().get("orderId")).isEqualTo(first.getBody().get("orderId"));
		assertThat(other.getBody().get("orderId")).isNotEqualTo(first.getBody().get("orderId"));
		List<?> orders = this.rest.get()
			.uri(url("/api/accounts/" + userId + "/orders"))
			.retrieve()
			.toEntity(List.class)
			.getBody();
		assertThat(orders).hasSize(2);
		// two buys of 2 at 10.00 and 15.95 fee
		assertThat(this.trade.getAccountData(userId).balance()).isEqualByComparingTo("928.10");
	}

	@Test
	void aKeyReusedForAnotherOrderIsRefusedAndTradesNothing() {
		String userId = "ik:" + System.nanoTime() % 1_000_000_000;
		this.rest.post()
			.uri(url("/api/accounts"))
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw", "fullName", "Key User", "address", "1 Main", "email",
					"k@x", "creditCard", "42", "openBalance", new BigDecimal("1000.00")))
			.retrieve()
			.toBodilessEntity();
		signIn(userId);
		String symbol = "ik:" + System.nanoTime() % 100_000;
		this.trade.createQuote(symbol, "Key Co", new BigDecimal("10.00"));
		String another = symbol + "b";
		this.trade.createQuote(another, "Key Co B", new BigDecimal("10.00"));
		buy(userId, symbol, "order-9");

		BigDecimal balance = this.trade.getAccountData(userId).balance();

		for (ResponseEntity<Map<String, Object>> reused : List.of(buy(userId, another, "order-9", 2),
				buy(userId, symbol, "order-9", 3), sell(userId, "order-9"))) {
			assertThat(reused.getStatusCode()).isEqualTo(HttpStatus.UNPROCESSABLE_CONTENT);
			assertThat(reused.getBody()).containsEntry("reason", "REFUSED");
			assertThat((String) reused.getBody().get("detail")).contains("order-9", "was used for order");
		}
		assertThat(this.trade.getOrders(userId)).hasSize(1);
		assertThat(this.trade.getAccountData(userId).balance()).isEqualByComparingTo(balance);
		assertThat(buy(userId, symbol, "order-9", 2).getStatusCode()).isEqualTo(HttpStatus.CREATED);
	}

	private void signIn(String userId) {
		ResponseEntity<Void> session = this.rest.post()
			.uri(url("/api/sessions"))
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw"))
			.retrieve()
			.toBodilessEntity();
		assertThat(session.getStatusCode()).isEqualTo(HttpStatus.OK);
	}

	private ResponseEntity<Map<String, Object>> buy(String userId, String symbol, String key) {
		return buy(userId, symbol, key, 2);
	}

	private ResponseEntity<Map<String, Object>> buy(String userId, String symbol, String key, int quantity) {
		return order(userId, key, Map.of("type", "buy", "symbol", symbol, "quantity", quantity));
	}

	private ResponseEntity<Map<String, Object>> sell(String userId, String key) {
		int holdingId = this.trade.getHoldings(userId).get(0).holdingId();
		return order(userId, key, Map.of("type", "sell", "holdingId", holdingId));
	}

	private ResponseEntity<Map<String, Object>> order(String userId, String key, Map<String, Object> order) {
		return this.rest.post()
			.uri(url("/api/accounts/" + userId + "/orders"))
			.contentType(MediaType.APPLICATION_JSON)
			.header("Idempotency-Key", key)
			.body(order)
			.retrieve()
			.toEntity(RestApiIntegrationTests.JSON);
	}

}
