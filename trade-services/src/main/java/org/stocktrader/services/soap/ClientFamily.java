package org.stocktrader.services.soap;

import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;

/**
 * Which family of clients sent the current request, told by its SOAPAction: .NET
 * StockTrader clients name an action for every operation but {@code emptyMethodAction};
 * IBM Trade (JAX-RPC) clients send {@code ""}.
 */
enum ClientFamily {

	/** .NET StockTrader (WCF) and clients generated from our WSDL. */
	STOCKTRADER,
	/** IBM Trade 6.1 / DayTrader. */
	IBM_TRADE;

	/** The family of the request being processed on this thread. */
	static ClientFamily current() {
		Message message = PhaseInterceptorChain.getCurrentMessage();
		String action = (message != null) ? SoapActionInInterceptor.getSoapAction(message) : null;
		return (action == null || action.isEmpty()) ? IBM_TRADE : STOCKTRADER;
	}

	/** Whether HoldingDataBean carries the current price (StockTrader 5 and later). */
	boolean holdingPrice() {
		return this == STOCKTRADER;
	}

}
