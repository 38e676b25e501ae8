package org.stocktrader.services.tls;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.TradeServicesApplication;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.util.TestSocketUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code trade.tls.self-signed=true} with {@code trade.tls.http=allow}: HTTPS on the
 * server's port with a certificate the JDK's keytool made for this run, and plain HTTP
 * serving the same on the second port (what the benchmark's {@code --tls} compares).
 */
@SpringBootTest(classes = TradeServicesApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "trade.tls.self-signed=true", "trade.tls.http=allow" })
@RealDatabase
class PlainHttpAllowedIntegrationTests {

	@TempDir
	static Path directory;

	static final int plainPort = TestSocketUtils.findAvailableTcpPort();

	@LocalServerPort
	int port;

	@DynamicPropertySource
	static void tls(DynamicPropertyRegistry registry) {
		registry.add("trade.tls.self-signed-dir", () -> directory.toString());
		registry.add("trade.tls.http-port", () -> plainPort);
	}

	static HttpResponse<String> get(HttpClient client, String url) throws Exception {
		return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
	}

	@Test
	void httpsAndPlainHttpServeTheSame() throws Exception {
		HttpClient trusting = HttpClient.newBuilder()
			.sslContext(SelfSignedCertificate.in(directory).bundle().createSslContext())
			.build();
		HttpResponse<String> overTls = get(trusting, "https://localhost:" + this.port + "/services/TradeServices?wsdl");
		HttpResponse<String> plain = get(trusting, "http://127.0.0.1:" + plainPort + "/services/TradeServices?wsdl");
		assertThat(overTls.statusCode()).isEqualTo(200);
		assertThat(plain.statusCode()).isEqualTo(200);
		// the same contract, each naming the address it was read from
		assertThat(overTls.body()).contains("ITradeServices",
				"https://localhost:" + this.port + "/services/TradeServices");
		assertThat(plain.body()).contains("ITradeServices",
				"http://127.0.0.1:" + plainPort + "/services/TradeServices");
	}

	@Test
	void theCertificateNamesLocalhostAndIsKeptForTheNextStart() throws Exception {
		SelfSignedCertificate files = SelfSignedCertificate.in(directory);
		KeyStore keys = KeyStore.getInstance("PKCS12");
		try (var in = Files.newInputStream(files.keyStore())) {
			keys.load(in, SelfSignedCertificate.PASSWORD.toCharArray());
		}
		X509Certificate certificate = (X509Certificate) keys.getCertificate(SelfSignedCertificate.ALIAS);
		assertThat(certificate.getSubjectAlternativeNames()).contains(List.of(2, "localhost"), List.of(7, "127.0.0.1"));
		assertThat(Files.readString(files.certificate())).startsWith("-----BEGIN CERTIFICATE-----");
		byte[] before = Files.readAllBytes(files.keyStore());
		assertThat(Files.readAllBytes(SelfSignedCertificate.in(directory).keyStore())).isEqualTo(before);
	}

}
