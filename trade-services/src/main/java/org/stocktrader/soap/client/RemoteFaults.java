package org.stocktrader.soap.client;

import jakarta.xml.soap.Detail;
import jakarta.xml.soap.DetailEntry;
import jakarta.xml.soap.SOAPFault;
import jakarta.xml.ws.soap.SOAPFaultException;

import org.stocktrader.soap.TradeFaultCode;
import org.stocktrader.trade.DuplicateUserException;
import org.stocktrader.trade.InvalidInputException;
import org.stocktrader.trade.NotFoundException;
import org.stocktrader.trade.TradeException;

/**
 * A SOAP fault back to the exception the in-process service would have thrown: by the
 * {@link TradeFaultCode} in the detail when a StockTrader server sent it, else a
 * {@code Client} fault is a refused request and anything else a failure of the remote
 * service.
 */
final class RemoteFaults {

	private RemoteFaults() {
	}

	static RuntimeException translate(SOAPFaultException ex, String userId) {
		SOAPFault fault = ex.getFault();
		String message = fault.getFaultString();
		TradeFaultCode code = codeOf(fault.getDetail());
		if (code != null) {
			return switch (code) {
				case INVALID_INPUT -> new InvalidInputException(message);
				case NOT_FOUND -> new NotFoundException(message);
				case DUPLICATE_USER -> duplicateUser(userId, message);
				case REFUSED -> new TradeException(message);
			};
		}
		if ("Client".equals(fault.getFaultCodeAsQName().getLocalPart())) {
			return new TradeException(message);
		}
		return new IllegalStateException("The trade service failed: " + message, ex);
	}

	private static TradeException duplicateUser(String userId, String message) {
		return (userId != null) ? new DuplicateUserException(userId) : new TradeException(message);
	}

	private static TradeFaultCode codeOf(Detail detail) {
		if (detail == null) {
			return null;
		}
		var entries = detail.getDetailEntries();
		while (entries.hasNext()) {
			DetailEntry entry = entries.next();
			if (TradeFaultCode.NAMESPACE.equals(entry.getNamespaceURI())
					&& TradeFaultCode.ELEMENT.equals(entry.getLocalName())) {
				String text = entry.getTextContent().trim();
				for (TradeFaultCode code : TradeFaultCode.values()) {
					if (code.name().equals(text)) {
						return code;
					}
				}
			}
		}
		return null;
	}

}
