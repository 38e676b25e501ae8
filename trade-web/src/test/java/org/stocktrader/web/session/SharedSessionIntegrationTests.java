package org.stocktrader.web.session;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.StatementCounter;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.order.OrderTokens;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two nodes (two application contexts, each with its own web server and pool) on one
 * database, with the default shared sessions ({@code trade.web.sessions=jdbc}): a user
 * signed in on one node is signed in on the other, signed out everywhere by signing out
 * on either (once the other node has heard PostgreSQL's notification of the change), and
 * stays signed in when the node that signed them in stops; a page that changes nothing in
 * its session writes nothing, and reads it only when the node holds no copy of it.
 */
class SharedSessionIntegrationTests {

	private static final String PASSWORD = "secret-18";

	private static final String SYMBOL = "s:h18";

	private static final String NO_CLEANUP = "spring.session.jdbc.cleanup-cron=-";

	private static final AtomicInteger users = new AtomicInteger();

	private static String database;

	private static Node a;

	private static Node b;

	@BeforeAll
	static void twoNodes() {
		database = TestDatabase.freshDatabase();
		// no cleanup job: its statement would be counted with a page's
		a = Node.start(database, List.of(), NO_CLEANUP);
		b = Node.start(database, List.of(), NO_CLEANUP);
		a.bean(TradeService.class).createQuote(SYMBOL, "Shared Sessions Inc.", new BigDecimal("10.00"));
	}

	@AfterAll
	static void stopNodes() {
		a.close();
		b.close();
	}

	private static String aUser() {
		String userId = "h18:" + users.incrementAndGet();
		a.bean(TradeService.class)
			.register(new Registration(userId, PASSWORD, "Shared Session", "1 Node St.", "s@example.com", "1234",
					new BigDecimal("100000.00")));
		return userId;
	}

	@Test
	void signedInOnOneNodeIsSignedInOnTheOther() throws Exception {
		String user = aUser();
		String cookie = a.signIn(user, PASSWORD);

		HttpResponse<String> home = b.get("/home", cookie);

		assertThat(home.statusCode()).isEqualTo(200);
		assertThat(home.body()).contains("Welcome, " + user);
		assertThat(b.get("/portfolio", cookie).statusCode()).isEqualTo(200);
		// without the cookie, either node sends the visitor to the welcome page
		assertRedirectedTo(b.get("/home", null), "/welcome");
	}

	@Test
	void signedOutOnOneNodeIsSignedOutOnTheOther() throws Exception {
		String user = aUser();
		String cookie = a.signIn(user, PASSWORD);
		assertThat(a.get("/home", cookie).statusCode()).isEqualTo(200);

		assertThat(b.get("/logout", cookie).statusCode()).isEqualTo(302);
		a.awaitSessionChanges();

		assertRedirectedTo(a.get("/home", cookie), "/welcome");
	}

	@Test
	void aNodeServesASessionFromItsCopyUntilItEndsOnAnotherNode() throws Exception {
		String user = aUser();
		String cookie = a.signIn(user, PASSWORD);
		String quotes = "/app?action=quotes&symbols=" + SYMBOL;
		// the first page after sign-in notes in the session that no order is to report
		assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200);
		b.awaitSessionChanges();
		assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200);
		Count fromCopy = count(b.statements(), () -> assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200));
		assertThat(fromCopy.session()).as("session statements of a page served from the node's copy").isZero();

		assertThat(a.get("/logout", cookie).statusCode()).isEqualTo(302);
		b.awaitSessionChanges();

		assertRedirectedTo(b.get("/home", cookie), "/welcome");
		assertThat(a.get("/home", cookie).statusCode()).isEqualTo(302);
	}

	@Test
	void signingInAgainGivesANewSessionId() throws Exception {
		String user = aUser();
		String first = a.signIn(user, PASSWORD);
		HttpResponse<String> again = b.post("/login", first, Map.of("uid", user, "passwd", PASSWORD));
		assertThat(again.statusCode()).isEqualTo(302);
		String second = Node.cookie(again);

		assertThat(second).isNotEqualTo(first);
		a.awaitSessionChanges();
		assertThat(a.get("/home", second).statusCode()).isEqualTo(200);
		// the session id before sign-in is no longer a session (session fixation)
		assertThat(a.get("/home", first).statusCode()).isEqualTo(302);
	}

	@Test
	void theRestSessionIsShared() throws Exception {
		String user = aUser();
		HttpResponse<String> signIn = a.json("POST", "/api/sessions", null,
				"{\"userId\": \"%s\", \"password\": \"%s\"}".formatted(user, PASSWORD));
		assertThat(signIn.statusCode()).isEqualTo(200);
		String cookie = Node.cookie(signIn);
		assertThat(signIn.headers().allValues("Set-Cookie"))
			.anySatisfy((header) -> assertThat(header).startsWith("JSESSIONID=")
				.containsIgnoringCase("HttpOnly")
				.containsIgnoringCase("SameSite=Lax"));

		assertThat(b.json("GET", "/api/accounts/" + user, cookie, null).statusCode()).isEqualTo(200);
		assertThat(b.json("DELETE", "/api/sessions", cookie, null).statusCode()).isEqualTo(204);
		a.awaitSessionChanges();
		assertThat(a.json("GET", "/api/accounts/" + user, cookie, null).statusCode()).isEqualTo(401);
	}

	@Test
	void aSessionOutlivesTheNodeThatSignedItIn() throws Exception {
		String user = aUser();
		String cookie;
		try (Node c = Node.start(database, List.of(), NO_CLEANUP)) {
			cookie = c.signIn(user, PASSWORD);
			assertThat(c.get("/home", cookie).statusCode()).isEqualTo(200);
			// an order: the session counts it for the trade alert, and the confirmation
			// waits in the session (a flash attribute) for the next page
			HttpResponse<String> buy = c.post("/buy", cookie, Map.of("symbol", SYMBOL, "quantity", "3", "orderToken",
					c.bean(OrderTokens.class).pageNonce() + "-" + SYMBOL));
			assertRedirectedTo(buy, "/order");
		}

		HttpResponse<String> confirmation = b.get("/order", cookie);
		assertThat(confirmation.statusCode()).isEqualTo(200);
		assertThat(confirmation.body()).contains("3 shares of " + SYMBOL + " has been submitted");
		HttpResponse<String> home = b.get("/home", cookie);
		assertThat(home.statusCode()).isEqualTo(200);
		assertThat(home.body()).contains("Welcome, " + user);
	}

	@Test
	void anOrderFormSentTwiceOnTwoNodesPlacesOneOrder() throws Exception {
		String user = aUser();
		String cookie = a.signIn(user, PASSWORD);
		TradeService trade = a.bean(TradeService.class);
		int ordersBefore = trade.getOrders(user).size();
		Map<String, String> form = Map.of("symbol", SYMBOL, "quantity", "2", "orderToken",
				a.bean(OrderTokens.class).pageNonce() + "-" + SYMBOL);
		// a double submit, or a reload of the answer, reaching the other node
		assertThat(a.post("/buy", cookie, form).statusCode()).isEqualTo(302);
		assertThat(b.post("/buy", cookie, form).statusCode()).isEqualTo(302);
		assertThat(trade.getOrders(user)).hasSize(ordersBefore + 1);
	}

	@Test
	void aPageThatChangesNothingReadsItsSessionAtMostOnceAndWritesNothing() throws Exception {
		String user = aUser();
		StatementCounter counter = b.statements();
		String cookie = a.signIn(user, PASSWORD);
		String quotes = "/app?action=quotes&symbols=" + SYMBOL;
		// the first page after sign-in looks for orders to announce and notes that in
		// the session
		Count first = count(counter, () -> assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200));
		assertThat(first.session()).as("session statements of the first page after sign-in").isEqualTo(2);
		// the node dropped its copy when it wrote the change
		b.awaitSessionChanges();

		Count next = count(counter, () -> assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200));
		Count third = count(counter, () -> assertThat(b.get(quotes, cookie).statusCode()).isEqualTo(200));

		assertThat(next.session()).as("session statements of a page that changes nothing").isEqualTo(1);
		assertThat(next.transactions()).isZero();
		assertThat(third.session()).as("session statements once the node holds a copy").isZero();
		assertThat(third.transactions()).isZero();
	}

	@Test
	void theNodeThatSignsInServesTheSessionFromItsCopyUntilItEndsElsewhere() throws Exception {
		String user = aUser();
		String quotes = "/app?action=quotes&symbols=" + SYMBOL;
		// IBM Trade's login: a new session, nothing left to report
		HttpResponse<String> login = a.post("/app", null, Map.of("action", "login", "uid", user, "passwd", PASSWORD));
		assertThat(login.statusCode()).isEqualTo(200);
		String cookie = Node.cookie(login);
		// the sign-in's own notifications have arrived and left the copy as it was
		a.awaitSessionChanges();

		Count next = count(a.statements(), () -> assertThat(a.get(quotes, cookie).statusCode()).isEqualTo(200));
		assertThat(next.session()).as("session statements of the page after sign-in, on the same node").isZero();

		assertThat(b.get("/logout", cookie).statusCode()).isEqualTo(302);
		a.awaitSessionChanges();
		assertRedirectedTo(a.get("/home", cookie), "/welcome");
	}

	@Test
	void anIdWhoseSessionANodeEndedIsNotLookedUpThereAgain() throws Exception {
		String user = aUser();
		String cookie = a.signIn(user, PASSWORD);
		assertThat(a.get("/logout", cookie).statusCode()).isEqualTo(302);

		Count after = count(a.statements(), () -> assertThat(a.get("/home", cookie).statusCode()).isEqualTo(302));
		assertThat(after.session()).as("session statements of a page with the ended session's cookie").isZero();
		// the other node reads the store, where the session is gone
		assertThat(b.get("/home", cookie).statusCode()).isEqualTo(302);
	}

	private static void assertRedirectedTo(HttpResponse<String> response, String path) {
		assertThat(response.statusCode()).isEqualTo(302);
		assertThat(response.headers().firstValue("Location"))
			.hasValueSatisfying((location) -> assertThat(location).endsWith(path));
	}

	private static Count count(StatementCounter counter, Request request) throws Exception {
		long statements = counter.statements();
		long sessions = counter.sessionStatements();
		long transactions = counter.transactions();
		request.run();
		return new Count(counter.statements() - statements, counter.sessionStatements() - sessions,
				counter.transactions() - transactions);
	}

	private record Count(long statements, long session, long transactions) {

	}

	@FunctionalInterface
	private interface Request {

		void run() throws Exception;

	}

}
