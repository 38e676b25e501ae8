package org.stocktrader.web.session;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.services.trade.TradeService;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A changed password ends every signed-in session of its user, the pages' and the REST
 * API's: on every node with the shared sessions, and on the node with sessions in memory.
 * Other users stay signed in, and a password sent without the current one changes
 * nothing.
 */
class PasswordChangeEndsSessionsIntegrationTests {

	private static final String PASSWORD = "secret-19";

	private static String aUser(Node node, String userId) {
		node.bean(TradeService.class)
			.register(new Registration(userId, PASSWORD, "Password Change", "1 Node St.", "p@example.com", "1234",
					new BigDecimal("1000.00")));
		return userId;
	}

	private static String restSignIn(Node node, String userId) throws Exception {
		HttpResponse<String> signIn = node.json("POST", "/api/sessions", null,
				"{\"userId\": \"%s\", \"password\": \"%s\"}".formatted(userId, PASSWORD));
		assertThat(signIn.statusCode()).isEqualTo(200);
		return Node.cookie(signIn);
	}

	private static Map<String, String> profile(String password, String current) {
		return Map.of("fullName", "Password Change", "address", "1 Node St.", "email", "p@example.com", "creditCard",
				"1234", "password", password, "confirmPassword", password, "currentPassword", current);
	}

	private static void assertSignedIn(Node node, String cookie, boolean signedIn) throws Exception {
		HttpResponse<String> home = node.get("/home", cookie);
		assertThat(home.statusCode()).isEqualTo(signedIn ? 200 : 302);
	}

	@Test
	void aChangeOnOneNodeEndsEverySessionOfTheUserOnEveryNode() throws Exception {
		String database = TestDatabase.freshDatabase();
		try (Node a = Node.start(database, List.of()); Node b = Node.start(database, List.of())) {
			String user = aUser(a, "pc:shared");
			String other = aUser(a, "pc:other");
			String onA = a.signIn(user, PASSWORD);
			String onB = b.signIn(user, PASSWORD);
			String rest = restSignIn(a, user);
			String othersSession = b.signIn(other, PASSWORD);

			HttpResponse<String> refused = b.post("/account", onB, profile("changed-19", "wrong"));
			assertThat(refused.statusCode()).isEqualTo(200);
			assertThat(refused.body()).contains("enter your current password correctly");
			assertSignedIn(a, onA, true);

			HttpResponse<String> changed = b.post("/account", onB, profile("changed-19", PASSWORD));
			assertThat(changed.statusCode()).isEqualTo(302);
			assertThat(changed.headers().firstValue("Location"))
				.hasValueSatisfying((location) -> assertThat(location).endsWith("/welcome"));
			a.awaitSessionChanges();
			b.awaitSessionChanges();

			assertSignedIn(a, onA, false);
			assertSignedIn(b, onA, false);
			assertSignedIn(a, onB, false);
			assertThat(b.json("GET", "/api/accounts/" + user, rest, null).statusCode()).isEqualTo(401);
			assertSignedIn(a, othersSession, true);
			assertThat(a.bean(TradeService.class).login(user, "changed-19")).isPresent();
		}
	}

	@Test
	void aChangeEndsEverySessionOfTheUserWithSessionsInMemory() throws Exception {
		try (Node node = Node.start(TestDatabase.freshDatabase(), List.of(), "trade.web.sessions=memory")) {
			String user = aUser(node, "pc:memory");
			String other = aUser(node, "pc:memory-other");
			String page = node.signIn(user, PASSWORD);
			String second = node.signIn(user, PASSWORD);
			String rest = restSignIn(node, user);
			String othersSession = node.signIn(other, PASSWORD);
			assertThat(node.bean(SignedInSessions.class).sessionsOf(user)).isEqualTo(3);

			HttpResponse<String> changed = node.post("/account", page, profile("changed-19", PASSWORD));
			assertThat(changed.statusCode()).isEqualTo(302);

			assertSignedIn(node, page, false);
			assertSignedIn(node, second, false);
			assertThat(node.json("GET", "/api/accounts/" + user, rest, null).statusCode()).isEqualTo(401);
			assertSignedIn(node, othersSession, true);
			assertThat(node.bean(SignedInSessions.class).sessionsOf(user)).isZero();
		}
	}

}
