package org.stocktrader.systemtest.assembly;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.web.StockTraderApplication;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.web.servlet.resource.ResourceUrlEncodingFilter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The whole reference deployment in one process answers every face at its documented
 * path, without a web session for the machine-facing ones: the pages, the REST API with
 * its OpenAPI document, the Trade SOAP service and WSTest.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = "trade.password-strength=4")
@RealDatabase
class AssembledApplicationIntegrationTests {

	private final HttpClient client = HttpClient.newHttpClient();

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Test
	void listensOnEveryInterface() throws Exception {
		assumeTrue(ListeningSockets.available(), "needs Linux's /proc/net/tcp");
		// the server a user deploys: every interface, IPv4 and IPv6 (Tomcat's default)
		assertThat(ListeningSockets.addresses(this.port)).isNotEmpty()
			.allMatch((address) -> address.equals("0.0.0.0") || address.equals("::"), "a wildcard address");
	}

	@Test
	void restApiAnswersWithoutAWebSession() throws Exception {
		HttpResponse<String> quote = get("/api/quotes/s:1");
		assertThat(quote.statusCode()).isEqualTo(200);
		assertThat(quote.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/json"));
		assertThat(quote.body()).contains("\"symbol\":\"s:1\"");
	}

	@Test
	void restErrorsAreProblemDetailsNotTheWelcomePage() throws Exception {
		HttpResponse<String> missing = get("/api/quotes/zz:404");
		assertThat(missing.statusCode()).isEqualTo(404);
		assertThat(missing.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
	}

	@Test
	void openApiDocumentAndSwaggerUiAreServed() throws Exception {
		HttpResponse<String> document = get("/v3/api-docs");
		assertThat(document.statusCode()).isEqualTo(200);
		assertThat(document.body()).contains("\"openapi\"").contains("/api/quotes");
		JsonNode api = JsonMapper.builder().build().readTree(document.body());
		// the trade orders and WSTest's JSON API's orders: two schemas, each its own
		JsonNode placed = api.at("/paths/~1api~1accounts~1{userId}~1orders/post/responses/201/content");
		assertThat(placed.findValue("$ref").asString()).isEqualTo("#/components/schemas/TradeOrder");
		assertThat(api.at("/components/schemas/TradeOrder/properties").has("accountId")).isTrue();
		assertThat(api.at("/components/schemas/Order/properties").has("customer")).isTrue();
		assertThat(api.at("/paths").has("/config/dashboard/samples")).isFalse();

		HttpResponse<String> ui = get("/swagger-ui/index.html");
		assertThat(ui.statusCode()).isEqualTo(200);
		assertThat(ui.body()).contains("swagger-ui-bundle.js").doesNotContain("<script>");
		assertThat(ui.headers().firstValue("Content-Security-Policy"))
			.hasValueSatisfying((policy) -> assertThat(policy).contains("script-src 'self'", "img-src 'self' data:"));
	}

	@Test
	void swaggerUiScriptsAreServedWithoutTheResourceUrlFilter() throws Exception {
		// the pages' asset links are hashed at start-up: no filter wraps every request
		// to rewrite them, though Swagger UI brings a WebJars locator
		assertThat(this.context.getBeanNamesForType(ResourceUrlEncodingFilter.class)).isEmpty();
		HttpResponse<String> bundle = get("/swagger-ui/swagger-ui-bundle.js");
		assertThat(bundle.statusCode()).isEqualTo(200);
		assertThat(bundle.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).contains("javascript"));
	}

	@Test
	void tradeServicesWsdlIsServed() throws Exception {
		HttpResponse<String> wsdl = get("/services/TradeServices?wsdl");
		assertThat(wsdl.statusCode()).isEqualTo(200);
		assertThat(wsdl.body()).contains("http://trade.samples.websphere.ibm.com").contains("ITradeServices");
	}

	@Test
	void wsTestWsdlIsServed() throws Exception {
		HttpResponse<String> wsdl = get("/wstest/services/WSTestService?wsdl");
		assertThat(wsdl.statusCode()).isEqualTo(200);
		assertThat(wsdl.body()).contains("uri:WSTestWeb-TestService").contains("EchoList");
	}

	@Test
	void wsTestJsonApiAnswersWithoutAWebSession() throws Exception {
		HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/wstest/api/GetOrder"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"orderId\":42,\"customerId\":7,\"messageSize\":20}"))
			.build();
		HttpResponse<String> order = this.client.send(request, HttpResponse.BodyHandlers.ofString());
		assertThat(order.statusCode()).isEqualTo(200);
		assertThat(order.body()).contains("Ship FirstName 7").contains("\"orderId\":42");
	}

	@Test
	void pagesStillNeedASignIn() throws Exception {
		HttpResponse<String> portfolio = get("/portfolio");
		assertThat(portfolio.statusCode()).isEqualTo(302);
		assertThat(portfolio.headers().firstValue("Location"))
			.hasValueSatisfying((location) -> assertThat(location).contains("/welcome"));
	}

	private HttpResponse<String> get(String path) throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path)).build();
		return this.client.send(request, HttpResponse.BodyHandlers.ofString());
	}

}
