package org.stocktrader.soap;

import java.lang.reflect.Method;
import java.util.List;

import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.jaxws.JAXWSMethodInvoker;
import org.apache.cxf.message.FaultMode;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.trade.TradeException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Invokes an endpoint and turns what it throws into SOAP 1.1 faults: a refused request
 * ({@link TradeException}) into a {@code soap:Client} fault with the exception's message
 * and a {@link TradeFaultCode} detail, anything unexpected into a {@code soap:Server}
 * fault with a generic text (logged here, never sent).
 */
class TradeFaults extends JAXWSMethodInvoker {

	static final String INTERNAL_ERROR = "The service could not process the request.";

	private static final Logger logger = LoggerFactory.getLogger(TradeFaults.class);

	TradeFaults(Object endpoint) {
		super(endpoint);
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
			SoapFault fault = new SoapFault(refused.getMessage(), Soap11.getInstance().getSender());
			Element detail = fault.getOrCreateDetail();
			Document document = detail.getOwnerDocument();
			Element tradeFault = document.createElementNS(TradeFaultCode.NAMESPACE, TradeFaultCode.ELEMENT);
			Element code = document.createElementNS(TradeFaultCode.NAMESPACE, "code");
			code.setTextContent(TradeFaultCode.of(refused).name());
			tradeFault.appendChild(code);
			detail.appendChild(tradeFault);
			return fault;
		}
		if (ex instanceof Fault fault) {
			return fault;
		}
		logger.error("{} failed", method.getName(), ex);
		return new SoapFault(INTERNAL_ERROR, Soap11.getInstance().getReceiver());
	}

}
