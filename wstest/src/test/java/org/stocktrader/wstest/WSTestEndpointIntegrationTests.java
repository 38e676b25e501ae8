package org.stocktrader.wstest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import jakarta.xml.ws.WebServiceException;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.staxutils.StaxUtils;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.edge.ServicePages;
import org.stocktrader.wstest.contract.Address;
import org.stocktrader.wstest.contract.COfTestStruct;
import org.stocktrader.wstest.contract.Customer;
import org.stocktrader.wstest.contract.LineItem;
import org.stocktrader.wstest.contract.Order;
import org.stocktrader.wstest.contract.Synthetic;
import org.stocktrader.wstest.contract.TestNode;
import org.stocktrader.wstest.contract.TestServiceSoap;
import org.stocktrader.wstest.contract.TestStruct;
import org.w3c.dom.Element;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;
import static org.stocktrader.wstest.WSTestData.NAMESPACE;
import static org.stocktrader.wstest.WSTestData.aList;
import static org.stocktrader.wstest.WSTestData.aStructArray;
import static org.stocktrader.wstest.WSTestData.aSynthetic;
import static org.stocktrader.wstest.WSTestData.envelope;
import static org.stocktrader.wstest.WSTestData.expectedF;
import static org.stocktrader.wstest.WSTestData.expectedS;

/**
 * WSTest over SOAP as mounted in the main application ({@code /wstest/services}): a typed
 * client from the generated contract, raw envelopes checked element by element, and the
 * faults for bad or oversized input.
 */
