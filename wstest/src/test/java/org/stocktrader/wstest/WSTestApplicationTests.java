package org.stocktrader.wstest;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * WSTest on its own, started as {@code java -jar} starts it: SOAP at
 * {@code /services/WSTestService}, JSON under {@code /wstest/api}.
 */
class WSTestApplicationTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	@Test
	void standaloneServesSoapUnderServicesAndJsonUnderApi() throws Exception {
		try (ConfigurableApplicationContext context = WSTestApplication.application().run("--server.port=0")) {
			int port = ((WebServerApplicationContext) context).getWebServer().getPort();
			String base = "http://localhost:" + port;

			HttpResponse<String> wsdl = send(HttpRequest.newBuilder(URI.create(base + "/services/WSTestService?wsdl")));
			assertThat(wsdl.statusCode()).isEqualTo(200);
			assertThat(wsdl.body()).contains("location=\"" + base + "/services/WSTestService\"");

			HttpResponse<String> echoVoid = send(HttpRequest.newBuilder(URI.create(base + "/services/WSTestService"))
				.header("Content-Type", "text/xml; charset=utf-8")
				.header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoVoid\"")
				.POST(HttpRequest.BodyPublishers
					.ofString(WSTestData.envelope("<EchoVoid xmlns=\"" + WSTestData.NAMESPACE + "\"/>"))));
			assertThat(XmlTrees.bodyContent(echoVoid.body()).getLocalName()).isEqualTo("EchoVoidResponse");

			// the longest list, nested 400 deep, on the standalone's virtual threads
			HttpResponse<String> echoList = send(HttpRequest.newBuilder(URI.create(base + "/services/WSTestService"))
				.header("Content-Type", "text/xml; charset=utf-8")
				.header("SOAPAction", "\"uri:WSTestWeb-TestService/EchoList\"")
				.POST(HttpRequest.BodyPublishers.ofString(WSTestData.echoListEnvelope(400))));
			assertThat(echoList.statusCode()).isEqualTo(200);
			assertThat(echoList.body()).contains("<i>399</i>");

			HttpResponse<String> json = send(HttpRequest.newBuilder(URI.create(base + "/wstest/api/EchoList"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"i\":3,\"f\":1.5,\"s\":\"x\"}")));
			assertThat(json.statusCode()).isEqualTo(200);
			assertThat(json.body()).contains("\"i\":3");

			assertThat(
					send(HttpRequest.newBuilder(URI.create(base + "/wstest/services/WSTestService?wsdl"))).statusCode())
				.isEqualTo(404);
		}
	}

	@Test
	void standaloneListensOnTheLoopbackAddressOnlyAndOnPort8090ByDefault() throws Exception {
		assertThat(WSTestApplication.STANDALONE_DEFAULTS).containsEntry("server.port", 8090);
		try (ConfigurableApplicationContext context = WSTestApplication.application().run("--server.port=0")) {
			int port = ((WebServerApplicationContext) context).getWebServer().getPort();
			assertThat(send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/wstest/api/EchoList"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"i\":1,\"f\":1.0,\"s\":\"x\"}"))).statusCode())
				.isEqualTo(200);
			if (ListeningSockets.available()) {
				assertThat(ListeningSockets.addresses(port)).containsExactly("127.0.0.1");
			}
		}
		try (ConfigurableApplicationContext context = WSTestApplication.application()
			.run("--server.port=0", "--server.address=0.0.0.0")) {
			int port = ((WebServerApplicationContext) context).getWebServer().getPort();
			if (ListeningSockets.available()) {
				// every interface: Java's dual-stack socket shows the IPv6 wildcard
				assertThat(ListeningSockets.addresses(port)).isNotEmpty()
					.allMatch((address) -> address.equals("0.0.0.0") || address.equals("::"), "a wildcard address");
			}
		}
	}

	private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

}
