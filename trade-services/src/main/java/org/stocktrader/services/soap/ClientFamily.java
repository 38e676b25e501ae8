package org.stocktrader.services.soap;

import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;

/**
 * Which family of clients sent the current request. On the {@code ITradeServices}
 * contract it is told by the SOAPAction: .NET StockTrader clients name an action for
 * every operation but {@code emptyMethodAction}; IBM Trade (JAX-RPC) clients send
 * {@code ""}. DayTrader clients are told by their own namespace, which the DayTrader
 * contract's endpoint answers: it passes {@link #DAYTRADER} to {@link TradeOperations}.
 */
enum ClientFamily {

	/** .NET StockTrader (WCF) and clients generated from our WSDL. */
	STOCKTRADER,
	/** IBM Trade 6.1 in IBM's namespace. */
	IBM_TRADE,
	/**
	 * Apache DayTrader in its own namespace,
	 * {@code http://daytrader.samples.geronimo.apache.org}.
	 */
	DAYTRADER;

	/**
	 * The family of the {@code ITradeServices} request being processed on this thread.
	 */
	static ClientFamily current() {
		Message message = PhaseInterceptorChain.getCurrentMessage();
		String action = (message != null) ? SoapActionInInterceptor.getSoapAction(message) : null;
		return (action == null || action.isEmpty()) ? IBM_TRADE : STOCKTRADER;
	}

	/** Whether HoldingDataBean carries the current price (StockTrader 5 and later). */
	boolean holdingPrice() {
		return this == STOCKTRADER;
	}

	/**
	 * Whether {@code getAccountData} and {@code getOrders} of an unknown user answer nil
	 * and an empty list, as StockTrader's data layer does, rather than a fault, as
	 * DayTrader's {@code TradeSLSBBean} (its default runtime) does. Every family gets nil
	 * from {@code getQuote}, {@code getHolding} and {@code getAccountProfileData} and an
	 * empty list from {@code getHoldings} and {@code getClosedOrders}: StockTrader,
	 * TradeDirect and TradeSLSBBean all answer so.
	 */
	boolean quietUnknownUser() {
		return this == STOCKTRADER;
	}

}
