package org.stocktrader.systemtest.tls;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import javax.net.ssl.SSLHandshakeException;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.configuration.jsse.TLSClientParameters;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.transport.http.HTTPConduit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.tls.SelfSignedCertificate;
import org.stocktrader.systemtest.http.AppNodes;

import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.pem.PemSslStoreBundle;
import org.springframework.boot.ssl.pem.PemSslStoreDetails;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.util.TestSocketUtils;
import org.springframework.util.FileSystemUtils;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Everything over HTTPS, with a certificate made by the JDK's {@code keytool} for this
 * run: a services node serving its certificate from an SSL bundle
 * ({@code server.ssl.bundle}) and redirecting its plain HTTP port
 * ({@code trade.tls.http=redirect}), and a web node with the self-signed certificate
 * ({@code trade.tls.self-signed}), no plain port, whose pages call the services node's
 * SOAP endpoint over HTTPS, trusting it through a PEM trust bundle
 * ({@code trade.backend.ssl-bundle}). The clients here trust the certificate through an
 * SSL bundle too; the JDK's default trust store does not know it.
 */
class TlsIntegrationTests {

	static Path directory;

	static SelfSignedCertificate certificate;

	static ConfigurableApplicationContext services;

	static ConfigurableApplicationContext web;

	static int servicesPort;

	static int servicesPlainPort;

	static int webPort;

	static HttpClient trusting;

	@BeforeAll
	static void start() throws IOException {
		directory = Files.createTempDirectory("stocktrader-tls");
		certificate = SelfSignedCertificate.in(directory);
		servicesPlainPort = TestSocketUtils.findAvailableTcpPort();
		services = AppNodes.start("server.port=0", "server.ssl.bundle=server",
				"spring.ssl.bundle.jks.server.keystore.type=PKCS12",
				"spring.ssl.bundle.jks.server.keystore.location=file:" + certificate.keyStore(),
				"spring.ssl.bundle.jks.server.keystore.password=" + SelfSignedCertificate.PASSWORD,
				"trade.tls.http=redirect", "trade.tls.http-port=" + servicesPlainPort);
		servicesPort = ((WebServerApplicationContext) services).getWebServer().getPort();
		web = AppNodes.start("server.port=0", "trade.tls.self-signed=true", "trade.tls.self-signed-dir=" + directory,
				"trade.backend.mode=SOAP",
				"trade.backend.url=https://localhost:" + servicesPort + "/services/TradeServices",
				"trade.backend.ssl-bundle=backend",
				"spring.ssl.bundle.pem.backend.truststore.certificate=file:" + certificate.certificate());
		webPort = ((WebServerApplicationContext) web).getWebServer().getPort();
		trusting = client(trustBundle());
	}

	@AfterAll
	static void stop() {
		AppNodes.stop(web, services);
		if (directory != null) {
			FileSystemUtils.deleteRecursively(directory.toFile());
		}
	}

	/** What a client is given to trust: the certificate in PEM, as an SSL bundle. */
	static SslBundle trustBundle() {
		return SslBundle
			.of(new PemSslStoreBundle(null, PemSslStoreDetails.forCertificate("file:" + certificate.certificate())));
	}

	static HttpClient client(SslBundle trust) {
		return HttpClient.newBuilder()
			.sslContext(trust.createSslContext())
			.cookieHandler(new CookieManager())
			.connectTimeout(Duration.ofSeconds(10))
			.build();
	}

	static HttpResponse<String> send(HttpClient client, HttpRequest request) throws Exception {
		return client.send(request, HttpResponse.BodyHandlers.ofString());
	}

