package org.stocktrader.wstest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.staxutils.StaxUtils;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Order;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;
import org.stocktrader.wstest.contract.TestServiceSoap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.stocktrader.wstest.WSTestData.aList;
import static org.stocktrader.wstest.WSTestData.aStructArray;
import static org.stocktrader.wstest.WSTestData.aSynthetic;

/**
 * The JSON operations under {@code /wstest/api} answer the same data as SOAP for the same
 * input, and report bad input as RFC 9457 problems.
 */
@SpringBootTest(classes = WSTestApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT)
class WSTestRestControllerIntegrationTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	private TestServiceSoap soap;

	@BeforeEach
	void soapClient() {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(TestServiceSoap.class);
		factory.setAddress("http://localhost:" + this.port + "/wstest/services/WSTestService");
		factory.setProperties(Map.of(StaxUtils.MAX_ELEMENT_DEPTH, 1000));
		this.soap = (TestServiceSoap) factory.create();
	}

	@Test
	void echoVoidAnswersNoContent() {
		HttpResponse<String> response = post("EchoVoid", "");

		assertThat(response.statusCode()).isEqualTo(204);
		assertThat(response.body()).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoStructAnswersWhatSoapAnswers(int size) {
		COfTestStruct json = JSON.readValue(ok("EchoStruct", aStructArray(size)), COfTestStruct.class);

		assertThat(json).usingRecursiveComparison().isEqualTo(this.soap.echoStruct(aStructArray(size)));
		assertThat(json.getL()).hasSize(size);
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoListAnswersWhatSoapAnswers(int size) {
		TestNode json = JSON.readValue(ok("EchoList", aList(size)), TestNode.class);

		assertThat(json).usingRecursiveComparison().isEqualTo(this.soap.echoList(aList(size)));
		assertThat(json).usingRecursiveComparison().isEqualTo(aList(size));
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoSyntheticAnswersWhatSoapAnswers(int size) {
		Synthetic json = JSON.readValue(ok("EchoSynthetic", aSynthetic(size)), Synthetic.class);

		assertThat(json).usingRecursiveComparison().isEqualTo(this.soap.echoSynthetic(aSynthetic(size)));
		assertThat(json.getBarray()).isEqualTo(WSTestData.bytes(size));
	}

	@ParameterizedTest
	@ValueSource(ints = { 0, 1, 20, 100 })
	void getOrderAnswersWhatSoapAnswers(int size) {
		Order json = JSON.readValue(ok("GetOrder", Map.of("orderId", 42, "customerId", 7, "messageSize", size)),
				Order.class);

		Order soap = this.soap.getOrder(42, 7, size);
		// both are "now": compared to the second, the rest field by field
		assertThat(json).usingRecursiveComparison()
			.ignoringFields("orderDate", "customer.lastActivityDate")
			.isEqualTo(soap);
		assertThat(json.getLineItems().getLineItem()).hasSize(size);
		assertThat(json.getOrderDate().toGregorianCalendar().toInstant())
			.isCloseTo(soap.getOrderDate().toGregorianCalendar().toInstant(), within(Duration.ofMinutes(1)));
	}

	@Test
	void jsonNamesFollowTheSoapElements() {
		JsonNode node = JSON.readTree(ok("EchoList", aList(2)));

		assertThat(node.get("i").asInt()).isZero();
		assertThat(node.get("f").asDouble()).isEqualTo(0.5);
		assertThat(node.get("s").asString()).isEqualTo("wstest 0");
		assertThat(node.get("next").get("i").asInt()).isEqualTo(1);
	}

	@ParameterizedTest
	@ValueSource(ints = { -1, 10_001, Integer.MAX_VALUE })
	void messageSizeOutOfRangeIsABadRequestProblem(int messageSize) {
		HttpResponse<String> response = post("GetOrder",
				JSON.writeValueAsString(Map.of("orderId", 1, "customerId", 1, "messageSize", messageSize)));

		assertProblem(response, 400, "messageSize must be between 0 and 10000, got " + messageSize);
	}

	@Test
	void listLongerThanTheCapIsABadRequestProblem() {
		HttpResponse<String> response = post("EchoList", JSON.writeValueAsString(aList(401)));

		assertProblem(response, 400, "EchoList accepts at most 400 nodes");
	}

	@Test
	void malformedJsonIsABadRequestProblem() {
		HttpResponse<String> response = post("EchoList", "{\"i\": 1, \"next\": {");

		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
		assertThat(JSON.readTree(response.body()).get("status").asInt()).isEqualTo(400);
	}

	@Test
	void bodyOverTheSizeLimitIsAContentTooLargeProblem() {
		String body = "{\"strng\":\"" + "x".repeat(4 * 1024 * 1024) + "\"}";

		assertProblem(post("EchoSynthetic", body), 413,
				"Request body of " + body.length() + " bytes is larger than the limit of 4194304 bytes");
	}

	@Test
	void chunkedBodyOverTheSizeLimitIsAContentTooLargeProblem() {
		byte[] body = ("{\"strng\":\"" + "x".repeat(5 * 1024 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
		HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port + "/wstest/api/EchoSynthetic"))
			.header("Content-Type", "application/json")
			// no declared length: the body is sent in chunks
			.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
			.build();

		HttpResponse<String> response = send(request);

		assertProblem(response, 413, "Request body is larger than the limit of 4194304 bytes");
	}

	private static void assertProblem(HttpResponse<String> response, int status, String detail) {
		assertThat(response.statusCode()).isEqualTo(status);
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		JsonNode problem = JSON.readTree(response.body());
		assertThat(problem.get("status").asInt()).isEqualTo(status);
		assertThat(problem.get("detail").asString()).isEqualTo(detail);
	}

	private String ok(String operation, Object body) {
		HttpResponse<String> response = post(operation, JSON.writeValueAsString(body));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
		return response.body();
	}

	private HttpResponse<String> post(String operation, String body) {
		HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port + "/wstest/api/" + operation))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
		return send(request);
	}

	private static HttpResponse<String> send(HttpRequest request) {
		try {
			return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new AssertionError(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new AssertionError(ex);
		}
	}

}
