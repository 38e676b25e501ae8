package org.stocktrader.services.soap;

import java.net.http.HttpResponse;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.PASSWORD;
import static org.stocktrader.services.soap.ServiceFixtures.aQuote;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;

/**
 * Raw envelopes exactly as the two client families send them, answers checked element by
 * element against the contract: .NET WCF clients (named SOAPAction, elements in the
 * contract namespace, declared order) and IBM JAX-RPC clients (SOAPAction {@code ""}).
 */
class TradeServicesWireIntegrationTests extends ServicesIntegrationTestSupport {

	static final String PATH = "/services/TradeServices";

	static final List<String> ACCOUNT = List.of("accountID", "loginCount", "logoutCount", "lastLogin", "creationDate",
			"balance", "openBalance", "profileID");

	static final List<String> PROFILE = List.of("userID", "password", "fullName", "address", "email", "creditCard");

	static final List<String> HOLDING = List.of("holdingID", "quantity", "purchasePrice", "purchaseDate", "quoteID",
			"price");

	/** IBM Trade's HoldingDataBean: no current price. */
	static final List<String> IBM_HOLDING = HOLDING.subList(0, 5);

	static final List<String> ORDER = List.of("orderID", "orderType", "orderStatus", "openDate", "completionDate",
			"quantity", "price", "orderFee", "symbol");

	static final List<String> QUOTE = List.of("symbol", "companyName", "price", "open", "low", "high", "change",
			"volume");

	static final List<String> MARKET_SUMMARY = List.of("TSIA", "openTSIA", "volume", "topGainers", "topLosers",
			"summaryDate");

	static final List<String> RUN_STATS = List.of("tradeUserCount", "newUserCount", "sumLoginCount", "sumLogoutCount",
			"holdingCount", "buyOrderCount", "sellOrderCount", "cancelledOrderCount", "openOrderCount",
			"deletedOrderCount", "orderCount", "tradeStockCount");

	/** Sends {@code <op>} with the children given, in the contract namespace. */
	Element call(String soapAction, String operation, String children) {
		HttpResponse<String> response = post(PATH, soapAction,
				envelope("<" + operation + " xmlns=\"" + NS + "\">" + children + "</" + operation + ">"));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		Element wrapper = bodyElement(response.body());
		assertThat(wrapper.getLocalName()).isEqualTo(operation + "Response");
		assertThat(wrapper.getNamespaceURI()).isEqualTo(NS);
		return wrapper;
	}

	/** The single {@code <op>Return} child of a response wrapper. */
	static Element returned(Element wrapper, String operation) {
		assertThat(childNames(wrapper)).containsExactly(operation + "Return");
		return child(wrapper, operation + "Return");
	}

	static void assertBean(Element bean, List<String> members) {
		assertThat(childNames(bean)).containsExactlyElementsOf(members);
		assertThat(childNamespaces(bean)).containsExactly(NS);
	}

	@Test
	void dotNetLoginWithTheDefaultActionAnswersAnAccountDataBean() {
		String userId = aUser(this.trade);
		Element account = returned(call(NS + "/ITradeServices/login", "login",
				"<userID>" + userId + "</userID><password>" + PASSWORD + "</password>"), "login");
		assertBean(account, ACCOUNT);
		assertThat(child(account, "profileID").getTextContent()).isEqualTo(userId);
		assertThat(child(account, "loginCount").getTextContent()).isEqualTo("1");
		assertThat(child(account, "balance").getTextContent()).isEqualTo("100000.00");
	}