	static HttpRequest.Builder request(String url) {
		return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30));
	}

	static HttpRequest form(String url, String body) {
		return request(url).header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
	}

	@Test
	void signInAndPagesOverHttpsThroughTheHttpsSoapBackEnd() throws Exception {
		CookieManager cookies = new CookieManager();
		HttpClient browser = HttpClient.newBuilder()
			.sslContext(trustBundle().createSslContext())
			.cookieHandler(cookies)
			.followRedirects(HttpClient.Redirect.NORMAL)
			.build();
		String app = "https://localhost:" + webPort + "/app";
		HttpResponse<String> home = send(browser, form(app, "action=login&uid=uid:0&passwd=xxx"));
		assertThat(home.statusCode()).isEqualTo(200);
		assertThat(home.body()).contains("Welcome, uid:0");
		assertThat(cookies.getCookieStore().getCookies()).isNotEmpty().allMatch(HttpCookie::getSecure);
		HttpResponse<String> portfolio = send(browser, request(app + "?action=portfolio").build());
		assertThat(portfolio.statusCode()).isEqualTo(200);
		assertThat(portfolio.body()).contains("Portfolio").doesNotContain("Sorry, that did not work");
		assertThat(web.getBean(LiveSettings.class).find("backend").orElseThrow().words())
			.startsWith("SOAP client to https://localhost:");
	}

	@Test
	void tradeOperationOverHttpsWithACxfClientTrustingTheBundle() {
		Bus bus = BusFactory.newInstance().createBus();
		try {
			JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
			factory.setBus(bus);
			factory.setServiceClass(ITradeServices.class);
			factory.setAddress("https://localhost:" + servicesPort + "/services/TradeServices");
			ITradeServices trade = factory.create(ITradeServices.class);
			TLSClientParameters tls = new TLSClientParameters();
			tls.setTrustManagers(trustBundle().getManagers().getTrustManagers());
			((HTTPConduit) ClientProxy.getClient(trade).getConduit()).setTlsClientParameters(tls);

			assertThat(trade.getQuote("s:1").getSymbol()).isEqualTo("s:1");
			assertThat(trade.login("uid:1", "xxx").getProfileID()).isEqualTo("uid:1");
		}
		finally {
			bus.shutdown(true);
		}
	}

	@Test
	void restReadAndSignedInCallOverHttps() throws Exception {
		String api = "https://localhost:" + servicesPort + "/api";
		HttpClient user = client(trustBundle());
		HttpResponse<String> quote = send(user, request(api + "/quotes/s:2").build());
		assertThat(quote.statusCode()).isEqualTo(200);
		assertThat(quote.body()).contains("\"s:2\"");
		HttpResponse<String> session = send(user,
				request(api + "/sessions").header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"userId\":\"uid:2\",\"password\":\"xxx\"}"))
					.build());
		assertThat(session.statusCode()).isEqualTo(200);
		HttpResponse<String> account = send(user, request(api + "/accounts/uid:2").build());
		assertThat(account.statusCode()).isEqualTo(200);
		assertThat(account.body()).contains("uid:2");
	}

	@Test
	void plainHttpIsRedirectedToHttpsKeepingPostAPost() throws Exception {
		String plain = "http://127.0.0.1:" + servicesPlainPort;
		HttpResponse<String> get = send(trusting, request(plain + "/api/quotes/s:3?x=1").build());
		assertThat(get.statusCode()).isEqualTo(301);
		assertThat(get.headers().firstValue("Location"))
			.hasValue("https://127.0.0.1:" + servicesPort + "/api/quotes/s:3?x=1");
		HttpResponse<String> post = send(trusting,
				request(plain + "/services/TradeServices").header("Content-Type", "text/xml; charset=utf-8")
					.POST(HttpRequest.BodyPublishers.ofString("<x/>"))
					.build());
		assertThat(post.statusCode()).isEqualTo(308);
		assertThat(post.headers().firstValue("Location"))
			.hasValue("https://127.0.0.1:" + servicesPort + "/services/TradeServices");
	}

	@Test
	void plainHttpToTheHttpsPortIsRefused() throws Exception {
		HttpResponse<String> plain = send(HttpClient.newHttpClient(),
				request("http://127.0.0.1:" + webPort + "/app").build());
		assertThat(plain.statusCode()).isEqualTo(400);
		assertThat(plain.body()).doesNotContain("StockTrader");
	}

	@Test
	void aClientThatDoesNotTrustTheCertificateIsRefused() {
		assertThatExceptionOfType(SSLHandshakeException.class).isThrownBy(
				() -> send(HttpClient.newHttpClient(), request("https://localhost:" + webPort + "/app").build()));
	}

}
