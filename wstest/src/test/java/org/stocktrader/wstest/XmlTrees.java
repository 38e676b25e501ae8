package org.stocktrader.wstest;

import java.io.StringReader;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Element-by-element comparison of XML: namespace, local name, {@code xsi:nil} and text
 * of every element, in document order. In the expected tree the text {@code {now}} stands
 * for an {@code xs:dateTime} close to the present.
 */
final class XmlTrees {

	static final String SOAP_ENV = "http://schemas.xmlsoap.org/soap/envelope/";

	private XmlTrees() {
	}

	static Element parse(String xml) {
		try {
			DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
			factory.setNamespaceAware(true);
			factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml))).getDocumentElement();
		}
		catch (Exception ex) {
			throw new AssertionError("Not well-formed XML: " + xml, ex);
		}
	}

	/** The single child of the SOAP Body of a SOAP 1.1 envelope. */
	static Element bodyContent(String envelope) {
		Element root = parse(envelope);
		assertThat(root.getNamespaceURI()).isEqualTo(SOAP_ENV);
		assertThat(root.getLocalName()).isEqualTo("Envelope");
		List<Element> parts = children(root);
		Element body = parts.get(parts.size() - 1);
		assertThat(body.getNamespaceURI()).isEqualTo(SOAP_ENV);
		assertThat(body.getLocalName()).isEqualTo("Body");
		List<Element> content = children(body);
		assertThat(content).hasSize(1);
		return content.get(0);
	}

	static void assertSameTree(Element actual, Element expected) {
		String where = path(actual);
		assertThat(actual.getNamespaceURI()).as(where).isEqualTo(expected.getNamespaceURI());
		assertThat(actual.getLocalName()).as(where).isEqualTo(expected.getLocalName());
		assertThat(actual.getAttributeNS(XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI, "nil")).as(where + " xsi:nil")
			.isEqualTo(expected.getAttributeNS(XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI, "nil"));
		List<Element> actualChildren = children(actual);
		List<Element> expectedChildren = children(expected);
		assertThat(actualChildren).as(where + " children").hasSameSizeAs(expectedChildren);
		if (expectedChildren.isEmpty()) {
			if ("{now}".equals(expected.getTextContent())) {
				assertThat(OffsetDateTime.parse(actual.getTextContent())).as(where)
					.isCloseTo(OffsetDateTime.now(), within(Duration.ofMinutes(1)));
			}
			else {
				assertThat(actual.getTextContent()).as(where).isEqualTo(expected.getTextContent());
			}
		}
		for (int k = 0; k < expectedChildren.size(); k++) {
			assertSameTree(actualChildren.get(k), expectedChildren.get(k));
		}
	}

	static List<Element> children(Element parent) {
		List<Element> elements = new ArrayList<>();
		for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
			if (node instanceof Element element) {
				elements.add(element);
			}
		}
		return elements;
	}

	private static String path(Element element) {
		StringBuilder path = new StringBuilder();
		for (Node node = element; node instanceof Element e; node = node.getParentNode()) {
			path.insert(0, "/" + e.getLocalName());
		}
		return path.toString();
	}

}