	@Test
	void loginWithAWrongPasswordAnswersANilLoginReturn() {
		String userId = aUser(this.trade);
		Element loginReturn = returned(
				call(NS + "/ITradeServices/login", "login", "<userID>" + userId + "</userID><password>no</password>"),
				"login");
		assertThat(loginReturn.getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "nil")).isEqualTo("true");
		assertThat(childNames(loginReturn)).isEmpty();
	}

	@Test
	void ibmGetQuoteWithAnEmptyActionDispatchesByTheBody() {
		String symbol = aQuote(this.trade, "12.34");
		Element quote = returned(call("", "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote");
		assertBean(quote, QUOTE);
		assertThat(child(quote, "price").getTextContent()).isEqualTo("12.34");
		assertThat(child(quote, "symbol").getTextContent()).isEqualTo(symbol);
	}

	@Test
	void aMissingActionDispatchesByTheBody() {
		String userId = aUser(this.trade);
		assertBean(returned(call(null, "getAccountData", "<userID>" + userId + "</userID>"), "getAccountData"),
				ACCOUNT);
	}

	@Test
	void anActionNamingNoOperationDispatchesByTheBody() {
		String symbol = aQuote(this.trade, "1.00");
		assertBean(returned(call("urn:unknown:action", "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote"),
				QUOTE);
	}

	@Test
	void anActionNamingAnotherOperationThanTheBodyDispatchesByTheBody() {
		String symbol = aQuote(this.trade, "1.00");
		assertBean(returned(call("buy", "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote"), QUOTE);
	}

	@Test
	void anActionAnswersTheSameOperationEachTimeAndStillYieldsToTheBody() {
		// the operation an action names is remembered after the first call (KnownActions)
		String symbol = aQuote(this.trade, "2.50");
		for (int call = 0; call < 3; call++) {
			assertBean(returned(call("buy", "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote"), QUOTE);
			assertBean(returned(call("getMarketSummary", "getMarketSummary", ""), "getMarketSummary"), MARKET_SUMMARY);
			assertBean(returned(call("urn:unknown:action", "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote"),
					QUOTE);
		}
	}

	@Test
	void actionsNamingNoOperationBeyondTheRememberedOnesStillDispatchByTheBody() {
		// KnownActions remembers at most MAX_UNNAMED such actions; the others are
		// searched
		String symbol = aQuote(this.trade, "3.25");
		for (int action = 0; action <= KnownActions.MAX_UNNAMED + 1; action++) {
			assertBean(
					returned(call("urn:unknown:" + action, "getQuote", "<symbol>" + symbol + "</symbol>"), "getQuote"),
					QUOTE);
		}
		assertBean(returned(call("getMarketSummary", "getMarketSummary", ""), "getMarketSummary"), MARKET_SUMMARY);
		assertBean(returned(call("urn:unknown:0", "getMarketSummary", ""), "getMarketSummary"), MARKET_SUMMARY);
	}

	@Test
	void profileAnswersTheBeanInOrder() {
		String userId = aUser(this.trade);
		assertBean(returned(call("getAccountProfileData", "getAccountProfileData", "<userID>" + userId + "</userID>"),
				"getAccountProfileData"), PROFILE);
	}

	@Test
	void updateAccountProfileTakesTheBeanInContractOrder() {
		String userId = aUser(this.trade);
		Element profile = returned(call("updateAccountProfile", "updateAccountProfile",
				"<profileData><userID>" + userId + "</userID><password>pw2</password><fullName>New Name</fullName>"
						+ "<address>2 Elm</address><email>n@e.w</email><creditCard>999</creditCard></profileData>"),
				"updateAccountProfile");
		assertBean(profile, PROFILE);
		assertThat(child(profile, "fullName").getTextContent()).isEqualTo("New Name");
		assertThat(this.trade.getAccountProfileData(userId).address()).isEqualTo("2 Elm");
	}

	/**
	 * Markup characters in a text come back escaped and parse to the text sent;
	 * characters outside ASCII come back as UTF-8, not as character references.
	 */
	@Test
	void textIsEscapedAsXmlAndUnicodeComesBackAsItWasSent() {
		String userId = aUser(this.trade);
		String name = "<b>Ann & \"Bob\" O'Hara</b> > Zoë 😀";
		String escaped = name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
		call("updateAccountProfile", "updateAccountProfile",
				"<profileData><userID>" + userId + "</userID><password></password><fullName>" + escaped
						+ "</fullName><address>1 Elm</address>"
						+ "<email>n@e.w</email><creditCard>999</creditCard></profileData>");
		HttpResponse<String> response = post(PATH, "getAccountProfileData", envelope(
				"<getAccountProfileData xmlns=\"" + NS + "\"><userID>" + userId + "</userID></getAccountProfileData>"));
		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(response.body()).contains("<fullName>" + escaped + "</fullName>");
		Element profile = returned(bodyElement(response.body()), "getAccountProfileData");
		assertThat(child(profile, "fullName").getTextContent()).isEqualTo(name);
	}

	@Test
	void buyAndHoldingsAnswerOrderAndHoldingBeansInOrder() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		Element order = returned(
				call("buy", "buy",
						"<userID>" + userId + "</userID><symbol>" + symbol
								+ "</symbol><quantity>5</quantity><orderProcessingMode>0</orderProcessingMode>"),
				"buy");
		assertBean(order, ORDER);
		assertThat(child(order, "orderType").getTextContent()).isEqualTo("buy");
		Element holdings = returned(call("getHoldings", "getHoldings", "<userID>" + userId + "</userID>"),
				"getHoldings");
		assertThat(childNames(holdings)).containsExactly("HoldingDataBean");
		Element holding = children(holdings).get(0);
		assertBean(holding, HOLDING);
		String holdingId = child(holding, "holdingID").getTextContent();
		assertBean(returned(call("getHolding", "getHolding",
				"<userID>" + userId + "</userID><holdingID>" + holdingId + "</holdingID>"), "getHolding"), HOLDING);
		// IBM Trade's request shape, the holding id alone, answered with IBM's bean
		assertBean(returned(call("", "getHolding", "<holdingID>" + holdingId + "</holdingID>"), "getHolding"),
				IBM_HOLDING);
		assertBean(children(returned(call("", "getHoldings", "<userID>" + userId + "</userID>"), "getHoldings")).get(0),
				IBM_HOLDING);
		Element orders = returned(call("getOrders", "getOrders", "<userID>" + userId + "</userID>"), "getOrders");
		assertThat(childNames(orders)).containsExactly("OrderDataBean");
		assertBean(children(orders).get(0), ORDER);
		Element sell = returned(call("sell", "sell", "<userID>" + userId + "</userID><holdingID>" + holdingId
				+ "</holdingID><orderProcessingMode>0</orderProcessingMode>"), "sell");
		assertThat(child(sell, "orderType").getTextContent()).isEqualTo("sell");
	}

	@Test
	void marketSummaryAnswersTheBeanWithQuoteArrays() {
		ServiceFixtures.marketQuotes(this.trade);
		Element summary = returned(call("getMarketSummary", "getMarketSummary", ""), "getMarketSummary");
		assertBean(summary, MARKET_SUMMARY);
		Element gainers = child(summary, "topGainers");
		assertThat(childNames(gainers)).isNotEmpty().allMatch("QuoteDataBean"::equals);
		assertBean(children(gainers).get(0), QUOTE);
	}

	@Test
	void resetTradeAnswersRunStats() {
		HttpResponse<String> response = postAsOperator(PATH, "",
				envelope("<resetTrade xmlns=\"" + NS + "\"><deleteAll>false</deleteAll></resetTrade>"));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertBean(returned(bodyElement(response.body()), "resetTrade"), RUN_STATS);
	}

	@Test
	void logoutAndEmptyMethodActionAnswerEmptyWrappers() {
		String userId = aUser(this.trade);
		assertThat(childNames(call("logout", "logout", "<userID>" + userId + "</userID>"))).isEmpty();
		assertThat(childNames(call("", "emptyMethodAction", ""))).isEmpty();
	}

	@Test
	void isOnlineIsOneWay() {
		HttpResponse<String> response = post(PATH, "isOnline", envelope("<isOnline xmlns=\"" + NS + "\"/>"));
		assertThat(response.statusCode()).isEqualTo(202);
		assertThat(response.body()).isEmpty();
	}

	@Test
	void refusedRequestIsAClientFaultWithAMachineReadableCode() {
		HttpResponse<String> response = post(PATH, "logout",
				envelope("<logout xmlns=\"" + NS + "\"><userID>no:such:user</userID></logout>"));
		assertThat(response.statusCode()).isEqualTo(500);
		Element fault = bodyElement(response.body());
		assertThat(fault.getLocalName()).isEqualTo("Fault");
		assertThat(child(fault, "faultcode").getTextContent()).endsWith(":Client");
		assertThat(child(fault, "faultstring").getTextContent()).contains("no:such:user");
		Element tradeFault = children(child(fault, "detail")).get(0);
		assertThat(tradeFault.getNamespaceURI()).isEqualTo(TradeFaultDetail.NAMESPACE);
		assertThat(tradeFault.getTextContent()).isEqualTo("NOT_FOUND");
		assertThat(response.body()).doesNotContain("at org.");
	}

	@Test
	void invalidQuantityFaultsAndChangesNothing() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		HttpResponse<String> response = post(PATH, "buy", envelope("<buy xmlns=\"" + NS + "\"><userID>" + userId
				+ "</userID><symbol>" + symbol + "</symbol><quantity>0</quantity></buy>"));
		assertThat(response.statusCode()).isEqualTo(500);
		assertThat(children(child(bodyElement(response.body()), "detail")).get(0).getTextContent())
			.isEqualTo("INVALID_INPUT");
		assertThat(this.trade.getOrders(userId)).isEmpty();
	}

	@Test
	void orderProcessorAcceptsSubmitOrderOneWay() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		int orderId = this.trade.buy(userId, symbol, 1).orderId();
		HttpResponse<String> response = postAsOperator("/services/OrderProcessorService", "SubmitOrder",
				envelope("<SubmitOrder xmlns=\"http://Trade.TraderOrderHost\"><order>" + "<orderID xmlns=\"" + NS
						+ "\">" + orderId + "</orderID><orderType xmlns=\"" + NS + "\">buy</orderType>"
						+ "</order></SubmitOrder>"));
		assertThat(response.statusCode()).isEqualTo(202);
		assertThat(this.trade.getOrders(userId).get(0).completionDate()).isNotNull();
	}

}
