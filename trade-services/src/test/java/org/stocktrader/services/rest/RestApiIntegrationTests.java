package org.stocktrader.services.rest;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.soap.contract.OrderDataBean;
import org.stocktrader.services.soap.contract.QuoteDataBean;

import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.client.RestClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The REST API on a running server: resources, problem details, the OpenAPI document, and
 * the same answers as the SOAP facade for every operation the two share.
 */
class RestApiIntegrationTests extends ServicesIntegrationTestSupport {

	static final ParameterizedTypeReference<Map<String, Object>> JSON = new ParameterizedTypeReference<>() {
	};

	static final ParameterizedTypeReference<List<Map<String, Object>>> JSON_LIST = new ParameterizedTypeReference<>() {
	};

	RestClient rest;

	ITradeServices soap;

	int sequence;

	@BeforeEach
	void clients() {
		this.rest = RestClient.builder()
			.baseUrl(url("/api"))
			.requestInterceptor(new SessionCookie())
			.defaultStatusHandler((status) -> true, (request, response) -> {
			})
			.build();
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(ITradeServices.class);
		factory.setAddress(url("/services/TradeServices"));
		this.soap = factory.create(ITradeServices.class);
	}

	String newUserId() {
		return "r:" + System.nanoTime() % 1_000_000_000 + ":" + (++this.sequence);
	}

