package org.stocktrader.services.soap.client;

import jakarta.xml.soap.SOAPFault;
import jakarta.xml.ws.soap.SOAPFaultException;
import org.stocktrader.services.soap.TradeFaultDetail;
import org.stocktrader.services.trade.DuplicateUserException;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.TradeException;

/**
 * A SOAP fault back to the exception the in-process service would have thrown: by the
 * {@link TradeFaultDetail} in the detail when a StockTrader server sent it, else a
 * {@code Client} fault is a refused request and anything else a failure of the remote
 * service.
 */
final class RemoteFaults {

	private RemoteFaults() {
	}

	static RuntimeException translate(SOAPFaultException ex, String userId) {
		SOAPFault fault = ex.getFault();
		String message = fault.getFaultString();
		Refusal reason = TradeFaultDetail.read(fault.getDetail());
		if (reason == Refusal.DUPLICATE_USER && userId != null) {
			return new DuplicateUserException(userId);
		}
		if (reason != null) {
			return TradeException.of(reason, message);
		}
		if ("Client".equals(fault.getFaultCodeAsQName().getLocalPart())) {
			return new TradeException(message);
		}
		return new IllegalStateException("The trade service failed: " + message, ex);
	}

}
