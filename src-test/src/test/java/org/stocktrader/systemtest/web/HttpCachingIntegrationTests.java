package org.stocktrader.systemtest.web;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * HTTP caching on every public and private route of the assembled application: public
 * reads by a visitor without a session carry {@code Cache-Control: public, max-age} and
 * an {@code ETag}, and a conditional request naming it is answered 304; every page or
 * answer of a signed-in user, and every other REST answer, is {@code private, no-store}
 * with no {@code ETag}, and a conditional request gets the full answer.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.http-cache.max-age=7s" })
@RealDatabase
class HttpCachingIntegrationTests {

	private static final List<String> PUBLIC_STABLE_READS = List.of("/welcome", "/register", "/api/quotes/s:1",
			"/api/quotes?symbols=s:1,s:2", "/api/market-summary");

	private static final List<String> SIGNED_IN_PAGES = List.of("/home", "/account", "/portfolio",
			"/quotes?symbols=s:1", "/marketsummary", "/welcome", "/register", "/items/s:1",
			"/app?action=quotes&symbols=s:2");

	@LocalServerPort
	int port;

	@Autowired
	JdbcClient jdbc;

	@BeforeEach
	void storeAnItem() {
		this.jdbc
			.sql("""
					insert into item (symbol, name, content_type, content) values ('s:1', 'Chart of s:1', 'image/png', :content)
					on conflict (symbol) do nothing
					""")
			.param("content", new byte[] { 1, 2, 3 })
			.update();
	}

	@Test
	void publicReadsCarryAPublicMaxAgeAndAnETagAndAnswerAConditionalGetWith304() throws Exception {
		HttpClient guest = client();
		for (String path : PUBLIC_STABLE_READS) {
			HttpResponse<String> first = get(guest, path, null);
			assertThat(first.statusCode()).as(path).isEqualTo(200);
			assertThat(first.headers().firstValue("Cache-Control")).as(path).hasValue("max-age=7, public");
			assertThat(first.headers().firstValue("Set-Cookie")).as(path).isEmpty();
			String etag = first.headers().firstValue("ETag").orElseThrow(() -> new AssertionError(path + ": no ETag"));

			HttpResponse<String> again = get(guest, path, etag);

			assertThat(again.statusCode()).as(path).isEqualTo(304);
			assertThat(again.body()).as(path).isEmpty();
			assertThat(get(guest, path, "\"other\"").statusCode()).as(path).isEqualTo(200);
		}
	}

	@Test
	void theItemPageAndReadArePublicWithAnETagOfTheirOwnBytes() throws Exception {
		HttpClient guest = client();
		for (String path : List.of("/items/s:1", "/api/items/s:1")) {
			HttpResponse<String> answer = get(guest, path, null);
			assertThat(answer.statusCode()).as(path).isEqualTo(200);
			assertThat(answer.headers().firstValue("Cache-Control")).as(path).hasValue("max-age=7, public");
			assertThat(answer.headers().firstValue("ETag")).as(path).isPresent();
		}
	}

	@Test
	void everySignedInPageIsPrivateAndNoStoreWithoutAnETag() throws Exception {
		HttpClient user = client();
		HttpResponse<String> login = post(user, "/login", "uid=uid:0&passwd=xxx");
		assertThat(login.statusCode()).isEqualTo(302);

		for (String path : SIGNED_IN_PAGES) {
			HttpResponse<String> page = get(user, path, "\"anything\"");
			assertThat(page.statusCode()).as(path).isEqualTo(200);
			assertThat(page.headers().firstValue("Cache-Control")).as(path).hasValue("private, no-store");
			assertThat(page.headers().firstValue("ETag")).as(path).isEmpty();
		}
	}

	@Test
	void everyRestAnswerBesidesThePublicReadsIsPrivateAndNoStore() throws Exception {
		HttpClient user = client();
		HttpResponse<String> session = send(user,
				HttpRequest.newBuilder(uri("/api/sessions"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"uid:0\",\"password\":\"xxx\"}"))
					.build());
		assertThat(session.statusCode()).isEqualTo(200);
		assertThat(session.headers().firstValue("Cache-Control")).hasValue("private, no-store");

		for (String path : List.of("/api/accounts/uid:0", "/api/accounts/uid:0/holdings", "/api/accounts/uid:0/orders",
				"/api/accounts/uid:0/profile")) {
			HttpResponse<String> answer = get(user, path, null);
			assertThat(answer.statusCode()).as(path).isEqualTo(200);
			assertThat(answer.headers().firstValue("Cache-Control")).as(path).hasValue("private, no-store");
			assertThat(answer.headers().firstValue("ETag")).as(path).isEmpty();
		}
		HttpResponse<String> refused = get(client(), "/api/accounts/uid:0", null);
		assertThat(refused.statusCode()).isEqualTo(401);
		assertThat(refused.headers().firstValue("Cache-Control")).hasValue("private, no-store");
		// another user's account: refused, and not kept either
		HttpResponse<String> forbidden = get(user, "/api/accounts/uid:1", null);
		assertThat(forbidden.statusCode()).isEqualTo(403);
		assertThat(forbidden.headers().firstValue("Cache-Control")).hasValue("private, no-store");
	}

	@Test
	void aPostedPublicPageIsNotKept() throws Exception {
		HttpResponse<String> failedLogin = post(client(), "/login", "uid=uid:0&passwd=wrong");
		assertThat(failedLogin.headers().firstValue("Cache-Control")).hasValue("private, no-store");
		assertThat(failedLogin.headers().firstValue("ETag")).isEmpty();
	}

	private static HttpClient client() {
		return HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
	}

	private URI uri(String path) {
		return URI.create("http://127.0.0.1:" + this.port + path);
	}

	private HttpResponse<String> get(HttpClient client, String path, String ifNoneMatch)
			throws IOException, InterruptedException {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri(path));
		if (ifNoneMatch != null) {
			request.header("If-None-Match", ifNoneMatch);
		}
		return send(client, request.build());
	}

	private HttpResponse<String> post(HttpClient client, String path, String form)
			throws IOException, InterruptedException {
		return send(client,
				HttpRequest.newBuilder(uri(path))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString(form))
					.build());
	}

	private static HttpResponse<String> send(HttpClient client, HttpRequest request)
			throws IOException, InterruptedException {
		return client.send(request, HttpResponse.BodyHandlers.ofString());
	}

}
