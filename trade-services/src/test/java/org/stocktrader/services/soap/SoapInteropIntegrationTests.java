package org.stocktrader.services.soap;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Element;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Raw envelopes as clients nobody here wrote send them: a nil request element on an
 * operation without parameters (SOAP::Lite), an empty Body, and unknown keys answered per
 * client family (.NET StockTrader: a named SOAPAction; IBM Trade: SOAPAction {@code ""};
 * DayTrader: its own namespace).
 */
class SoapInteropIntegrationTests extends ServicesIntegrationTestSupport {

	static final String DAYTRADER_NS = "http://daytrader.samples.geronimo.apache.org";

	static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

	static final String TRADE_SERVICES = "/services/TradeServices";

	static final String DAYTRADER = "/daytrader/services/TradeWSServices";

	static String nilElement(String operation, String namespace) {
		return "<" + operation + " xmlns=\"" + namespace + "\" xmlns:xsi=\"" + XSI + "\" xsi:nil=\"true\"/>";
	}

	static Element answered(HttpResponse<String> response, String operation, String namespace) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		Element wrapper = bodyElement(response.body());
		assertThat(wrapper.getLocalName()).isEqualTo(operation + "Response");
		assertThat(wrapper.getNamespaceURI()).isEqualTo(namespace);
		return wrapper;
	}

	static Element clientFault(HttpResponse<String> response) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(500);
		Element fault = bodyElement(response.body());
		assertThat(fault.getLocalName()).isEqualTo("Fault");
		assertThat(child(fault, "faultcode").getTextContent()).endsWith(":Client");
		assertNoJava(response.body());
		return fault;
	}

	static void assertNoJava(String body) {
		assertThat(body).doesNotContain("org.stocktrader.", "org.apache.", "java.", "Exception", "Endpoint.", "()",
				"params [");
	}

	static boolean isNil(Element element) {
		return "true".equals(element.getAttributeNS(XSI, "nil")) && children(element).isEmpty();
	}

	@ParameterizedTest
	@CsvSource({ "getMarketSummary, getMarketSummary", "getAllQuotes, ''", "emptyMethodAction, ''" })
	void nilRequestElementOfAnOperationWithoutParametersIsTheEmptyRequest(String operation, String action) {
		ServiceFixtures.marketQuotes(this.trade);
		Element wrapper = answered(post(TRADE_SERVICES, action, envelope(nilElement(operation, NS))), operation, NS);
		if (!operation.equals("emptyMethodAction")) {
			assertThat(childNames(wrapper)).containsExactly(operation + "Return");
			assertThat(children(child(wrapper, operation + "Return"))).isNotEmpty();
		}
	}

	@ParameterizedTest
	@CsvSource({ "getMarketSummary", "getAllQuotes" })
	void nilRequestElementInDayTradersNamespaceIsTheEmptyRequest(String operation) {
		ServiceFixtures.marketQuotes(this.trade);
		Element wrapper = answered(post(DAYTRADER, "", envelope(nilElement(operation, DAYTRADER_NS))), operation,
				DAYTRADER_NS);
		assertThat(children(child(wrapper, operation + "Return"))).isNotEmpty();
	}

	@Test
	void nilRequestElementOfAnOperationWithParametersIsAClientFault() {
		Element fault = clientFault(post(TRADE_SERVICES, "", envelope(nilElement("getQuote", NS))));
		assertThat(child(fault, "faultstring").getTextContent()).contains("getQuote", "nil");
	}

	@ParameterizedTest
	@CsvSource({ "/services/TradeServices, getQuote", "/services/TradeServices, ''",
			"/daytrader/services/TradeWSServices, ''", "/services/OrderProcessorService, SubmitOrder" })
	void emptyBodyIsAClientFault(String path, String action) {
		// the order processor answers the operator only (an empty Body is still the
		// client's mistake)
		Element fault = clientFault(postAsOperator(path, action, envelope("")));
		assertThat(child(fault, "faultstring").getTextContent()).contains("Body is empty");
	}

	@Test
	void unknownSymbolIsANilQuoteForEveryClientFamily() {
		String request = "<symbol>zz:none</symbol></getQuote>";
		// .NET StockTrader
		assertThat(
				isNil(child(
						answered(post(TRADE_SERVICES, NS + "/ITradeServices/getQuote",
								envelope("<getQuote xmlns=\"" + NS + "\">" + request)), "getQuote", NS),
						"getQuoteReturn")))
			.isTrue();
		// IBM Trade 6.1
		assertThat(
				isNil(child(
						answered(post("/trade/services/TradeWSServices", "",
								envelope("<getQuote xmlns=\"" + NS + "\">" + request)), "getQuote", NS),
						"getQuoteReturn")))
			.isTrue();
		// DayTrader, at its own path and at StockTrader's
		for (String path : new String[] { DAYTRADER, TRADE_SERVICES }) {
			assertThat(isNil(
					child(answered(post(path, "", envelope("<getQuote xmlns=\"" + DAYTRADER_NS + "\">" + request)),
							"getQuote", DAYTRADER_NS), "getQuoteReturn")))
				.isTrue();
		}
	}

	@Test
	void unknownUserIsNilForStockTraderAndAClientFaultForIbmTradeAndDayTrader() {
		String request = "<userID>no:such:user</userID></getAccountData>";
		assertThat(isNil(child(
				answered(post(TRADE_SERVICES, "getAccountData",
						envelope("<getAccountData xmlns=\"" + NS + "\">" + request)), "getAccountData", NS),
				"getAccountDataReturn")))
			.isTrue();
		clientFault(post(TRADE_SERVICES, "", envelope("<getAccountData xmlns=\"" + NS + "\">" + request)));
		clientFault(post(DAYTRADER, "", envelope("<getAccountData xmlns=\"" + DAYTRADER_NS + "\">" + request)));
		Element holdings = child(answered(
				post(TRADE_SERVICES, "getHoldings",
						envelope("<getHoldings xmlns=\"" + NS + "\"><userID>no:such:user</userID></getHoldings>")),
				"getHoldings", NS), "getHoldingsReturn");
		assertThat(children(holdings)).isEmpty();
		assertThat(isNil(child(answered(
				post(TRADE_SERVICES, "getHolding", envelope("<getHolding xmlns=\"" + NS
						+ "\"><userID>no:such:user</userID><holdingID>2147483647" + "</holdingID></getHolding>")),
				"getHolding", NS), "getHoldingReturn")))
			.isTrue();
	}

}
