package org.stocktrader.systemtest.operations;

import java.net.CookieManager;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.systemtest.http.AppHttp;
import org.stocktrader.web.StockTraderApplication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Readiness follows the database: while the node's database refuses connections the
 * readiness probe answers 503 DOWN (liveness stays UP: restarting would not help), and it
 * is UP again once the database is back. Meanwhile every façade answers a request that
 * needs the database as a busy service, to be retried: 503 with {@code Retry-After} as a
 * problem (REST) or the error page (pages), a {@code soap:Server} fault (SOAP); and the
 * session, stored in the database, survives the outage.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.operator.password=" + AppHttp.OPERATOR_PASSWORD,
				"spring.datasource.hikari.connection-timeout=1000", "spring.datasource.hikari.validation-timeout=500" })
@RealDatabase
class ReadinessWithoutDatabaseIntegrationTests {

	private static final Duration DEADLINE = Duration.ofSeconds(60);

	private static final JsonMapper json = JsonMapper.builder().build();

	@LocalServerPort
	int port;

	@Value("${spring.datasource.url}")
	String url;

	@Value("${spring.datasource.username}")
	String user;

	@Value("${spring.datasource.password}")
	String password;

	@Value("${stocktrader.test.database}")
	String database;

	@Test
	void readinessIsDownWhileTheDatabaseRefusesConnections() throws SQLException {
		AppHttp http = AppHttp.anonymous(this.port);
		poll(http, (answer) -> answer.statusCode() == 200);
		allowConnections(false);
		try {
			HttpResponse<String> down = poll(http, (answer) -> answer.statusCode() == 503);
			assertThat(down.body()).contains("\"status\":\"DOWN\"").doesNotContain("components");
			assertThat(http.get("/actuator/health/liveness").statusCode()).isEqualTo(200);
			JsonNode details = json.readTree(http.asOperator("/actuator/health/readiness").body());
			assertThat(details.path("components").path("dbWrites").path("status").asString()).isEqualTo("DOWN");
		}
		finally {
			allowConnections(true);
		}
		HttpResponse<String> up = poll(http, (answer) -> answer.statusCode() == 200);
		assertThat(up.body()).contains("\"status\":\"UP\"");
	}

	@Test
	void requestsNeedingTheDatabaseAreAnsweredBusyWithRetryAfter() throws Exception {
		AppHttp http = AppHttp.anonymous(this.port);
		poll(http, (answer) -> answer.statusCode() == 200);
		HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
		HttpResponse<String> signIn = client.send(http.request("/api/sessions")
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"uid:0\",\"password\":\"xxx\"}"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(signIn.statusCode()).as(signIn.body()).isEqualTo(200);
		allowConnections(false);
		try {
			// the session is read in a filter, before any controller
			HttpResponse<String> rest = client.send(http.request("/api/accounts/uid:0").build(),
					HttpResponse.BodyHandlers.ofString());
			assertBusy(rest, "application/problem+json");
			assertThat(json.readTree(rest.body()).path("reason").asString()).isEqualTo("BUSY");
			HttpResponse<String> page = client.send(http.request("/home").header("Accept", "text/html").build(),
					HttpResponse.BodyHandlers.ofString());
			assertBusy(page, "text/html");
			assertThat(page.body()).contains("Sorry, that did not work");
			HttpResponse<String> soap = http.send(http.request("/services/TradeServices")
				.header("Content-Type", "text/xml;charset=UTF-8")
				.header("SOAPAction", "\"\"")
				.POST(HttpRequest.BodyPublishers.ofString("""
						<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>\
						<getAccountData xmlns="http://trade.samples.websphere.ibm.com"><userID>uid:0</userID>\
						</getAccountData></s:Body></s:Envelope>""")));
			assertThat(soap.statusCode()).as(soap.body()).isEqualTo(500);
			assertThat(soap.body()).contains("soap:Server").contains("try again shortly");
		}
		finally {
			allowConnections(true);
		}
		poll(http, (answer) -> answer.statusCode() == 200);
		HttpResponse<String> after = client.send(http.request("/api/accounts/uid:0").build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(after.statusCode()).as("still signed in after the outage: " + after.body()).isEqualTo(200);
	}

	private static void assertBusy(HttpResponse<String> answer, String type) {
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(503);
		assertThat(answer.headers().firstValue("Retry-After")).hasValue("5");
		assertThat(answer.headers().firstValue("Content-Type"))
			.hasValueSatisfying((value) -> assertThat(value).startsWith(type));
	}

	private static HttpResponse<String> poll(AppHttp http, Predicate<HttpResponse<String>> condition) {
		return await().atMost(DEADLINE)
			.pollInterval(Duration.ofMillis(200))
			.until(() -> http.get("/actuator/health/readiness"), condition);
	}

	/**
	 * Lets the test database accept connections or not; when not, also ends the
	 * connections it has, so the pool must open new ones.
	 */
	private void allowConnections(boolean allow) throws SQLException {
		PGSimpleDataSource admin = new PGSimpleDataSource();
		admin.setUrl(this.url.replace("/" + this.database, "/postgres"));
		admin.setUser(this.user);
		admin.setPassword(this.password);
		try (Connection connection = admin.getConnection(); Statement statement = connection.createStatement()) {
			// an identifier cannot be a parameter; the name is the test's own
			statement.execute("alter database " + this.database + " allow_connections " + allow);
			if (!allow) {
				try (PreparedStatement terminate = connection
					.prepareStatement("select pg_terminate_backend(pid) from pg_stat_activity where datname = ?")) {
					terminate.setString(1, this.database);
					terminate.execute();
				}
			}
		}
	}

}
