package org.stocktrader.services.soap;

import java.util.Iterator;

import jakarta.xml.soap.Detail;
import jakarta.xml.soap.DetailEntry;
import org.stocktrader.services.trade.Refusal;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The machine-readable reason of a SOAP fault, both directions: the server writes the
 * {@link Refusal}'s name (such as {@code NOT_FOUND}) into the fault's detail, as the text
 * of a {@code code} element inside a {@code TradeFault} element in the namespace
 * {@value #NAMESPACE}, and a StockTrader SOAP client reads it back to raise the same
 * exception as the in-process service.
 */
public final class TradeFaultDetail {

	/** The namespace of the fault detail element. */
	public static final String NAMESPACE = "urn:org.stocktrader:fault";

	/** The local name of the fault detail element. */
	public static final String ELEMENT = "TradeFault";

	private TradeFaultDetail() {
	}

	/**
	 * Appends the reason to a fault's detail element.
	 * @param detail the fault's {@code detail}
	 * @param reason the refusal
	 */
	static void write(Element detail, Refusal reason) {
		Document document = detail.getOwnerDocument();
		Element tradeFault = document.createElementNS(NAMESPACE, ELEMENT);
		Element code = document.createElementNS(NAMESPACE, "code");
		code.setTextContent(reason.name());
		tradeFault.appendChild(code);
		detail.appendChild(tradeFault);
	}

	/**
	 * Reads the reason from a received fault's detail.
	 * @param detail the fault's detail, or {@code null}
	 * @return the refusal, or {@code null} where the detail carries none (a server that
	 * is not StockTrader)
	 */
	public static Refusal read(Detail detail) {
		if (detail == null) {
			return null;
		}
		Iterator<DetailEntry> entries = detail.getDetailEntries();
		while (entries.hasNext()) {
			DetailEntry entry = entries.next();
			if (NAMESPACE.equals(entry.getNamespaceURI()) && ELEMENT.equals(entry.getLocalName())) {
				String text = entry.getTextContent().trim();
				for (Refusal reason : Refusal.values()) {
					if (reason.name().equals(text)) {
						return reason;
					}
				}
			}
		}
		return null;
	}

}
