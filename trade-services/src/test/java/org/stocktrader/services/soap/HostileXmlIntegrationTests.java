package org.stocktrader.services.soap;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hostile XML is refused with a fault, cheaply, and the server keeps serving: entity
 * expansion, external entities, oversized bodies and deep nesting.
 */
class HostileXmlIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	@AfterEach
	void serverStillAnswers() {
		String symbol = ServiceFixtures.aQuote(this.trade, "1.00");
		HttpResponse<String> response = post(PATH, "",
				envelope("<getQuote xmlns=\"" + NS + "\"><symbol>" + symbol + "</symbol></getQuote>"));
		assertThat(response.statusCode()).isEqualTo(200);
	}

	static void assertFault(HttpResponse<String> response) {
		assertThat(response.statusCode()).isBetween(400, 599);
		Element fault = bodyElement(response.body());
		assertThat(fault.getLocalName()).isEqualTo("Fault");
		assertThat(response.body()).doesNotContain("at org.", "at java.");
	}

	@Test
	void billionLaughsIsRefused() {
		StringBuilder dtd = new StringBuilder("<!DOCTYPE lolz [<!ENTITY lol0 \"lol\">");
		for (int i = 1; i < 10; i++) {
			dtd.append("<!ENTITY lol").append(i).append(" \"");
			dtd.append(("&lol" + (i - 1) + ";").repeat(10)).append("\">");
		}
		dtd.append("]>");
		HttpResponse<String> response = post(PATH, "",
				dtd + envelope("<getQuote xmlns=\"" + NS + "\"><symbol>&lol9;</symbol></getQuote>"));
		assertFault(response);
		assertThat(response.body()).doesNotContain("lollol");
	}

	@Test
	void externalEntityIsNotResolved() {
		HttpResponse<String> response = post(PATH, "", "<!DOCTYPE x [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
				+ envelope("<getQuote xmlns=\"" + NS + "\"><symbol>&xxe;</symbol></getQuote>"));
		assertFault(response);
		assertThat(response.body()).doesNotContain("root:");
	}

	@Test
	void deepNestingIsRefused() {
		String deep = "<a>".repeat(10_000) + "</a>".repeat(10_000);
		// in a header, which is read as a whole before any operation is chosen
		HttpResponse<String> response = post(PATH, "",
				"<s:Envelope xmlns:s=\"" + SOAP_ENV + "\"><s:Header>" + deep + "</s:Header><s:Body><getQuote xmlns=\""
						+ NS + "\"><symbol>s:1</symbol></getQuote></s:Body></s:Envelope>");
		assertFault(response);
		assertThat(bodyElement(response.body()).getTextContent()).containsIgnoringCase("depth");
	}

	@Test
	void manyElementsAreRefused() {
		String many = "<symbol>x</symbol>".repeat(60_000);
		HttpResponse<String> response = post(PATH, "",
				envelope("<getQuote xmlns=\"" + NS + "\">" + many + "</getQuote>"));
		assertFault(response);
	}

	@Test
	void fiftyMegabyteBodyIsRefusedBeforeItIsRead() throws IOException {
		long declared = 50L * 1024 * 1024;
		try (Socket socket = new Socket("localhost", this.port)) {
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + PATH + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml\r\nSOAPAction: \"\"\r\n"
					+ "Content-Length: " + declared + "\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.write(envelope("<getQuote xmlns=\"" + NS + "\"><symbol>").getBytes(StandardCharsets.UTF_8));
			out.flush();
			String response = readResponse(socket.getInputStream());
			assertThat(response).startsWith("HTTP/1.1 413");
			assertThat(response).contains("<faultcode>soap:Client</faultcode>");
		}
	}

	/**
	 * A client that sends its whole body before it reads (as Java's {@code HttpClient}
	 * does) reads the 413 of a body ten times the limit: Tomcat reads and discards the
	 * rest before it closes the connection ({@code TomcatDefaults}). With Tomcat's own 2
	 * MB it closed after 2 MB, and the client's writes failed with a reset.
	 */
	@Test
	void aClientStillSendingItsBodyReadsThe413() throws IOException {
		byte[] body = envelope(
				"<getQuote xmlns=\"" + NS + "\"><symbol>" + "x".repeat(10 << 20) + "</symbol></getQuote>")
			.getBytes(StandardCharsets.UTF_8);
		try (Socket socket = new Socket("localhost", this.port)) {
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + PATH + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml\r\nSOAPAction: \"\"\r\n"
					+ "Content-Length: " + body.length + "\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.flush();
			String response = readResponse(socket.getInputStream());
			out.write(body);
			out.flush();

			assertThat(response).startsWith("HTTP/1.1 413");
			assertThat(socket.getInputStream().read()).as("the end of the answer, after the body was read")
				.isEqualTo(-1);
		}
	}

	@Test
	void streamedBodyIsCutAtTheLimit() throws IOException {
		try (Socket socket = new Socket("localhost", this.port)) {
			OutputStream out = socket.getOutputStream();
			out.write(("POST " + PATH + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/xml\r\nSOAPAction: \"\"\r\n"
					+ "Transfer-Encoding: chunked\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			chunk(out, envelope("<getQuote xmlns=\"" + NS + "\"><symbol>")
				.replace("</symbol></getQuote></s:Body></s:Envelope>", ""));
			String filler = "<!--" + "x".repeat(64 * 1024) + "-->";
			for (int i = 0; i < 32; i++) {
				chunk(out, filler);
			}
			chunk(out, "</symbol></getQuote></s:Body></s:Envelope>");
			out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
			out.flush();
			String response = readResponse(socket.getInputStream());
			assertThat(response).startsWith("HTTP/1.1 500");
			assertThat(response).contains("Fault");
		}
	}

	private static void chunk(OutputStream out, String text) throws IOException {
		byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
		out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
		out.write(bytes);
		out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
	}

	/** Reads until the server closes the connection or the fault envelope has ended. */
	private static String readResponse(InputStream in) throws IOException {
		ByteArrayOutputStream response = new ByteArrayOutputStream();
		byte[] buffer = new byte[8192];
		int n;
		while ((n = in.read(buffer)) > 0) {
			response.write(buffer, 0, n);
			if (response.toString(StandardCharsets.UTF_8).contains("Envelope>")) {
				break;
			}
		}
		return response.toString(StandardCharsets.UTF_8);
	}

}