@SpringBootTest(classes = WSTestApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT)
class WSTestEndpointIntegrationTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	@LocalServerPort
	private int port;

	private TestServiceSoap client;

	@BeforeEach
	void typedClient() {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(TestServiceSoap.class);
		factory.setAddress(address());
		// CXF clients read at most 100 levels by default, less than a 100-node list's
		// response
		factory.setProperties(Map.of(StaxUtils.MAX_ELEMENT_DEPTH, 1000));
		this.client = (TestServiceSoap) factory.create();
	}

	private String address() {
		return "http://localhost:" + this.port + "/wstest/services/WSTestService";
	}

	@Test
	void echoVoidAnswersEmptyResponse() {
		this.client.echoVoid();

		Element response = XmlTrees
			.bodyContent(post("EchoVoid", envelope("<EchoVoid xmlns=\"" + NAMESPACE + "\"/>"), 200));
		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoVoidResponse xmlns=\"" + NAMESPACE + "\"/>"));
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoStructReturnsEveryStruct(int size) {
		COfTestStruct echoed = this.client.echoStruct(aStructArray(size));

		assertThat(echoed.getL()).hasSize(size);
		for (int k = 0; k < size; k++) {
			TestStruct struct = echoed.getL().get(k);
			assertThat(struct.getI()).isEqualTo(k);
			assertThat(struct.getF()).isEqualTo(expectedF(k));
			assertThat(struct.getS()).isEqualTo(expectedS(k));
		}
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoListReturnsEveryNodeInOrder(int size) {
		TestNode node = this.client.echoList(aList(size));

		for (int k = 0; k < size; k++) {
			assertThat(node).as("node %d", k).isNotNull();
			assertThat(node.getI()).isEqualTo(k);
			assertThat(node.getF()).isEqualTo(expectedF(k));
			assertThat(node.getS()).isEqualTo(expectedS(k));
			node = node.getNext();
		}
		assertThat(node).isNull();
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void echoSyntheticReturnsStringStructAndBytes(int size) {
		Synthetic echoed = this.client.echoSynthetic(aSynthetic(size));

		assertThat(echoed.getStrng()).isEqualTo("wstest ".repeat(size));
		assertThat(echoed.getStrct().getI()).isEqualTo(size);
		assertThat(echoed.getStrct().getF()).isEqualTo(expectedF(size));
		assertThat(echoed.getStrct().getS()).isEqualTo(expectedS(size));
		assertThat(echoed.getBarray()).isEqualTo(WSTestData.bytes(size));
	}

	@Test
	void echoSyntheticEchoesAnEmptySynthetic() {
		Synthetic echoed = this.client.echoSynthetic(new Synthetic());

		assertThat(echoed.getStrng()).isNull();
		assertThat(echoed.getStrct()).isNull();
		assertThat(echoed.getBarray()).isNull();
	}

	@ParameterizedTest
	@ValueSource(ints = { 1, 20, 100 })
	void getOrderBuildsTheReferenceOrder(int size) {
		Order order = this.client.getOrder(42, 7, size);

		assertThat(order.getOrderId()).isEqualTo(42);
		assertThat(order.getOrderStatus()).isEqualTo(1);
		assertCloseToNow(order.getOrderDate().toXMLFormat());
		assertThat(order.getOrderTotalAmount()).isEqualTo(50f);
		Customer customer = order.getCustomer();
		assertThat(customer.getCustomerId()).isEqualTo(7);
		assertThat(customer.getContactFirstName()).isEqualTo("FirstName 7");
		assertThat(customer.getContactLastName()).isEqualTo("LastName 7");
		assertThat(customer.getContactPhone()).isEqualTo("425-882-8080");
		assertCloseToNow(customer.getLastActivityDate().toXMLFormat());
		assertThat(customer.getCreditCardNumber()).isEqualTo("892374389740");
		assertThat(customer.getCreditCardExpirationDate()).isEqualTo("12/12/2030");
		assertAddress(customer.getBillingAddress(), "Bill");
		assertAddress(customer.getShippingAddress(), "Ship");
		List<LineItem> items = order.getLineItems().getLineItem();
		assertThat(items).hasSize(size);
		for (int k = 0; k < size; k++) {
			LineItem item = items.get(k);
			assertThat(item.getOrderId()).isEqualTo(42);
			assertThat(item.getItemId()).isEqualTo(k + 1);
			assertThat(item.getProductId()).isEqualTo(k + 1);
			assertThat(item.getProductDescription()).isEqualTo("Test Product 7");
			assertThat(item.getOrderQuantity()).isEqualTo(1);
			assertThat(item.getUnitPrice()).isEqualTo(5f);
		}
	}

	@Test
	void getOrderOfSizeZeroHasNoLineItems() {
		assertThat(this.client.getOrder(1, 2, 0).getLineItems().getLineItem()).isEmpty();
	}

	private static void assertAddress(Address address, String kind) {
		assertThat(address.getFirstName()).isEqualTo(kind + " FirstName 7");
		assertThat(address.getLastName()).isEqualTo(kind + " LastName 7");
		assertThat(address.getAddress1()).isEqualTo(kind + " StreetAddress 7");
		assertThat(address.getAddress2()).isEqualTo("Street Address Line 2 7");
		assertThat(address.getCity()).isEqualTo("City 7");
		assertThat(address.getState()).isEqualTo("State 7");
		assertThat(address.getZip()).isEqualTo("12345");
	}

	private static void assertCloseToNow(String dateTime) {
		assertThat(OffsetDateTime.parse(dateTime)).isCloseTo(OffsetDateTime.now(), within(Duration.ofMinutes(1)));
	}

	@Test
	void rawEchoStructEnvelopeIsAnsweredElementByElement() {
		String request = envelope("<EchoStruct xmlns=\"" + NAMESPACE + "\"><array>"
				+ "<l><i>1</i><f>1.5</f><s>wstest</s></l>"
				+ "<l><i>2</i><f xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/><s>x</s></l>"
				+ "</array></EchoStruct>");

		Element response = XmlTrees.bodyContent(post("EchoStruct", request, 200));

		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoStructResponse xmlns=\"" + NAMESPACE
				+ "\"><EchoStructResult>" + "<l><i>1</i><f>1.5</f><s>wstest</s></l>"
				+ "<l><i>2</i><f xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/><s>x</s></l>"
				+ "</EchoStructResult></EchoStructResponse>"));
	}

	@Test
	void rawEchoListEnvelopeIsAnsweredElementByElement() {
		String request = envelope("<EchoList xmlns=\"" + NAMESPACE + "\"><list><i>1</i><f>1.5</f><s>a</s>"
				+ "<Next><i>2</i><f>2.5</f><s xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/></Next>"
				+ "</list></EchoList>");

		Element response = XmlTrees.bodyContent(post("EchoList", request, 200));

		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoListResponse xmlns=\"" + NAMESPACE
				+ "\"><EchoListResult><i>1</i><f>1.5</f><s>a</s>"
				+ "<Next><i>2</i><f>2.5</f><s xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/></Next>"
				+ "</EchoListResult></EchoListResponse>"));
	}

	/**
	 * Markup characters come back escaped as they were sent, a carriage return as a
	 * character reference (so that a parser keeps it), and characters outside ASCII as
	 * UTF-8.
	 */
	@Test
	void echoedTextIsEscapedAsXmlAndUnicodeComesBackAsItWasSent() {
		String markup = "&lt;b&gt;Ann &amp; \"Bob\"&lt;/b&gt; &gt; Zoë 😀";
		String text = markup + "&#xD;";
		String request = envelope(
				"<EchoList xmlns=\"" + NAMESPACE + "\"><list><i>1</i><f>1.5</f><s>" + text + "</s></list></EchoList>");

		String response = post("EchoList", request, 200);

		assertThat(response).containsPattern("<s>" + Pattern.quote(markup) + "&#(13|xD);</s>");
		assertThat(XmlTrees.bodyContent(response).getTextContent()).endsWith("<b>Ann & \"Bob\"</b> > Zoë 😀\r");
	}

	@Test
	void rawEchoListWithoutListAnswersWithoutResult() {
		Element response = XmlTrees
			.bodyContent(post("EchoList", envelope("<EchoList xmlns=\"" + NAMESPACE + "\"/>"), 200));

		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoListResponse xmlns=\"" + NAMESPACE + "\"/>"));
	}

	@Test
	void rawEchoSyntheticEnvelopeIsAnsweredElementByElement() {
		String bytes = Base64.getEncoder().encodeToString(new byte[] { 0, 1, 2, (byte) 255 });
		String synthetic = "<Strng>hello</Strng><Strct><i>3</i><f>3.25</f><s>s</s></Strct><Barray>" + bytes
				+ "</Barray>";

		Element response = XmlTrees.bodyContent(post("EchoSynthetic",
				envelope("<EchoSynthetic xmlns=\"" + NAMESPACE + "\"><synth>" + synthetic + "</synth></EchoSynthetic>"),
				200));

		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoSyntheticResponse xmlns=\"" + NAMESPACE
				+ "\"><EchoSyntheticResult>" + synthetic + "</EchoSyntheticResult></EchoSyntheticResponse>"));
	}

	@Test
	void rawGetOrderEnvelopeIsAnsweredElementByElement() {
		String request = envelope("<GetOrder xmlns=\"" + NAMESPACE
				+ "\"><orderId>5</orderId><customerId>9</customerId><messageSize>2</messageSize></GetOrder>");

		Element response = XmlTrees.bodyContent(post("GetOrder", request, 200));

		String address = "<FirstName>%1$s FirstName 9</FirstName><LastName>%1$s LastName 9</LastName>"
				+ "<Address1>%1$s StreetAddress 9</Address1><Address2>Street Address Line 2 9</Address2>"
				+ "<City>City 9</City><State>State 9</State><Zip>12345</Zip>";
		String item = "<LineItem><OrderId>5</OrderId><ItemId>%1$d</ItemId><ProductId>%1$d</ProductId>"
				+ "<ProductDescription>Test Product 9</ProductDescription><OrderQuantity>1</OrderQuantity>"
				+ "<UnitPrice>5.0</UnitPrice></LineItem>";
		XmlTrees.assertSameTree(response, XmlTrees.parse("<GetOrderResponse xmlns=\"" + NAMESPACE
				+ "\"><GetOrderResult><OrderId>5</OrderId><OrderStatus>1</OrderStatus><OrderDate>{now}</OrderDate>"
				+ "<OrderTotalAmount>50.0</OrderTotalAmount><Customer><CustomerId>9</CustomerId>"
				+ "<ContactFirstName>FirstName 9</ContactFirstName><ContactLastName>LastName 9</ContactLastName>"
				+ "<ContactPhone>425-882-8080</ContactPhone><LastActivityDate>{now}</LastActivityDate>"
				+ "<CreditCardNumber>892374389740</CreditCardNumber>"
				+ "<CreditCardExpirationDate>12/12/2030</CreditCardExpirationDate>" + "<BillingAddress>"
				+ address.formatted("Bill") + "</BillingAddress><ShippingAddress>" + address.formatted("Ship")
				+ "</ShippingAddress></Customer><LineItems>" + item.formatted(1) + item.formatted(2)
				+ "</LineItems></GetOrderResult></GetOrderResponse>"));
	}

	@Test
	void wsdlIsServedWithTheContract() {
		String wsdl = get(address() + "?wsdl");

		Element definitions = XmlTrees.parse(wsdl);
		assertThat(definitions.getAttribute("targetNamespace")).isEqualTo(NAMESPACE);
		assertThat(wsdl).contains("soapAction=\"uri:WSTestWeb-TestService/EchoList\"")
			.contains("<wsdl:service name=\"TestService\">")
			.contains("<wsdl:port binding=\"tns:TestServiceSoap\" name=\"TestServiceSoap\">")
			.contains("location=\"" + address() + "\"");
	}

	@Test
	void nilEchoVoidIsTheEmptyRequest() {
		Element response = XmlTrees.bodyContent(
				post("EchoVoid",
						envelope("<EchoVoid xmlns=\"" + NAMESPACE
								+ "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"),
						200));
		XmlTrees.assertSameTree(response, XmlTrees.parse("<EchoVoidResponse xmlns=\"" + NAMESPACE + "\"/>"));
	}

	@Test
	void nilRequestOfAnOperationWithParametersIsAClientFaultNamingNoJava() {
		String fault = post("GetOrder", envelope("<GetOrder xmlns=\"" + NAMESPACE
				+ "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"), 500);
		assertClientFault(fault, "GetOrder is nil");
		assertThat(fault).doesNotContain("org.stocktrader.", "java.", "()", "params [");
	}

	@Test
	void emptyBodyIsAClientFault() {
		assertClientFault(post("EchoVoid", envelope(""), 500), "Body is empty");
	}

	@Test
	void addressAnswersAHelpPageAndTheWholeWsdlInOneDocument() {
		HttpResponse<String> page = send(HttpRequest.newBuilder(URI.create(address())).GET().build());
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/html"));
		assertThat(page.body()).contains("TestService Service").contains(address() + "?wsdl");
		HttpResponse<String> single = send(HttpRequest.newBuilder(URI.create(address() + "?singleWsdl")).GET().build());
		assertThat(single.statusCode()).isEqualTo(200);
		assertThat(single.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/xml"));
		Element definitions = XmlTrees.parse(single.body());
		assertThat(definitions.getAttribute("targetNamespace")).isEqualTo(NAMESPACE);
		assertThat(single.body()).doesNotContain("schemaLocation", "wsdl:import", "xsd:include");
		assertThat(XmlTrees.parse(get(address() + "?disco")).getLocalName()).isEqualTo("discovery");
		assertThat(send(HttpRequest.newBuilder(URI.create(address() + "?xsd=xsd0")).GET().build()).statusCode())
			.isEqualTo(404);
	}

	@ParameterizedTest
	@ValueSource(strings = { "PUT", "DELETE", "OPTIONS" })
	void otherMethodsAreRefusedWith405(String method) {
		HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(address()))
			.method(method, HttpRequest.BodyPublishers.ofString("<x/>"))
			.build());
		assertThat(response.statusCode()).isEqualTo(405);
		assertThat(response.headers().firstValue("Allow")).hasValue(ServicePages.ALLOWED);
	}

	@Test
	void soapActionOfAnotherOperationIsAClientFault() {
		assertClientFault(post("GetOrder", envelope("<EchoVoid xmlns=\"" + NAMESPACE + "\"/>"), 500),
				"Expected {uri:WSTestWeb-TestService}GetOrder");
	}

	@Test
	void missingSoapActionIsDispatchedOnTheBody() {
		HttpRequest request = HttpRequest.newBuilder(URI.create(address()))
			.header("Content-Type", "text/xml; charset=utf-8")
			.POST(HttpRequest.BodyPublishers.ofString(envelope("<EchoVoid xmlns=\"" + NAMESPACE + "\"/>")))
			.build();

		HttpResponse<String> response = send(request);

		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(XmlTrees.bodyContent(response.body()).getLocalName()).isEqualTo("EchoVoidResponse");
	}

	@Test
	void malformedXmlIsAClientFault() {
		assertClientFault(post("EchoList", "<soap:Envelope xmlns:soap=\"" + XmlTrees.SOAP_ENV
				+ "\"><soap:Body><EchoList xmlns=\"" + NAMESPACE + "\"><list><i>1</i></li", 500), "Unexpected end");
	}

	@Test
	void wrongNamespaceIsAClientFault() {
		assertClientFault(
				post("EchoList", envelope("<EchoList xmlns=\"urn:not-wstest\"><list><i>1</i></list></EchoList>"), 500),
				"Unexpected wrapper element {urn:not-wstest}EchoList");
	}

	@Test
	void documentTypeDeclarationIsRefused() {
		String billionLaughs = "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;\">"
				+ "<!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;\">]>";
		String body = billionLaughs + envelope(
				"<EchoList xmlns=\"" + NAMESPACE + "\"><list><i>1</i><f>1</f><s>&lol3;</s></list></EchoList>");

		assertClientFault(post("EchoList", body, 500), "DTD");
	}

	@Test
	void externalEntityIsRefused() {
		String xxe = "<!DOCTYPE s [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>";
		String body = xxe + envelope(
				"<EchoList xmlns=\"" + NAMESPACE + "\"><list><i>1</i><f>1</f><s>&xxe;</s></list></EchoList>");

		String fault = post("EchoList", body, 500);

		assertClientFault(fault, "DTD");
		assertThat(fault).doesNotContain("root:");
	}

	@ParameterizedTest
	@ValueSource(ints = { -1, 10_001, Integer.MAX_VALUE, Integer.MIN_VALUE })
	void messageSizeOutOfRangeIsAClientFault(int messageSize) {
		assertClientFault(() -> this.client.getOrder(1, 1, messageSize),
				"messageSize must be between 0 and 10000, got " + messageSize);
	}

	@Test
	void largestMessageSizeIsServed() {
		assertThat(this.client.getOrder(1, 1, 10_000).getLineItems().getLineItem()).hasSize(10_000);
	}

	@Test
	void listLongerThanTheCapIsAClientFault() {
		assertThat(this.client.echoList(aList(400))).isNotNull();

		assertClientFault(() -> this.client.echoList(aList(401)), "EchoList accepts at most 400 nodes");
	}

	@Test
	void arrayLargerThanTheCapIsAClientFault() {
		assertThat(this.client.echoStruct(aStructArray(10_000)).getL()).hasSize(10_000);

		assertClientFault(() -> this.client.echoStruct(aStructArray(10_001)),
				"EchoStruct accepts at most 10000 structs, got 10001");
	}

	@Test
	void chunkedBodyOverTheSizeLimitIsAFault() throws IOException {
		// a chunked request has no Content-Length: the limit is counted while reading.
		// Sent on a socket of our own, so that the server's early answer is read however
		// far the sending got (a streaming client's writer may race with it)
		byte[] chunk = WSTestData.utf8("A".repeat(64 * 1024));
		long limit = 4L * 1024 * 1024;
		try (Socket socket = new Socket("localhost", this.port)) {
			socket.setSoTimeout(30_000);
			OutputStream out = socket.getOutputStream();
			InputStream in = socket.getInputStream();
			out.write(WSTestData.utf8("POST /wstest/services/WSTestService HTTP/1.1\r\nHost: localhost\r\n"
					+ "Content-Type: text/xml; charset=utf-8\r\nSOAPAction: \"uri:WSTestWeb-TestService/EchoSynthetic\"\r\n"
					+ "Transfer-Encoding: chunked\r\n\r\n"));
			writeChunk(out, WSTestData.utf8("<soap:Envelope xmlns:soap=\"" + XmlTrees.SOAP_ENV + "\"><soap:Body>"
					+ "<EchoSynthetic xmlns=\"" + NAMESPACE + "\"><synth><Barray>"));
			try {
				for (long sent = 0; sent < 2 * limit && in.available() == 0; sent += chunk.length) {
					writeChunk(out, chunk);
				}
				writeChunk(out, new byte[0]);
			}
			catch (IOException ex) {
				// the server answered and closed while we were still sending
			}
			String response = readResponse(in);

			assertThat(response).startsWith("HTTP/1.1 500");
			assertThat(response.substring(response.indexOf("<soap:Envelope")))
				.contains("Request body is larger than the limit of 4194304 bytes");
		}
	}

	@Test
	void declaredBodyOverTheSizeLimitIsRefusedBeforeReading() {
		String bytes = Base64.getEncoder().encodeToString(new byte[4 * 1024 * 1024]);
		String request = envelope("<EchoSynthetic xmlns=\"" + NAMESPACE + "\"><synth><Barray>" + bytes
				+ "</Barray></synth></EchoSynthetic>");

		assertClientFault(post("EchoSynthetic", request, 413),
				"Request body of " + request.length() + " bytes is larger than the limit of 4194304 bytes");
	}

	@Test
	void unreadableBodiesAreClientFaults() {
		byte[] garbage = new byte[300];
		for (int i = 0; i < garbage.length; i++) {
			garbage[i] = (byte) (i * 37 + 11);
		}
		for (String body : List.of(new String(garbage, StandardCharsets.ISO_8859_1), "hello", "\u0000\u0001<x",
				"<?xml version=\"1.0\"?><soap:Envelope")) {
			assertClientFault(post("EchoList", body, 500), "");
		}
	}

	@Test
	void millionNodeListIsRefusedWhileStreaming() throws IOException {
		int nodes = 1_000_000;
		byte[] node = WSTestData.utf8("<Next><i>1</i><f>1</f><s>x</s>");
		long fullSize = (long) nodes * node.length;
		try (Socket socket = new Socket("localhost", this.port)) {
			socket.setSoTimeout(30_000);
			OutputStream out = socket.getOutputStream();
			InputStream in = socket.getInputStream();
			out.write(WSTestData.utf8("POST /wstest/services/WSTestService HTTP/1.1\r\nHost: localhost\r\n"
					+ "Content-Type: text/xml; charset=utf-8\r\nSOAPAction: \"uri:WSTestWeb-TestService/EchoList\"\r\n"
					+ "Transfer-Encoding: chunked\r\n\r\n"));
			writeChunk(out, WSTestData.utf8("<soap:Envelope xmlns:soap=\"" + XmlTrees.SOAP_ENV + "\"><soap:Body>"
					+ "<EchoList xmlns=\"" + NAMESPACE + "\"><list><i>0</i><f>0</f><s>x</s>"));
			long sent = 0;
			byte[] chunk = WSTestData.utf8(new String(node, StandardCharsets.UTF_8).repeat(100));
			// stream the list until the server answers: it must stop reading long before
			// the end
			while (sent < fullSize && in.available() == 0) {
				try {
					writeChunk(out, chunk);
				}
				catch (IOException ex) {
					break;
				}
				sent += chunk.length;
			}
			String response = readResponse(in);

			assertThat(sent).isLessThan(fullSize / 2);
			assertThat(response).startsWith("HTTP/1.1 500");
			assertClientFault(response.substring(response.indexOf("<soap:Envelope")), "Maximum Element Depth");
		}
	}

	private static void writeChunk(OutputStream out, byte[] chunk) throws IOException {
		out.write(WSTestData.utf8(Integer.toHexString(chunk.length) + "\r\n"));
		out.write(chunk);
		out.write(WSTestData.utf8("\r\n"));
		out.flush();
	}

	private static String readResponse(InputStream in) throws IOException {
		ByteArrayOutputStream response = new ByteArrayOutputStream();
		byte[] buffer = new byte[8192];
		int n;
		// the server closes the connection after a fault, which ends the response
		while ((n = in.read(buffer)) > 0) {
			response.write(buffer, 0, n);
			if (response.toString(StandardCharsets.UTF_8).contains("</soap:Envelope>")) {
				break;
			}
		}
		return response.toString(StandardCharsets.UTF_8);
	}

	/** The typed client reports a SOAP fault as a WebServiceException caused by it. */
	private static void assertClientFault(Runnable call, String message) {
		assertThatExceptionOfType(WebServiceException.class).isThrownBy(call::run)
			.havingCause()
			.isInstanceOfSatisfying(SoapFault.class,
					(fault) -> assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Client"))
			.withMessage(message);
	}

	private static void assertClientFault(String envelope, String messagePart) {
		Element fault = XmlTrees.bodyContent(envelope);
		assertThat(fault.getNamespaceURI()).isEqualTo(XmlTrees.SOAP_ENV);
		assertThat(fault.getLocalName()).isEqualTo("Fault");
		List<Element> parts = XmlTrees.children(fault);
		assertThat(parts.get(0).getLocalName()).isEqualTo("faultcode");
		assertThat(parts.get(0).getTextContent()).endsWith(":Client");
		assertThat(parts.get(1).getLocalName()).isEqualTo("faultstring");
		assertThat(parts.get(1).getTextContent()).contains(messagePart);
	}

	private String post(String operation, String envelope, int expectedStatus) {
		HttpRequest request = HttpRequest.newBuilder(URI.create(address()))
			.header("Content-Type", "text/xml; charset=utf-8")
			.header("SOAPAction", "\"uri:WSTestWeb-TestService/" + operation + "\"")
			.POST(HttpRequest.BodyPublishers.ofString(envelope))
			.build();
		HttpResponse<String> response = send(request);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(expectedStatus);
		if (expectedStatus == 200) {
			assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
					(type) -> assertThat(type.toLowerCase()).startsWith("text/xml").contains("charset=utf-8"));
		}
		return response.body();
	}

	private static String get(String uri) {
		HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(uri)).GET().build());
		assertThat(response.statusCode()).isEqualTo(200);
		return response.body();
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
