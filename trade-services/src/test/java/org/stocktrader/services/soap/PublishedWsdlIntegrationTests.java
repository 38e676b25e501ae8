package org.stocktrader.services.soap;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.cxf.Bus;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.ws.policy.PolicyEngine;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our published WSDL against contracts.md section 1: the operations, their SOAPActions,
 * request and response element names and order, and the beans' members and order.
 */
class PublishedWsdlIntegrationTests extends ServicesIntegrationTestSupport {

	static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

	static final String XSD = "http://www.w3.org/2001/XMLSchema";

	static final String SOAP_BINDING = "http://schemas.xmlsoap.org/wsdl/soap/";

	/** Operation: SOAPAction, request children; contracts.md 1.3 and 1.6. */
	static final Map<String, Operation> OPERATIONS = new LinkedHashMap<>();

	static {
		op("emptyMethodAction", "");
		op("isOnline", "isOnline");
		op("login", NS + "/ITradeServices/login", "userID", "password");
		op("getOrders", "getOrders", "userID");
		op("getAccountData", "getAccountData", "userID");
		op("getAccountProfileData", "getAccountProfileData", "userID");
		op("updateAccountProfile", "updateAccountProfile", "profileData");
		op("logout", "logout", "userID");
		op("buy", "buy", "userID", "symbol", "quantity", "orderProcessingMode");
		op("sell", "sell", "userID", "holdingID", "orderProcessingMode");
		op("getHoldings", "getHoldings", "userID");
		op("register", "register", "userID", "password", "fullname", "address", "email", "creditcard", "openBalance");
		op("getClosedOrders", "getClosedOrders", "userID");
		op("getMarketSummary", "getMarketSummary");
		op("getQuote", NS + "/ITradeServices/getQuote", "symbol");
		op("getQuotes", NS + "/ITradeServices/getQuotes", "symbols");
		op("getHolding", "getHolding", "userID", "holdingID");
		op("getTopOrders", "getTopOrders", "userID");
		op("sellEnhanced", "sellEnhanced", "userID", "holdingID", "quantity");
		op("queueOrder", "queueOrder", "orderID", "twoPhase");
		op("completeOrder", "completeOrder", "orderID", "twoPhase");
		op("cancelOrder", "cancelOrder", "orderID", "twoPhase");
		op("orderCompleted", "orderCompleted", "userID", "orderID");
		op("createQuote", "createQuote", "symbol", "companyName", "price");
		op("getAllQuotes", "getAllQuotes");
		op("updateQuotePriceVolume", "updateQuotePriceVolume", "symbol", "newPrice", "sharesTraded");
		op("resetTrade", "resetTrade", "deleteAll");
	}

	/** Operations answering an empty wrapper, and the one-way one. */
	static final List<String> VOID = List.of("emptyMethodAction", "logout", "queueOrder", "cancelOrder",
			"orderCompleted");

	static final Map<String, List<String>> BEANS = Map.of("AccountDataBean", TradeServicesWireIntegrationTests.ACCOUNT,
			"AccountProfileDataBean", TradeServicesWireIntegrationTests.PROFILE, "HoldingDataBean",
			TradeServicesWireIntegrationTests.HOLDING, "OrderDataBean", TradeServicesWireIntegrationTests.ORDER,
			"QuoteDataBean", TradeServicesWireIntegrationTests.QUOTE, "MarketSummaryDataBeanWS",
			TradeServicesWireIntegrationTests.MARKET_SUMMARY, "RunStatsDataBean",
			TradeServicesWireIntegrationTests.RUN_STATS, "ArrayOfOrderDataBean", List.of("OrderDataBean"),
			"ArrayOfHoldingDataBean", List.of("HoldingDataBean"), "ArrayOfQuoteDataBean", List.of("QuoteDataBean"));

	static void op(String name, String action, String... parameters) {
		OPERATIONS.put(name, new Operation(action, List.of(parameters)));
	}

	Document wsdl(String path) {
		HttpResponse<String> response = get(path + "?wsdl");
		assertThat(response.statusCode()).isEqualTo(200);
		return parse(response.body());
	}

	@Test
	void portTypeIsITradeServicesWithTheUnionOfOperations() {
		Document wsdl = wsdl("/services/TradeServices");
		Element portType = (Element) wsdl.getElementsByTagNameNS(WSDL, "portType").item(0);
		assertThat(portType.getAttribute("name")).isEqualTo("ITradeServices");
		assertThat(wsdl.getDocumentElement().getAttribute("targetNamespace")).isEqualTo(NS);
		assertThat(children(portType).stream().map((op) -> op.getAttribute("name")))
			.containsExactlyInAnyOrderElementsOf(OPERATIONS.keySet());
		Element isOnline = children(portType).stream()
			.filter((op) -> op.getAttribute("name").equals("isOnline"))
			.findFirst()
			.orElseThrow();
		assertThat(childNames(isOnline)).containsExactly("input");
	}

