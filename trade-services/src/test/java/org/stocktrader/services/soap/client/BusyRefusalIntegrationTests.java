package org.stocktrader.services.soap.client;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;
import org.stocktrader.services.soap.TradeFaultDetail;
import org.stocktrader.services.trade.BusyException;
import org.stocktrader.services.trade.TradeService;
import org.w3c.dom.Element;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.TestPropertySource;
import org.springframework.web.client.RestClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The backlog limit of the asynchronous mode as each facade's caller sees it: a node that
 * only places orders (its processor is off, so they stay open) with a backlog of two.
 * Past it, REST answers a 503 problem, SOAP a {@code Server} fault with reason
 * {@code BUSY}, and the SOAP client of a web tier throws {@link BusyException} (its pages
 * show the busy message); none leaves an order or moves money.
 */
@TestPropertySource(properties = { "trade.processing-mode=asynchronous", "trade.order-processor.enabled=false",
		"trade.order-processor.max-backlog=2" })
class BusyRefusalIntegrationTests extends ServicesIntegrationTestSupport {

	private static final ParameterizedTypeReference<Map<String, Object>> JSON = new ParameterizedTypeReference<>() {
	};

	private final AtomicReference<String> sessionCookie = new AtomicReference<>();

	/** A REST client sending the session cookie the server last set. */
	private final RestClient rest = RestClient.builder().requestInterceptor((request, body, execution) -> {
		if (this.sessionCookie.get() != null) {
			request.getHeaders().add(HttpHeaders.COOKIE, this.sessionCookie.get());
		}
		ClientHttpResponse response = execution.execute(request, body);
		response.getHeaders()
			.getOrEmpty(HttpHeaders.SET_COOKIE)
			.stream()
			.filter((cookie) -> cookie.startsWith("JSESSIONID="))
			.forEach((cookie) -> this.sessionCookie.set(cookie.split(";", 2)[0]));
		return response;
	}).defaultStatusHandler((status) -> true, (request, response) -> {
	}).build();

	@Autowired
	OrderRepository orders;

	@Autowired
	JdbcClient jdbc;

	@Test
	void pastTheBacklogEveryFacadeRefusesAtOnceAsBusyAndPlacesNothing() {
		String symbol = "bz:" + System.nanoTime() % 100_000;
		this.trade.createQuote(symbol, "Busy Co", new BigDecimal("10.00"));
		cancelOpenOrders();
		String filler = register("bf");
		this.trade.buy(filler, symbol, 1);
		this.trade.buy(filler, symbol, 1);
		String userId = register("bz");

		signIn(userId);
		ResponseEntity<Map<String, Object>> restAnswer = this.rest.post()
			.uri(url("/api/accounts/" + userId + "/orders"))
			.contentType(MediaType.APPLICATION_JSON)
			.header("Idempotency-Key", "busy-1")
			.body(Map.of("type", "buy", "symbol", symbol, "quantity", 2))
			.retrieve()
			.toEntity(JSON);
		assertThat(restAnswer.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
		assertThat(restAnswer.getHeaders().getContentType()).hasToString("application/problem+json");
		assertThat(restAnswer.getBody()).containsEntry("reason", "BUSY");
		assertThat(restAnswer.getBody().get("detail")).asString().contains("try again");

		HttpResponse<String> soapAnswer = post("/services/TradeServices", "buy", envelope("<buy xmlns=\"" + NS
				+ "\"><userID>" + userId + "</userID><symbol>" + symbol + "</symbol><quantity>2</quantity></buy>"));
		assertThat(soapAnswer.statusCode()).isEqualTo(500);
		Element fault = bodyElement(soapAnswer.body());
		assertThat(child(fault, "faultcode").getTextContent()).endsWith(":Server");
		assertThat(child(fault, "faultstring").getTextContent()).contains("try again");
		Element reason = children(child(fault, "detail")).get(0);
		assertThat(reason.getNamespaceURI()).isEqualTo(TradeFaultDetail.NAMESPACE);
		assertThat(reason.getTextContent()).isEqualTo("BUSY");

		Bus bus = BusFactory.newInstance().createBus();
		try {
			TradeService webTierBackEnd = SoapClientConfiguration
				.soapTradeService(URI.create(url("/services/TradeServices")), new BackendProperties(BackendMode.SOAP,
						URI.create(url("/services/TradeServices")), null, null, null), null, bus);
			assertThatExceptionOfType(BusyException.class).isThrownBy(() -> webTierBackEnd.buy(userId, symbol, 2))
				.withMessageContaining("try again");
		}
		finally {
			bus.shutdown(true);
		}

		// nothing half-accepted: no order, no money moved, and the idempotency key is
		// free
		assertThat(this.trade.getOrders(userId)).isEmpty();
		assertThat(this.trade.getAccountData(userId).balance()).isEqualByComparingTo("1000.00");
		assertThat(this.orders.countOpen(10)).isEqualTo(2);
		cancelOpenOrders();
		ResponseEntity<Map<String, Object>> retried = this.rest.post()
			.uri(url("/api/accounts/" + userId + "/orders"))
			.contentType(MediaType.APPLICATION_JSON)
			.header("Idempotency-Key", "busy-1")
			.body(Map.of("type", "buy", "symbol", symbol, "quantity", 2))
			.retrieve()
			.toEntity(JSON);
		assertThat(retried.getStatusCode()).isEqualTo(HttpStatus.CREATED);
		assertThat(retried.getBody().get("status")).asString().isEqualToIgnoringCase("open");
		assertThat(this.trade.getOrders(userId)).hasSize(1);
	}

	private String register(String prefix) {
		String userId = prefix + ":" + System.nanoTime() % 1_000_000_000;
		this.trade
			.register(new Registration(userId, "pw", "Busy User", "1 Main", "b@x", "42", new BigDecimal("1000.00")));
		return userId;
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

	private void cancelOpenOrders() {
		for (int openId : this.jdbc.sql("select orderid from orders where orderstatus = 'open' order by orderid")
			.query(Integer.class)
			.list()) {
			this.trade.cancelOrder(openId);
		}
	}

}