	ResponseEntity<Map<String, Object>> register(String userId) {
		return this.rest.post()
			.uri("/accounts")
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw", "fullName", "Rest User", "address", "1 Main", "email",
					"r@x", "creditCard", "42", "openBalance", new BigDecimal("10000.00")))
			.retrieve()
			.toEntity(JSON);
	}

	/** Signs this client in as the user (password {@code pw}). */
	void signIn(String userId) {
		ResponseEntity<Map<String, Object>> session = this.rest.post()
			.uri("/sessions")
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw"))
			.retrieve()
			.toEntity(JSON);
		assertThat(session.getStatusCode()).isEqualTo(HttpStatus.OK);
	}

	ResponseEntity<Map<String, Object>> getJson(String path) {
		return this.rest.get().uri(path).retrieve().toEntity(JSON);
	}

	ResponseEntity<List<Map<String, Object>>> getList(String path) {
		return this.rest.get().uri(path).retrieve().toEntity(JSON_LIST);
	}

	String newSymbol(String price) {
		String symbol = "rq:" + (System.nanoTime() % 100_000) + (++this.sequence);
		this.trade.createQuote(symbol, "Rest Co " + symbol, new BigDecimal(price));
		return symbol;
	}

	ResponseEntity<Map<String, Object>> putProfile(String userId, Map<String, Object> body) {
		return this.rest.put()
			.uri("/accounts/{userId}/profile", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(body)
			.retrieve()
			.toEntity(JSON);
	}

	@Test
	void aNewPasswordNeedsTheCurrentOne() {
		String userId = newUserId();
		register(userId);
		signIn(userId);
		Map<String, Object> update = Map.of("fullName", "Renamed", "address", "2 Main", "email", "n@x", "creditCard",
				"43", "password", "new-pw");
		ResponseEntity<Map<String, Object>> refused = putProfile(userId, update);
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.FORBIDDEN);
		assertThat(refused.getBody()).containsEntry("reason", "UNAUTHORISED");
		Map<String, Object> wrong = new HashMap<>(update);
		wrong.put("currentPassword", "not-pw");
		assertThat(putProfile(userId, wrong).getStatusCode()).isEqualTo(HttpStatus.FORBIDDEN);
		assertThat(this.trade.login(userId, "new-pw")).isEmpty();
		assertThat(this.trade.getAccountProfileData(userId).fullName()).isEqualTo("Rest User");

		Map<String, Object> right = new HashMap<>(update);
		right.put("currentPassword", "pw");
		assertThat(putProfile(userId, right).getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(this.trade.login(userId, "new-pw")).isPresent();
	}

	@Test
	void registerCreatesTheAccountAndLoginAnswersIt() {
		String userId = newUserId();
		ResponseEntity<Map<String, Object>> created = register(userId);
		assertThat(created.getStatusCode()).isEqualTo(HttpStatus.CREATED);
		assertThat(created.getHeaders().getLocation()).hasToString("/api/accounts/" + userId);
		assertThat(created.getBody()).containsEntry("userId", userId);
		ResponseEntity<Map<String, Object>> login = this.rest.post()
			.uri("/sessions")
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "pw"))
			.retrieve()
			.toEntity(JSON);
		assertThat(login.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(login.getBody()).containsEntry("loginCount", 1);
	}

	@Test
	void wrongPasswordIsUnauthorizedProblem() {
		String userId = newUserId();
		register(userId);
		signIn(userId);
		ResponseEntity<Map<String, Object>> login = this.rest.post()
			.uri("/sessions")
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("userId", userId, "password", "nope"))
			.retrieve()
			.toEntity(JSON);
		assertThat(login.getStatusCode()).isEqualTo(HttpStatus.UNAUTHORIZED);
		assertThat(login.getHeaders().getContentType()).hasToString("application/problem+json");
	}

	@Test
	void errorsAreProblemDetails() {
		ResponseEntity<Map<String, Object>> notFound = getJson("/quotes/zz:none");
		assertThat(notFound.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(notFound.getHeaders().getContentType()).hasToString("application/problem+json");
		assertThat(notFound.getBody()).containsEntry("status", 404).containsKey("detail");
		String userId = newUserId();
		register(userId);
		signIn(userId);
		ResponseEntity<Map<String, Object>> noRoute = getJson("/no-such-resource/1");
		assertThat(noRoute.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(noRoute.getHeaders().getContentType()).hasToString("application/problem+json");
		assertThat(noRoute.getBody()).containsEntry("status", 404).containsEntry("reason", "NOT_FOUND");
		ResponseEntity<Map<String, Object>> duplicate = register(userId);
		assertThat(duplicate.getStatusCode()).isEqualTo(HttpStatus.CONFLICT);
		assertThat((String) duplicate.getBody().get("detail")).contains(userId);
		ResponseEntity<Map<String, Object>> invalid = this.rest.post()
			.uri("/accounts/{userId}/orders", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("type", "buy", "symbol", newSymbol("1.00"), "quantity", -3))
			.retrieve()
			.toEntity(JSON);
		assertThat(invalid.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
		assertThat(invalid.getBody()).containsEntry("status", 400);
	}

	@Test
	void ordersBuySellAndPartialSell() {
		String userId = newUserId();
		register(userId);
		signIn(userId);
		String symbol = newSymbol("10.00");
		ResponseEntity<Map<String, Object>> buy = this.rest.post()
			.uri("/accounts/{userId}/orders", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("type", "buy", "symbol", symbol, "quantity", 10))
			.retrieve()
			.toEntity(JSON);
		assertThat(buy.getStatusCode()).isEqualTo(HttpStatus.CREATED);
		int holdingId = (Integer) getList("/accounts/" + userId + "/holdings").getBody().get(0).get("holdingId");
		ResponseEntity<Map<String, Object>> partial = this.rest.post()
			.uri("/accounts/{userId}/orders", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("type", "sell", "holdingId", holdingId, "quantity", 4))
			.retrieve()
			.toEntity(JSON);
		assertThat(partial.getBody()).containsEntry("quantity", 4.0);
		assertThat(getJson("/accounts/" + userId + "/holdings/" + holdingId).getBody()).containsEntry("quantity", 6.0);
		this.rest.post()
			.uri("/accounts/{userId}/orders", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("type", "sell", "holdingId", holdingId))
			.retrieve()
			.toEntity(JSON);
		assertThat(getList("/accounts/" + userId + "/holdings").getBody()).isEmpty();
		assertThat(getList("/accounts/" + userId + "/orders").getBody()).hasSize(3);
	}

	@Test
	void profileIsReadAndUpdatedWithoutThePassword() {
		String userId = newUserId();
		register(userId);
		signIn(userId);
		assertThat(getJson("/accounts/" + userId + "/profile").getBody()).doesNotContainKey("password")
			.containsEntry("fullName", "Rest User");
		ResponseEntity<Map<String, Object>> updated = this.rest.put()
			.uri("/accounts/{userId}/profile", userId)
			.contentType(MediaType.APPLICATION_JSON)
			.body(Map.of("fullName", "Renamed", "address", "2 Main", "email", "n@x", "creditCard", "43"))
			.retrieve()
			.toEntity(JSON);
		assertThat(updated.getBody()).containsEntry("fullName", "Renamed");
		assertThat(this.trade.login(userId, "pw")).isPresent();
	}

	@Test
	void openApiDocumentDescribesTheApi() {
		ResponseEntity<String> docs = RestClient.create(url("/v3/api-docs")).get().retrieve().toEntity(String.class);
		assertThat(docs.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(docs.getBody()).contains("\"openapi\"", "/api/quotes/{symbol}", "/api/accounts/{userId}/orders",
				"/api/sessions", "/api/market-summary");
	}

	@Test
	void restAndSoapGiveTheSameAnswers() {
		String userId = newUserId();
		register(userId);
		signIn(userId);
		String symbol = newSymbol("20.00");
		String other = newSymbol("30.00");
		this.trade.buy(userId, symbol, 5);
		this.trade.buy(userId, other, 2);
		this.trade.getOrders(userId);

		Map<String, Object> quote = getJson("/quotes/" + symbol).getBody();
		sameQuote(quote, this.soap.getQuote(symbol));
		List<Map<String, Object>> quotes = getList("/quotes?symbols=" + symbol + "," + other).getBody();
		List<QuoteDataBean> soapQuotes = this.soap.getQuotes(symbol + "," + other).getQuoteDataBean();
		assertThat(quotes).hasSameSizeAs(soapQuotes);
		for (int i = 0; i < quotes.size(); i++) {
			sameQuote(quotes.get(i), soapQuotes.get(i));
		}
		assertThat(getList("/quotes").getBody()).hasSameSizeAs(this.soap.getAllQuotes().getQuoteDataBean());

		Map<String, Object> account = getJson("/accounts/" + userId).getBody();
		var soapAccount = this.soap.getAccountData(userId);
		assertThat(account).containsEntry("accountId", soapAccount.getAccountID())
			.containsEntry("userId", soapAccount.getProfileID())
			.containsEntry("loginCount", soapAccount.getLoginCount())
			.containsEntry("logoutCount", soapAccount.getLogoutCount());
		assertThat(new BigDecimal(account.get("balance").toString())).isEqualByComparingTo(soapAccount.getBalance());
		assertThat(new BigDecimal(account.get("openBalance").toString()))
			.isEqualByComparingTo(soapAccount.getOpenBalance());

		Map<String, Object> profile = getJson("/accounts/" + userId + "/profile").getBody();
		var soapProfile = this.soap.getAccountProfileData(userId);
		assertThat(profile).containsEntry("fullName", soapProfile.getFullName())
			.containsEntry("address", soapProfile.getAddress())
			.containsEntry("email", soapProfile.getEmail())
			.containsEntry("creditCard", soapProfile.getCreditCard());

		List<Map<String, Object>> holdings = getList("/accounts/" + userId + "/holdings").getBody();
		var soapHoldings = this.soap.getHoldings(userId).getHoldingDataBean();
		assertThat(holdings).hasSameSizeAs(soapHoldings);
		for (int i = 0; i < holdings.size(); i++) {
			assertThat(holdings.get(i)).containsEntry("holdingId", soapHoldings.get(i).getHoldingID())
				.containsEntry("symbol", soapHoldings.get(i).getQuoteID())
				.containsEntry("quantity", soapHoldings.get(i).getQuantity());
			assertThat(new BigDecimal(holdings.get(i).get("purchasePrice").toString()))
				.isEqualByComparingTo(soapHoldings.get(i).getPurchasePrice());
			assertThat(new BigDecimal(holdings.get(i).get("currentPrice").toString()))
				.isEqualByComparingTo(soapHoldings.get(i).getPrice());
		}
		int holdingId = soapHoldings.get(0).getHoldingID();
		assertThat(getJson("/accounts/" + userId + "/holdings/" + holdingId).getBody()).containsEntry("symbol",
				this.soap.getHolding(userId, holdingId).getQuoteID());

		sameOrders(getList("/accounts/" + userId + "/orders").getBody(),
				this.soap.getOrders(userId).getOrderDataBean());
		sameOrders(getList("/accounts/" + userId + "/orders?top=true").getBody(),
				this.soap.getTopOrders(userId).getOrderDataBean());

		Map<String, Object> summary = getJson("/market-summary").getBody();
		var soapSummary = this.soap.getMarketSummary();
		assertThat(new BigDecimal(summary.get("tsia").toString())).isEqualByComparingTo(soapSummary.getTSIA());
		assertThat(new BigDecimal(summary.get("openTsia").toString())).isEqualByComparingTo(soapSummary.getOpenTSIA());
		assertThat(summary).containsEntry("volume", soapSummary.getVolume());
	}

	static void sameQuote(Map<String, Object> rest, QuoteDataBean soap) {
		assertThat(rest).containsEntry("symbol", soap.getSymbol())
			.containsEntry("companyName", soap.getCompanyName())
			.containsEntry("change", soap.getChange())
			.containsEntry("volume", soap.getVolume());
		assertThat(new BigDecimal(rest.get("price").toString())).isEqualByComparingTo(soap.getPrice());
		assertThat(new BigDecimal(rest.get("open").toString())).isEqualByComparingTo(soap.getOpen());
		assertThat(new BigDecimal(rest.get("low").toString())).isEqualByComparingTo(soap.getLow());
		assertThat(new BigDecimal(rest.get("high").toString())).isEqualByComparingTo(soap.getHigh());
	}

	static void sameOrders(List<Map<String, Object>> rest, List<OrderDataBean> soap) {
		assertThat(rest).hasSameSizeAs(soap);
		for (int i = 0; i < rest.size(); i++) {
			assertThat(rest.get(i)).containsEntry("orderId", soap.get(i).getOrderID())
				.containsEntry("symbol", soap.get(i).getSymbol())
				.containsEntry("quantity", soap.get(i).getQuantity());
			assertThat(rest.get(i).get("type").toString()).isEqualToIgnoringCase(soap.get(i).getOrderType());
			assertThat(rest.get(i).get("status").toString()).isEqualToIgnoringCase(soap.get(i).getOrderStatus());
			assertThat(new BigDecimal(rest.get(i).get("orderFee").toString()))
				.isEqualByComparingTo(soap.get(i).getOrderFee());
		}
	}

}
