package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.order.OrderStatus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.aQuote;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;

/**
 * The SOAP services with their defaults, from the loopback address (a trusted client):
 * the operator operations need the operator credential all the same, and only SOAP
 * content types are accepted.
 */
class TrustedPeerIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	static final List<String> PATHS = List.of(PATH, "/trade/services/TradeWSServices",
			"/TradeServiceWcf/TradeServiceWcf.svc", "/TradeWebBSL/tradeBSL.svc", "/services/OrderProcessorService");

	static String call(String operation, String children) {
		return envelope("<" + operation + " xmlns=\"" + NS + "\">" + children + "</" + operation + ">");
	}

	static void assertOperatorRefusal(HttpResponse<String> response, String operation) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(500);
		assertThat(response.body()).contains("<faultcode>soap:Client</faultcode>",
				operation + " is an operator operation", "<code>UNAUTHORISED</code>");
	}

	@Test
	void operatorOperationsAreRefusedWithoutTheOperatorCredential() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		String newSymbol = "tp:" + System.nanoTime();

		assertOperatorRefusal(post(PATH, "", call("resetTrade", "<deleteAll>true</deleteAll>")), "resetTrade");
		assertOperatorRefusal(
				post(PATH, "",
						call("createQuote",
								"<symbol>" + newSymbol
										+ "</symbol><companyName>Evil</companyName><price>1.00</price>")),
				"createQuote");
		assertOperatorRefusal(
				post(PATH, "",
						call("updateQuotePriceVolume",
								"<symbol>" + symbol
										+ "</symbol><newPrice>99.00</newPrice><sharesTraded>1000</sharesTraded>")),
				"updateQuotePriceVolume");
		assertOperatorRefusal(post(PATH, "", call("cancelOrder", "<orderID>1</orderID><twoPhase>false</twoPhase>")),
				"cancelOrder");
		assertOperatorRefusal(post(PATH, "", call("completeOrder", "<orderID>1</orderID><twoPhase>false</twoPhase>")),
				"completeOrder");
		assertOperatorRefusal(post(PATH, "", call("queueOrder", "<orderID>1</orderID><twoPhase>false</twoPhase>")),
				"queueOrder");
		// the order processor's submit is refused before it leaves the request thread
		assertOperatorRefusal(post("/services/OrderProcessorService", "SubmitOrder",
				envelope("<SubmitOrder xmlns=\"http://Trade.TraderOrderHost\"><order><orderID xmlns=\"" + NS
						+ "\">1</orderID></order></SubmitOrder>")),
				"SubmitOrder");

		assertThat(this.trade.getAccountData(userId)).isNotNull();
		assertThat(this.trade.getQuotes(newSymbol)).isEmpty();
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo(new BigDecimal("10.00"));
	}

	@Test
	void operatorOperationsServeTheOperator() {
		String symbol = aQuote(this.trade, "10.00");
		HttpResponse<String> update = postAsOperator(PATH, "", call("updateQuotePriceVolume",
				"<symbol>" + symbol + "</symbol><newPrice>12.00</newPrice><sharesTraded>10</sharesTraded>"));
		assertThat(update.statusCode()).as(update.body()).isEqualTo(200);
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo(new BigDecimal("12.00"));
		assertThat(postAsOperator(PATH, "", call("resetTrade", "<deleteAll>false</deleteAll>")).statusCode())
			.isEqualTo(200);
	}

	@Test
	void aTradersOperationsNeedNoCredentialFromATrustedAddress() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		HttpResponse<String> buy = post(PATH, "",
				call("buy", "<userID>" + userId + "</userID><symbol>" + symbol + "</symbol><quantity>1</quantity>"));
		assertThat(buy.statusCode()).as(buy.body()).isEqualTo(200);
		assertThat(this.trade.getOrders(userId)).singleElement()
			.satisfies((order) -> assertThat(order.status()).isNotEqualTo(OrderStatus.CANCELLED));
	}

	@Test
	void wrongCredentialsAreRefusedEvenFromATrustedAddress() {
		HttpResponse<String> response = postTyped(PATH, "text/xml", "", call("isOnline", ""),
				basic(OPERATOR + ":wrong"));
		assertThat(response.statusCode()).isEqualTo(401);
	}

	@Test
	void onlySoapContentTypesAreAccepted() {
		String userId = aUser(this.trade);
		String body = call("logout", "<userID>" + userId + "</userID>");
		int logouts = this.trade.getAccountData(userId).logoutCount();
		for (String path : PATHS) {
			for (String type : List.of("text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
					"multipart/form-data; boundary=x", "application/json")) {
				HttpResponse<String> response = postTyped(path, type, "", body, null);
				assertThat(response.statusCode()).as(path + " " + type).isEqualTo(415);
			}
			assertThat(postTyped(path, null, "", body, null).statusCode()).as(path + " without a type").isEqualTo(415);
			assertThat(get(path + "?wsdl").statusCode()).as(path + "?wsdl").isEqualTo(200);
		}
		assertThat(this.trade.getAccountData(userId).logoutCount()).isEqualTo(logouts);
		HttpResponse<String> soap12 = postTyped(PATH, "application/soap+xml; charset=utf-8", null,
				"<s:Envelope xmlns:s=\"http://www.w3.org/2003/05/soap-envelope\"><s:Body><isOnline xmlns=\"" + NS
						+ "\"/></s:Body></s:Envelope>",
				null);
		assertThat(soap12.statusCode()).isNotEqualTo(415);
	}

}
