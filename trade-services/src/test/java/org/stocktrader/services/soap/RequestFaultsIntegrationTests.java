package org.stocktrader.services.soap;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the services cannot read is the caller's mistake: binary garbage, text that is not
 * XML, and a WSDL request with unreadable parameters get {@code soap:Client} faults,
 * never {@code soap:Server} (which would invite the same request again).
 */
class RequestFaultsIntegrationTests extends ServicesIntegrationTestSupport {

	@Test
	void unreadableBodiesAreClientFaults() {
		byte[] bytes = new byte[300];
		new Random(38).nextBytes(bytes);
		for (String body : List.of(new String(bytes, StandardCharsets.ISO_8859_1), "hello", "\u0000\u0001<x",
				"<?xml version=\"1.0\"?><s:Envelope")) {
			for (String path : TrustedPeerIntegrationTests.PATHS) {
				HttpResponse<String> response = post(path, "", body);
				assertThat(response.statusCode()).as(path).isEqualTo(500);
				assertThat(response.body()).as(path).contains("<faultcode>soap:Client</faultcode>");
			}
		}
	}

	@Test
	void unreadableWsdlParametersAreClientFaults() {
		HttpResponse<String> response = get("/services/TradeServices?wsdl=%00&xsd=x");
		assertThat(response.body()).doesNotContain("soap:Server");
	}

	@Test
	void aRefusalOfAnInvokedOperationKeepsItsCode() {
		HttpResponse<String> response = post("/services/TradeServices", "",
				TrustedPeerIntegrationTests.call("getQuote", "<symbol>no-such-symbol-38</symbol>"));
		assertThat(response.body()).doesNotContain("soap:Server");
		HttpResponse<String> busy = post("/services/TradeServices", "", TrustedPeerIntegrationTests.call("buy",
				"<userID>uid:1</userID><symbol>s:1</symbol><quantity>NaN</quantity>"));
		assertThat(busy.body()).contains("<faultcode>soap:Client</faultcode>");
	}

}
