package org.stocktrader.edge;

import org.apache.cxf.Bus;
import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Faults raised before the service was invoked are the request's fault: a body that is
 * not XML (binary garbage), a WSDL request with unreadable parameters
 * ({@code ?wsdl=%00}), a message CXF cannot read. CXF answers those {@code soap:Server}
 * ("Couldn't parse stream."), which tells a client to retry the same request; this
 * out-fault interceptor on the bus makes them {@code soap:Client}. Faults of an invoked
 * operation keep the code the service's invoker gave them: the invoker calls
 * {@link #invoked} first.
 */
public final class RequestFaults extends AbstractPhaseInterceptor<Message> {

	private static final String INVOKED = RequestFaults.class.getName() + ".invoked";

	private RequestFaults() {
		super(Phase.SETUP);
	}

	/**
	 * Makes the faults a bus answers before a service is invoked {@code soap:Client}.
	 * @param bus the bus
	 */
	public static void install(Bus bus) {
		bus.getOutFaultInterceptors().add(new RequestFaults());
	}

	/**
	 * Notes on the exchange that the service is being invoked: its faults are its own.
	 * @param exchange the exchange
	 */
	public static void invoked(Exchange exchange) {
		exchange.put(INVOKED, Boolean.TRUE);
	}

	@Override
	public void handleMessage(Message message) {
		Exchange exchange = message.getExchange();
		if (exchange == null || Boolean.TRUE.equals(exchange.get(INVOKED))
				|| !(message.getContent(Exception.class) instanceof Fault fault)) {
			return;
		}
		if (fault instanceof SoapFault soapFault) {
			if (Soap11.getInstance().getReceiver().equals(soapFault.getFaultCode())) {
				soapFault.setFaultCode(Soap11.getInstance().getSender());
			}
		}
		else if (Fault.FAULT_CODE_SERVER.equals(fault.getFaultCode())) {
			fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
		}
	}

}
