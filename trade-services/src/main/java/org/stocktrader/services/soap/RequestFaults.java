package org.stocktrader.services.soap;

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
 * operation keep the code {@link TradeFaults} gave them.
 */
class RequestFaults extends AbstractPhaseInterceptor<Message> {

	/** Set on the exchange by {@link TradeFaults} when it invokes the service. */
	static final String INVOKED = RequestFaults.class.getName() + ".invoked";

	RequestFaults() {
		super(Phase.SETUP);
	}

	/**
	 * Notes on the exchange that the service is being invoked.
	 * @param exchange the exchange
	 */
	static void invoked(Exchange exchange) {
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
