package org.stocktrader.services.soap;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.TradeServicesApplication;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The standalone trade services on a random port and a fresh database, shared by the
 * facade tests (one application context for all of them), with raw HTTP and DOM helpers.
 * The market summary is computed on every call here: these tests check its contents right
 * after creating the index's quotes (its reuse is tested in
 * {@code MarketSummaryIntegrationTests} and {@code StatementCountIntegrationTests}).
 */
@SpringBootTest(classes = TradeServicesApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "trade.operator.username=" + ServicesIntegrationTestSupport.OPERATOR,
				"trade.operator.password=" + ServicesIntegrationTestSupport.OPERATOR_PASSWORD,
				"trade.market-summary-expiry=0s" })
@RealDatabase
public abstract class ServicesIntegrationTestSupport {

	/** The contract namespace. */
	public static final String NS = "http://trade.samples.websphere.ibm.com";

	/** SOAP 1.1 envelope namespace. */
	public static final String SOAP_ENV = "http://schemas.xmlsoap.org/soap/envelope/";

	/** The operator's user name in these tests. */
	public static final String OPERATOR = "operator";

	/** The operator's password in these tests. */
	public static final String OPERATOR_PASSWORD = "operator-secret";

	private static final HttpClient http = HttpClient.newHttpClient();

	@LocalServerPort
	protected int port;

	@Autowired
	@InProcess
	protected TradeService trade;

	protected String url(String path) {
		return "http://localhost:" + this.port + path;
	}

	/** Posts an envelope; a {@code null} action sends no SOAPAction header at all. */
	protected HttpResponse<String> post(String path, String soapAction, String envelope) {
		return postTyped(path, "text/xml; charset=utf-8", soapAction, envelope, null);
	}

	/** Posts an envelope with the operator credential. */
	protected HttpResponse<String> postAsOperator(String path, String soapAction, String envelope) {
		return postTyped(path, "text/xml; charset=utf-8", soapAction, envelope,
				basic(OPERATOR + ":" + OPERATOR_PASSWORD));
	}

	/** An HTTP Basic {@code Authorization} header value. */
	protected static String basic(String credentials) {
		return "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Posts a body with a content type ({@code null}: none), a SOAPAction ({@code null}:
	 * none) and an {@code Authorization} header ({@code null}: none).
	 */
	protected HttpResponse<String> postTyped(String path, String contentType, String soapAction, String body,
			String authorization) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url(path)))
			.POST(HttpRequest.BodyPublishers.ofString(body));
		if (contentType != null) {
			request.header("Content-Type", contentType);
		}
		if (authorization != null) {
			request.header("Authorization", authorization);
		}
		if (soapAction != null) {
			request.header("SOAPAction", "\"" + soapAction + "\"");
		}
		return send(request.build());
	}

	protected HttpResponse<String> get(String path) {
		return getUrl(url(path));
	}

	/** A GET of a whole URL (another host name for this server, say). */
	protected static HttpResponse<String> getUrl(String url) {
		return send(HttpRequest.newBuilder(URI.create(url)).GET().build());
	}

	private static HttpResponse<String> send(HttpRequest request) {
		try {
			return http.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	/** A SOAP 1.1 envelope around a body written in the contract namespace. */
	protected static String envelope(String body) {
		return "<s:Envelope xmlns:s=\"" + SOAP_ENV + "\"><s:Body>" + body + "</s:Body></s:Envelope>";
	}

	protected static Document parse(String xml) {
		try {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			factory.setNamespaceAware(true);
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
		}
		catch (ParserConfigurationException | SAXException | IOException ex) {
			throw new IllegalStateException("Not XML: " + xml, ex);
		}
	}

	/** The first child element of the SOAP body. */
	protected static Element bodyElement(String responseXml) {
		Element body = children(parse(responseXml).getDocumentElement()).stream()
			.filter((e) -> "Body".equals(e.getLocalName()))
			.findFirst()
			.orElseThrow();
		return children(body).get(0);
	}

	protected static List<Element> children(Element parent) {
		List<Element> elements = new ArrayList<>();
		for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
			if (node instanceof Element element) {
				elements.add(element);
			}
		}
		return elements;
	}

	/** The local names of the child elements, in document order. */
	protected static List<String> childNames(Element parent) {
		return children(parent).stream().map(Element::getLocalName).toList();
	}

	/** The namespaces of the child elements. */
	protected static List<String> childNamespaces(Element parent) {
		return children(parent).stream().map(Element::getNamespaceURI).distinct().toList();
	}

	protected static Element child(Element parent, String localName) {
		return children(parent).stream()
			.filter((e) -> localName.equals(e.getLocalName()))
			.findFirst()
			.orElseThrow(() -> new AssertionError("No " + localName + " in " + parent.getLocalName()));
	}

}
