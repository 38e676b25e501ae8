package org.stocktrader.web.session;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.stocktrader.dal.db.StatementCounter;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.awaitility.Awaitility.await;

/**
 * One application node of a test cluster: the whole application on its own port, on a
 * database the nodes share, with the benchmark's statement counter. Its HTTP client
 * follows no redirects and keeps no cookies: a test passes the session cookie it wants,
 * to the node it wants.
 */
final class Node implements AutoCloseable {

	private static final HttpClient http = HttpClient.newBuilder()
		.connectTimeout(Duration.ofSeconds(10))
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	final ConfigurableApplicationContext context;

	final String baseUrl;

	private Node(ConfigurableApplicationContext context) {
		this.context = context;
		this.baseUrl = "http://127.0.0.1:" + context.getEnvironment().getRequiredProperty("local.server.port");
	}

	/**
	 * Starts a node on a database.
	 * @param databaseUrl the JDBC URL every node of the cluster shares
	 * @param sources extra configuration (a test's endpoints)
	 * @param properties extra settings ({@code name=value})
	 */
	static Node start(String databaseUrl, List<Class<?>> sources, String... properties) {
		List<String> settings = new ArrayList<>(List.of("server.port=0", "server.address=127.0.0.1",
				"spring.datasource.url=" + databaseUrl, "spring.datasource.username=" + TestDatabase.user(),
				"spring.datasource.password=" + TestDatabase.password(), "spring.datasource.hikari.maximum-pool-size=4",
				"trade.password-strength=4", "trade.bench.enabled=true", "spring.main.banner-mode=off"));
		settings.addAll(List.of(properties));
		List<Class<?>> all = new ArrayList<>(List.of(StockTraderApplication.class));
		all.addAll(sources);
		// as command-line arguments: above application.properties, as a test's settings
		// must be
		return new Node(new SpringApplicationBuilder(all.toArray(Class<?>[]::new))
			.run(settings.stream().map((setting) -> "--" + setting).toArray(String[]::new)));
	}

	/**
	 * Waits until this node has heard every session change PostgreSQL announced so far
	 * (ends, new ids, attributes): a marker announced after them arrives after them, on
	 * the node's one {@code LISTEN} connection.
	 */
	void awaitSessionChanges() {
		String marker = UUID.randomUUID().toString();
		JdbcClient.create(bean(DataSource.class))
			.sql("select pg_notify(:channel, :marker)")
			.param("channel", SessionCache.CHANNEL)
			.param("marker", marker)
			.query()
			.listOfRows();
		await().atMost(Duration.ofSeconds(30)).until(() -> marker.equals(bean(SessionCache.class).lastChange()));
	}

	<T> T bean(Class<T> type) {
		return this.context.getBean(type);
	}

	/** The node's statement counter (the benchmark's, {@code trade.bench.enabled}). */
	StatementCounter statements() {
		return (StatementCounter) bean(DataSource.class);
	}

	/**
	 * Signs in with the login form.
	 * @return the session cookie, {@code JSESSIONID=...}
	 */
	String signIn(String userId, String password) throws IOException, InterruptedException {
		HttpResponse<String> response = post("/login", null, Map.of("uid", userId, "passwd", password));
		if (response.statusCode() != 302 || !response.headers().firstValue("Location").orElse("").endsWith("/home")) {
			throw new IllegalStateException("Sign-in of " + userId + " answered " + response.statusCode());
		}
		return cookie(response);
	}

	/** The {@code JSESSIONID} cookie a response set, {@code JSESSIONID=...}. */
	static String cookie(HttpResponse<?> response) {
		return response.headers()
			.allValues("Set-Cookie")
			.stream()
			.filter((cookie) -> cookie.startsWith("JSESSIONID="))
			.map((cookie) -> cookie.substring(0, cookie.indexOf(';')))
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("No session cookie in " + response.headers()));
	}

	HttpResponse<String> get(String path, String cookie) throws IOException, InterruptedException {
		return send(request(path, cookie).GET());
	}

	HttpResponse<String> post(String path, String cookie, Map<String, String> form)
			throws IOException, InterruptedException {
		String body = form.entrySet()
			.stream()
			.map((entry) -> entry.getKey() + "=" + URLEncoder.encode(entry.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
		return send(request(path, cookie).header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(body)));
	}

	HttpResponse<String> json(String method, String path, String cookie, String body)
			throws IOException, InterruptedException {
		return send(request(path, cookie).header("Content-Type", "application/json")
			.method(method,
					(body != null) ? HttpRequest.BodyPublishers.ofString(body) : HttpRequest.BodyPublishers.noBody()));
	}

	private HttpRequest.Builder request(String path, String cookie) {
		HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(this.baseUrl + path))
			.timeout(Duration.ofSeconds(60));
		return (cookie != null) ? builder.header("Cookie", cookie) : builder;
	}

	private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	/** Stops the node as a graceful shutdown does (the context closes). */
	@Override
	public void close() {
		this.context.close();
	}

}
