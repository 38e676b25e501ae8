package org.stocktrader.systemtest.http;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An HTTP client for the application a system test started on a random port: without
 * cookies, each request on its own; or with a cookie jar, a trader's session, which
 * {@link #signedIn} opens on the login form. Requests time out after 30 seconds;
 * redirects are not followed, so a test sees each answer as sent.
 */
public final class AppHttp {

	/**
	 * The operator password the system tests configure ({@code trade.operator.password}).
	 */
	public static final String OPERATOR_PASSWORD = "operator-secret";

	private static final Duration TIMEOUT = Duration.ofSeconds(30);

	/** Without cookies a client keeps nothing between requests: one serves every test. */
	private static final HttpClient WITHOUT_COOKIES = HttpClient.newBuilder()
		.connectTimeout(Duration.ofSeconds(10))
		.build();

	private final HttpClient client;

	private final int port;

	private AppHttp(int port, HttpClient client) {
		this.port = port;
		this.client = client;
	}

	/** A client without cookies: no session, every request on its own. */
	public static AppHttp anonymous(int port) {
		return new AppHttp(port, WITHOUT_COOKIES);
	}

	/** A client with a cookie jar of its own, as a browser keeps a session. */
	public static AppHttp session(int port) {
		return new AppHttp(port,
				HttpClient.newBuilder()
					.connectTimeout(Duration.ofSeconds(10))
					.cookieHandler(new CookieManager())
					.build());
	}

	/**
	 * A session signed in with IBM Trade's login action, checked by the home page it
	 * answers with.
	 */
	public static AppHttp signedIn(int port, String userId, String password) {
		AppHttp session = session(port);
		HttpResponse<String> login = session.send(session.request("/app")
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers
				.ofString("action=login&uid=" + encode(userId) + "&passwd=" + encode(password))));
		assertThat(login.statusCode()).as("sign-in of %s", userId).isEqualTo(200);
		assertThat(login.body()).as("sign-in of %s", userId).contains("Welcome, " + userId);
		return session;
	}

	/** The value of an HTTP Basic {@code Authorization} header. */
	public static String basic(String credentials) {
		return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
	}

	/** The cookie-keeping (or not) client underneath, for requests of a test's own. */
	public HttpClient client() {
		return this.client;
	}

	public URI uri(String pathAndQuery) {
		return URI.create("http://localhost:" + this.port + pathAndQuery);
	}

	/** A request to the path (with its query) on the application. */
	public HttpRequest.Builder request(String pathAndQuery) {
		return HttpRequest.newBuilder(uri(pathAndQuery)).timeout(TIMEOUT);
	}

	/** GET without a credential. */
	public HttpResponse<String> get(String pathAndQuery) {
		return send(request(pathAndQuery));
	}

	/** GET with the operator credential. */
	public HttpResponse<String> asOperator(String pathAndQuery) {
		return send(request(pathAndQuery).header("Authorization", basic("operator:" + OPERATOR_PASSWORD)));
	}

	public HttpResponse<String> send(HttpRequest.Builder request) {
		try {
			return this.client.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

}
