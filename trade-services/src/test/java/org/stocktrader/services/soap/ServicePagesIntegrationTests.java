package org.stocktrader.services.soap;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.edge.ServicePages;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GET of every SOAP address answers as the originals' hosts do: a help page, the WSDL,
 * the single-document WSDL, every schema the WSDL references, the discovery document;
 * other methods are refused with 405; nothing is a 500.
 */
class ServicePagesIntegrationTests extends ServicesIntegrationTestSupport {

	static final String XSD = "http://www.w3.org/2001/XMLSchema";

	static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

	@ParameterizedTest
	@CsvSource({ "/services/TradeServices, TradeServiceBSL", "/trade/services/TradeWSServices, TradeServiceBSL",
			"/TradeServiceWcf/TradeServiceWcf.svc, TradeServiceBSL", "/TradeWebBSL/tradeBSL.svc, TradeServiceBSL",
			"/daytrader/services/TradeWSServices, Trade", "/services/OrderProcessorService, OrderProcessorService" })
	void addressAnswersAHelpPageNamingTheServiceAndLinkingItsWsdl(String path, String service) {
		HttpResponse<String> page = get(path);
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/html"));
		assertThat(page.body()).contains(service + " Service").contains(url(path) + "?wsdl");
		Document wsdl = xml(get(path + "?wsdl"));
		Element service0 = (Element) wsdl.getElementsByTagNameNS(WSDL, "service").item(0);
		assertThat(service0.getAttribute("name")).isEqualTo(service);
	}

	@ParameterizedTest
	@ValueSource(strings = { "/services/TradeServices", "/trade/services/TradeWSServices",
			"/TradeServiceWcf/TradeServiceWcf.svc", "/TradeWebBSL/tradeBSL.svc", "/daytrader/services/TradeWSServices",
			"/services/OrderProcessorService" })
	void singleWsdlIsOneSelfContainedDocumentAndEveryReferencedSchemaResolves(String path) {
		Document single = xml(get(path + "?singleWsdl"));
		assertThat(single.getDocumentElement().getLocalName()).isEqualTo("definitions");
		assertThat(single.getElementsByTagNameNS(WSDL, "import").getLength()).isZero();
		assertThat(single.getElementsByTagNameNS(XSD, "include").getLength()).isZero();
		assertThat(attributes(single.getElementsByTagNameNS(XSD, "import"), "schemaLocation")).isEmpty();
		assertThat(single.getElementsByTagNameNS(XSD, "schema").getLength()).isPositive();
		Document wsdl = xml(get(path + "?wsdl"));
		List<String> references = new ArrayList<>(
				attributes(wsdl.getElementsByTagNameNS(XSD, "import"), "schemaLocation"));
		references.addAll(attributes(wsdl.getElementsByTagNameNS(XSD, "include"), "schemaLocation"));
		references.addAll(attributes(wsdl.getElementsByTagNameNS(WSDL, "import"), "location"));
		for (String reference : references) {
			xml(get(URI.create(url(path)).resolve(reference).getPath() + "?" + URI.create(reference).getQuery()));
		}
		HttpResponse<String> disco = get(path + "?disco");
		assertThat(disco.statusCode()).isEqualTo(200);
		assertThat(xml(disco).getDocumentElement().getLocalName()).isEqualTo("discovery");
	}

	@ParameterizedTest
	@ValueSource(strings = { "PUT", "DELETE", "PATCH", "OPTIONS" })
	void otherMethodsAreRefusedWith405(String method) {
		HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(url("/services/TradeServices")))
			.method(method, HttpRequest.BodyPublishers.ofString("<x/>"))
			.build());
		assertThat(response.statusCode()).isEqualTo(405);
		assertThat(response.headers().firstValue("Allow")).hasValue(ServicePages.ALLOWED);
	}

	@ParameterizedTest
	@ValueSource(strings = { "/services/TradeServices?xsd=xsd0", "/services/TradeServices?foo",
			"/services/NoSuchService", "/daytrader/services/TradeWSServices?disco=1" })
	void unknownQueriesAndAddressesAreNotFoundNeverAServerError(String path) {
		assertThat(get(path).statusCode()).isEqualTo(404);
	}

	private Document xml(HttpResponse<String> response) {
		assertThat(response.statusCode()).as(response.uri().toString()).isEqualTo(200);
		assertThat(response.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/xml"));
		return parse(response.body());
	}

	private static List<String> attributes(NodeList elements, String name) {
		List<String> values = new ArrayList<>();
		for (int i = 0; i < elements.getLength(); i++) {
			String value = ((Element) elements.item(i)).getAttribute(name);
			if (!value.isEmpty()) {
				values.add(value);
			}
		}
		return values;
	}

	private static HttpResponse<String> send(HttpRequest request) {
		try {
			return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (java.io.IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
