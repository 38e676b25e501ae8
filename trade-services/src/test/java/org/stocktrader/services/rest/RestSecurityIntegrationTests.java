package org.stocktrader.services.rest;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may call the REST API: every account route answers 401 (a problem) without a
 * session and 403 with another user's session, and changes nothing; a session is the
 * user's own until it is ended; the order operations by order id need the operator.
 */
class RestSecurityIntegrationTests extends ServicesIntegrationTestSupport {

	private static final HttpClient http = HttpClient.newHttpClient();

	private static int sequence;

	/** Every account route, for the user's account and (where it matters) holding. */
	static List<Route> accountRoutes(String userId, int holdingId, String symbol) {
		String account = "/api/accounts/" + userId;
		return List.of(new Route("GET", account, null), new Route("GET", account + "/profile", null), new Route("PUT",
				account + "/profile",
				"{\"password\":\"stolen\",\"fullName\":\"Mallory\",\"address\":\"x\",\"email\":\"m@x\",\"creditCard\":\"1\"}"),
				new Route("GET", account + "/holdings", null),
				new Route("GET", account + "/holdings/" + holdingId, null), new Route("GET", account + "/orders", null),
				new Route("GET", account + "/orders?top=true", null),
				new Route("POST", account + "/orders/closed", null),
				new Route("POST", account + "/orders",
						"{\"type\":\"buy\",\"symbol\":\"" + symbol + "\",\"quantity\":10}"),
				new Route("POST", account + "/orders", "{\"type\":\"sell\",\"holdingId\":" + holdingId + "}"));
	}

	static String aUserId() {
		return "rs:" + ProcessHandle.current().pid() + ":" + (++sequence);
	}

	/** A user with the password {@code pw}, one holding and one executed buy order. */
	String aTrader() {
		String userId = aUserId();
		this.trade.register(new Registration(userId, "pw", "Owner " + userId, "1 Main", "o@x", "4111",
				new BigDecimal("100000.00")));
		this.trade.buy(userId, aSymbol(), 10);
		return userId;
	}

	String aSymbol() {
		String symbol = "rsq:" + (++sequence);
		this.trade.createQuote(symbol, "Co " + symbol, new BigDecimal("10.00"));
		return symbol;
	}

