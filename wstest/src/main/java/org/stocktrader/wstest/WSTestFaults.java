package org.stocktrader.wstest;

import java.lang.reflect.Method;
import java.util.List;

import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.jaxws.JAXWSMethodInvoker;
import org.apache.cxf.message.Exchange;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.edge.RequestFaults;

/**
 * Invokes the WSTest endpoint and keeps Java out of its faults: a fault the endpoint
 * raises on purpose (a refused request) goes out as it is, anything unexpected becomes a
 * {@code soap:Server} fault with a generic text (logged here, never sent), where CXF's
 * default text names the Java method and its arguments.
 */
class WSTestFaults extends JAXWSMethodInvoker {

	static final String INTERNAL_ERROR = "The service could not process the request.";

	private static final Logger logger = LoggerFactory.getLogger(WSTestFaults.class);

	WSTestFaults(Object endpoint) {
		super(endpoint);
	}

	/** Notes on the exchange that the service is invoked ({@link RequestFaults}). */
	@Override
	public Object invoke(Exchange exchange, Object o) {
		RequestFaults.invoked(exchange);
		return super.invoke(exchange, o);
	}

	@Override
	protected Fault createFault(Throwable ex, Method method, List<Object> params, boolean checked) {
		if (ex instanceof Fault fault) {
			return fault;
		}
		logger.error("{} failed", method.getName(), ex);
		return new SoapFault(INTERNAL_ERROR, Soap11.getInstance().getReceiver());
	}

}