	@Test
	void bindingIsDocumentLiteralWithTheContractsSoapActions() {
		Document wsdl = wsdl("/services/TradeServices");
		Element binding = (Element) wsdl.getElementsByTagNameNS(WSDL, "binding").item(0);
		Element soapBinding = (Element) binding.getElementsByTagNameNS(SOAP_BINDING, "binding").item(0);
		assertThat(soapBinding.getAttribute("style")).isEqualTo("document");
		Map<String, String> actions = new LinkedHashMap<>();
		children(binding).stream()
			.filter((e) -> e.getLocalName().equals("operation"))
			.forEach((op) -> actions.put(op.getAttribute("name"),
					((Element) op.getElementsByTagNameNS(SOAP_BINDING, "operation").item(0))
						.getAttribute("soapAction")));
		OPERATIONS.forEach((name, op) -> assertThat(actions.get(name)).as(name).isEqualTo(op.action()));
		assertThat(wsdl.getElementsByTagNameNS(SOAP_BINDING, "body").getLength()).isPositive();
		for (int i = 0; i < wsdl.getElementsByTagNameNS(SOAP_BINDING, "body").getLength(); i++) {
			assertThat(((Element) wsdl.getElementsByTagNameNS(SOAP_BINDING, "body").item(i)).getAttribute("use"))
				.isEqualTo("literal");
		}
	}

	@Test
	void requestAndResponseWrappersNameTheParametersAndReturnInOrder() {
		Map<String, Element> elements = globalElements(wsdl("/services/TradeServices"));
		OPERATIONS.forEach((name, op) -> {
			assertThat(sequence(elements.get(name))).as(name).containsExactlyElementsOf(op.parameters());
			if (!name.equals("isOnline")) {
				assertThat(sequence(elements.get(name + "Response"))).as(name + "Response")
					.containsExactlyElementsOf(VOID.contains(name) ? List.of() : List.of(name + "Return"));
			}
		});
	}

	@Test
	void beansHaveTheContractsMembersInOrder() {
		Map<String, Element> types = new LinkedHashMap<>();
		Document wsdl = wsdl("/services/TradeServices");
		for (int i = 0; i < wsdl.getElementsByTagNameNS(XSD, "complexType").getLength(); i++) {
			Element type = (Element) wsdl.getElementsByTagNameNS(XSD, "complexType").item(i);
			if (!type.getAttribute("name").isEmpty()) {
				types.put(type.getAttribute("name"), type);
			}
		}
		BEANS.forEach(
				(name, members) -> assertThat(sequence(types.get(name))).as(name).containsExactlyElementsOf(members));
	}

	@Test
	void aliasesPublishTheSameContract() {
		for (String path : List.of("/trade/services/TradeWSServices", "/TradeServiceWcf/TradeServiceWcf.svc",
				"/TradeWebBSL/tradeBSL.svc")) {
			Element portType = (Element) wsdl(path).getElementsByTagNameNS(WSDL, "portType").item(0);
			assertThat(portType.getAttribute("name")).as(path).isEqualTo("ITradeServices");
		}
		Document orderProcessor = wsdl("/services/OrderProcessorService");
		assertThat(orderProcessor.getDocumentElement().getAttribute("targetNamespace"))
			.isEqualTo("http://Trade.TraderOrderHost");
	}

	/**
	 * The servlet does not rewrite an endpoint's address per request
	 * ({@code disable-address-updates}), yet each WSDL names the address its caller used,
	 * by host name and by IP address alike.
	 */
	@Test
	void eachWsdlNamesTheAddressItsCallerUsed() {
		for (String host : List.of("localhost", "127.0.0.1")) {
			for (String path : List.of("/services/TradeServices", "/trade/services/TradeWSServices",
					"/TradeWebBSL/tradeBSL.svc")) {
				String url = "http://" + host + ":" + this.port + path;
				HttpResponse<String> response = getUrl(url + "?wsdl");
				assertThat(response.statusCode()).isEqualTo(200);
				Element address = (Element) parse(response.body()).getElementsByTagNameNS(SOAP_BINDING, "address")
					.item(0);
				assertThat(address.getAttribute("location")).as(url).isEqualTo(url);
			}
		}
	}

	/**
	 * No contract has a WS-Policy, so the bus runs none of the policy engine's
	 * interceptors.
	 */
	@Test
	void theBusRunsNoPolicyInterceptors(@Autowired @Qualifier(Bus.DEFAULT_BUS_ID) Bus bus) {
		List<Interceptor<? extends Message>> all = new ArrayList<>();
		all.addAll(bus.getInInterceptors());
		all.addAll(bus.getOutInterceptors());
		all.addAll(bus.getInFaultInterceptors());
		all.addAll(bus.getOutFaultInterceptors());
		assertThat(all).extracting((i) -> i.getClass().getName()).noneMatch((name) -> name.contains(".policy."));
		assertThat(bus.getExtension(PolicyEngine.class).isEnabled()).isFalse();
	}

	private static Map<String, Element> globalElements(Document wsdl) {
		Map<String, Element> elements = new LinkedHashMap<>();
		Element schema = (Element) wsdl.getElementsByTagNameNS(XSD, "schema").item(0);
		children(schema).stream()
			.filter((e) -> e.getLocalName().equals("element"))
			.forEach((e) -> elements.put(e.getAttribute("name"), e));
		return elements;
	}

	/** The names of the elements of the sequence inside an element or a complex type. */
	private static List<String> sequence(Element declaration) {
		assertThat(declaration).isNotNull();
		Element sequence = (Element) declaration.getElementsByTagNameNS(XSD, "sequence").item(0);
		return children(sequence).stream().map((e) -> e.getAttribute("name")).toList();
	}

	record Operation(String action, List<String> parameters) {
	}

}