	HttpResponse<String> send(String method, String path, String body, String cookie, String authorization) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url(path)))
			.method(method,
					(body != null) ? HttpRequest.BodyPublishers.ofString(body) : HttpRequest.BodyPublishers.noBody());
		if (body != null) {
			request.header("Content-Type", "application/json");
		}
		if (cookie != null) {
			request.header("Cookie", cookie);
		}
		if (authorization != null) {
			request.header("Authorization", authorization);
		}
		try {
			return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (java.io.IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	/** Signs in and answers the session cookie. */
	String signIn(String userId) {
		HttpResponse<String> response = send("POST", "/api/sessions",
				"{\"userId\":\"" + userId + "\",\"password\":\"pw\"}", null, null);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		String setCookie = response.headers().firstValue("Set-Cookie").orElseThrow();
		assertThat(setCookie).startsWith("JSESSIONID=").containsIgnoringCase("HttpOnly");
		return setCookie.substring(0, setCookie.indexOf(';'));
	}

	State state(String userId) {
		return new State(this.trade.getAccountData(userId), this.trade.getAccountProfileData(userId),
				this.trade.getHoldings(userId), this.trade.getOrders(userId));
	}

	int holdingId(String userId) {
		return this.trade.getHoldings(userId).get(0).holdingId();
	}

	@Test
	void everyAccountRouteNeedsASession() {
		String victim = aTrader();
		State before = state(victim);
		for (Route route : accountRoutes(victim, holdingId(victim), aSymbol())) {
			HttpResponse<String> response = send(route.method(), route.path(), route.body(), null, null);
			assertThat(response.statusCode()).as(route.toString()).isEqualTo(401);
			assertThat(response.headers().firstValue("Content-Type")).as(route.toString())
				.hasValue("application/problem+json;charset=UTF-8");
			assertThat(response.body()).as(route.toString()).contains("\"status\":401", "POST /api/sessions");
			assertThat(response.headers().firstValue("WWW-Authenticate")).isPresent();
		}
		assertThat(state(victim)).isEqualTo(before);
	}

	@Test
	void anotherUsersSessionIsForbiddenOnEveryAccountRoute() {
		String victim = aTrader();
		String attacker = aTrader();
		String attackerSession = signIn(attacker);
		State before = state(victim);
		State attackerBefore = state(attacker);
		for (Route route : accountRoutes(victim, holdingId(victim), aSymbol())) {
			HttpResponse<String> response = send(route.method(), route.path(), route.body(), attackerSession, null);
			assertThat(response.statusCode()).as(route.toString()).isEqualTo(403);
			assertThat(response.body()).as(route.toString()).contains("\"status\":403", "\"reason\":\"UNAUTHORISED\"");
		}
		assertThat(state(victim)).isEqualTo(before);
		assertThat(state(attacker)).isEqualTo(attackerBefore);
		assertThat(this.trade.login(victim, "pw")).isPresent();
	}

	@Test
	void ownSessionServesEveryAccountRoute() {
		String owner = aTrader();
		String session = signIn(owner);
		for (Route route : accountRoutes(owner, holdingId(owner), aSymbol())) {
			if (route.method().equals("PUT")) {
				continue;
			}
			HttpResponse<String> response = send(route.method(), route.path(), route.body(), session, null);
			assertThat(response.statusCode()).as(route + " " + response.body()).isBetween(200, 201);
		}
	}

	@Test
	void userIdsThatDifferOnlyInCaseOrSpacesAreOtherUsers() {
		String owner = aTrader();
		String session = signIn(owner);
		for (String other : List.of(owner.toUpperCase(java.util.Locale.ROOT), owner + " ", " " + owner)) {
			String path = "/api/accounts/"
					+ java.net.URLEncoder.encode(other, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
			assertThat(send("GET", path, null, session, null).statusCode()).as(other).isIn(400, 403);
		}
	}

	@Test
	void signingOutEndsTheSession() {
		String owner = aTrader();
		String session = signIn(owner);
		assertThat(send("GET", "/api/accounts/" + owner, null, session, null).statusCode()).isEqualTo(200);
		int logouts = this.trade.getAccountData(owner).logoutCount();
		assertThat(send("DELETE", "/api/sessions", null, session, null).statusCode()).isEqualTo(204);
		assertThat(this.trade.getAccountData(owner).logoutCount()).isEqualTo(logouts + 1);
		assertThat(send("GET", "/api/accounts/" + owner, null, session, null).statusCode()).isEqualTo(401);
		assertThat(send("DELETE", "/api/sessions", null, null, null).statusCode()).isEqualTo(204);
	}

	@Test
	void signingInStartsANewSession() {
		String owner = aTrader();
		String first = signIn(owner);
		HttpResponse<String> again = send("POST", "/api/sessions", "{\"userId\":\"" + owner + "\",\"password\":\"pw\"}",
				first, null);
		String second = again.headers().firstValue("Set-Cookie").orElseThrow();
		assertThat(second).doesNotStartWith(first + ";");
		assertThat(send("GET", "/api/accounts/" + owner, null, first, null).statusCode()).isEqualTo(401);
	}

	@Test
	void wrongPasswordGivesNoSession() {
		String owner = aTrader();
		HttpResponse<String> response = send("POST", "/api/sessions",
				"{\"userId\":\"" + owner + "\",\"password\":\"nope\"}", null, null);
		assertThat(response.statusCode()).isEqualTo(401);
		assertThat(response.headers().firstValue("Set-Cookie")).isEmpty();
	}

	@Test
	void publicRoutesNeedNoSession() {
		assertThat(send("GET", "/api/quotes/s:1", null, null, null).statusCode()).isIn(200, 404);
		assertThat(send("GET", "/api/quotes?symbols=s:1", null, null, null).statusCode()).isEqualTo(200);
		assertThat(send("GET", "/api/market-summary", null, null, null).statusCode()).isEqualTo(200);
		String userId = aUserId();
		assertThat(send("POST", "/api/accounts", "{\"userId\":\"" + userId
				+ "\",\"password\":\"pw\",\"fullName\":\"F\",\"address\":\"A\",\"email\":\"e@x\",\"creditCard\":\"1\",\"openBalance\":1000}",
				null, null)
			.statusCode()).isEqualTo(201);
	}

	@Test
	void orderOperationsByIdNeedTheOperator() {
		String owner = aTrader();
		String session = signIn(owner);
		int orderId = this.trade.getOrders(owner).get(0).orderId();
		for (String operation : List.of("completion", "cancellation")) {
			String path = "/api/orders/" + orderId + "/" + operation;
			assertThat(send("POST", path, null, null, null).statusCode()).isEqualTo(401);
			assertThat(send("POST", path, null, session, null).statusCode()).isEqualTo(403);
			assertThat(send("POST", path, null, null, basic(OPERATOR + ":wrong")).statusCode()).isEqualTo(401);
		}
		assertThat(send("POST", "/api/orders/" + orderId + "/completion", null, null,
				basic(OPERATOR + ":" + OPERATOR_PASSWORD))
			.statusCode()).isNotIn(401, 403);
	}

	@Test
	void openApiDocumentDeclaresTheSchemes() {
		HttpResponse<String> docs = send("GET", "/v3/api-docs", null, null, null);
		assertThat(docs.body()).contains("\"securitySchemes\"", "\"session\"", "\"in\":\"cookie\"", "\"JSESSIONID\"",
				"\"operator\"", "\"scheme\":\"basic\"", "\"security\":[{\"session\":[]}]");
	}

	/** A route: method, path and JSON body ({@code null}: none). */
	record Route(String method, String path, String body) {
	}

	/** What a refused request must leave alone. */
	record State(Account account, AccountProfile profile, List<Holding> holdings, List<Order> orders) {
	}

}
