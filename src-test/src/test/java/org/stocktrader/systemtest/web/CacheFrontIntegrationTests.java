package org.stocktrader.systemtest.web;

import java.io.IOException;
import java.net.CookieManager;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP cache in front ({@code src-test/cluster/cache-front.sh}, nginx's
 * {@code proxy_cache}) serves the public pages a guest reads from its store, and never a
 * signed-in user's page: not the user's own pages, not a public page asked for with the
 * user's session, and not the user's page to a guest afterwards. Needs nginx
 * ({@code apt-get install nginx-light}).
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "trade.password-strength=4", "trade.http-cache.max-age=60s" })
@RealDatabase
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CacheFrontIntegrationTests {

	private static final Path NGINX = Path.of("/usr/sbin/nginx");

	@LocalServerPort
	int port;

	private Process front;

	private int frontPort;

	@BeforeAll
	void startTheFront() throws Exception {
		assertThat(NGINX).as("nginx, installed by bash .ci/install-test-tools").isExecutable();
		try (ServerSocket free = new ServerSocket(0)) {
			this.frontPort = free.getLocalPort();
		}
		Path script = Path.of("cluster", "cache-front.sh").toAbsolutePath();
		if (!Files.exists(script)) {
			script = Path.of("src-test", "cluster", "cache-front.sh").toAbsolutePath();
		}
		this.front = new ProcessBuilder(script.toString(), "--backend", "127.0.0.1:" + this.port, "--port",
				Integer.toString(this.frontPort))
			.redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.DISCARD)
			.start();
		HttpClient probe = HttpClient.newHttpClient();
		for (int attempt = 0; attempt < 100; attempt++) {
			try {
				probe.send(HttpRequest.newBuilder(front("/actuator/health/liveness")).build(),
						HttpResponse.BodyHandlers.discarding());
				return;
			}
			catch (IOException ex) {
				assertThat(this.front.isAlive()).as("the cache front runs").isTrue();
				this.front.waitFor(100, TimeUnit.MILLISECONDS);
			}
		}
		throw new AssertionError("the cache front did not start on port " + this.frontPort);
	}

	@AfterAll
	void stopTheFront() throws InterruptedException {
		if (this.front != null) {
			this.front.destroy();
			if (!this.front.waitFor(20, TimeUnit.SECONDS)) {
				this.front.destroyForcibly();
			}
		}
	}

	@Test
	void aGuestsPublicPageIsServedFromTheCache() throws Exception {
		HttpClient guest = client();
		HttpResponse<String> first = get(guest, "/register");
		HttpResponse<String> second = get(guest, "/register");

		assertThat(first.statusCode()).isEqualTo(200);
		assertThat(cacheStatus(first)).isIn("MISS", "HIT");
		assertThat(second.statusCode()).isEqualTo(200);
		assertThat(cacheStatus(second)).isEqualTo("HIT");
		assertThat(second.body()).isEqualTo(first.body());
	}

	@Test
	void aSignedInUsersPagesAreNeverServedFromTheCache() throws Exception {
		HttpClient guest = client();
		// a guest's copy of the welcome page is in the cache
		get(guest, "/welcome");
		assertThat(cacheStatus(get(guest, "/welcome"))).isEqualTo("HIT");

		HttpClient user = client();
		HttpResponse<String> login = send(user,
				HttpRequest.newBuilder(front("/login"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString("uid=uid:0&passwd=xxx"))
					.build());
		assertThat(login.statusCode()).isEqualTo(302);
		for (String path : List.of("/home", "/account", "/portfolio", "/welcome", "/home")) {
			HttpResponse<String> page = get(user, path);
			assertThat(page.statusCode()).as(path).isEqualTo(200);
			assertThat(cacheStatus(page)).as(path).isEqualTo("BYPASS");
			assertThat(page.headers().firstValue("Cache-Control")).as(path).hasValue("private, no-store");
		}
		assertThat(get(user, "/account").body()).contains("uid:0");

		// nothing of the user's was stored: a guest asking for the same pages is sent to
		// sign in, by the application
		HttpResponse<String> guestHome = get(guest, "/home");
		assertThat(guestHome.statusCode()).isEqualTo(302);
		assertThat(cacheStatus(guestHome)).isIn("MISS", "EXPIRED");
		assertThat(guestHome.body()).doesNotContain("uid:0");
	}

	private static String cacheStatus(HttpResponse<String> response) {
		return response.headers().firstValue("X-Cache-Status").orElse("none");
	}

	private static HttpClient client() {
		return HttpClient.newBuilder()
			.cookieHandler(new CookieManager())
			.followRedirects(HttpClient.Redirect.NEVER)
			.connectTimeout(Duration.ofSeconds(5))
			.build();
	}

	private URI front(String path) {
		return URI.create("http://127.0.0.1:" + this.frontPort + path);
	}

	private HttpResponse<String> get(HttpClient client, String path) throws IOException, InterruptedException {
		return send(client, HttpRequest.newBuilder(front(path)).build());
	}

	private static HttpResponse<String> send(HttpClient client, HttpRequest request)
			throws IOException, InterruptedException {
		return client.send(request, HttpResponse.BodyHandlers.ofString());
	}

}
