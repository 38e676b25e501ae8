package org.stocktrader.services.soap;

import java.lang.reflect.Method;
import java.util.List;

import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.jaxws.JAXWSMethodInvoker;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.FaultMode;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.edge.RequestFaults;
import org.stocktrader.services.trade.DatabaseOutage;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.TradeException;

/**
 * Invokes an endpoint and turns what it throws into SOAP 1.1 faults: a refused request
 * ({@link TradeException}) into a fault with the exception's message and its reason in a
 * {@link TradeFaultDetail} unless switched off ({@code soap:Client} for the caller's
 * mistakes, {@code soap:Server} for a busy service), the database away for a while
 * ({@link DatabaseOutage}) into the {@code soap:Server} fault of a busy service, anything
 * unexpected into a {@code soap:Server} fault with a generic text (logged here, never
 * sent).
 */
class TradeFaults extends JAXWSMethodInvoker {

	static final String INTERNAL_ERROR = "The service could not process the request.";

	private static final Logger logger = LoggerFactory.getLogger(TradeFaults.class);

	private final boolean detail;

	/**
	 * An invoker of the endpoint.
	 * @param endpoint the implementor
	 * @param detail whether a refused request's fault carries its reason in a
	 * {@link TradeFaultDetail}
	 */
	TradeFaults(Object endpoint, boolean detail) {
		super(endpoint);
		this.detail = detail;
	}

	/** Notes on the exchange that the service is invoked ({@link RequestFaults}). */
	@Override
	public Object invoke(Exchange exchange, Object o) {
		RequestFaults.invoked(exchange);
		return super.invoke(exchange, o);
	}

	@Override
	protected Fault createFault(Throwable ex, Method method, List<Object> params, boolean checked) {
		if (ex instanceof TradeException refused) {
			// a refused request is the client's business: CXF then logs it at FINE, not
			// as a WARNING with a stack trace
			Message message = PhaseInterceptorChain.getCurrentMessage();
			if (message != null) {
				message.put(FaultMode.class, FaultMode.CHECKED_APPLICATION_FAULT);
			}
			SoapFault fault = new SoapFault(refused.getMessage(), refused.reason().clientMistake()
					? Soap11.getInstance().getSender() : Soap11.getInstance().getReceiver());
			if (this.detail) {
				TradeFaultDetail.write(fault.getOrCreateDetail(), refused.reason());
			}
			return fault;
		}
		if (ex instanceof Fault fault) {
			return fault;
		}
		if (DatabaseOutage.isOutage(ex)) {
			logger.warn("{} failed, the database is unavailable: {}", method.getName(), ex.toString());
			SoapFault fault = new SoapFault(DatabaseOutage.MESSAGE, Soap11.getInstance().getReceiver());
			if (this.detail) {
				TradeFaultDetail.write(fault.getOrCreateDetail(), Refusal.BUSY);
			}
			return fault;
		}
		logger.error("{} failed", method.getName(), ex);
		return new SoapFault(INTERNAL_ERROR, Soap11.getInstance().getReceiver());
	}

}
