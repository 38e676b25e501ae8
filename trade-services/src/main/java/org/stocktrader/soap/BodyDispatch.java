package org.stocktrader.soap;

import java.util.ArrayList;
import java.util.List;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor.SoapActionInAttemptTwoInterceptor;
import org.apache.cxf.binding.soap.interceptor.StartBodyInterceptor;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.service.model.OperationInfo;

/**
 * Lets the body's first element choose the operation whenever the SOAPAction does not
 * name the operation the body holds. CXF already dispatches by the body when the action
 * is empty or missing (IBM JAX-RPC clients send {@code ""}), and by the action when it
 * names an operation (.NET clients); this covers the rest: an action naming no operation
 * (which CXF would fault as a mismatch) and an action naming another operation than the
 * body's.
 */
class BodyDispatch extends AbstractSoapInterceptor {

	BodyDispatch() {
		super(Phase.READ);
		addAfter(SoapActionInInterceptor.class.getName());
		addAfter(StartBodyInterceptor.class.getName());
	}

	@Override
	public void handleMessage(SoapMessage message) {
		List<Interceptor<? extends Message>> mismatchChecks = new ArrayList<>();
		message.getInterceptorChain().forEach((interceptor) -> {
			if (interceptor instanceof SoapActionInAttemptTwoInterceptor) {
				mismatchChecks.add(interceptor);
			}
		});
		mismatchChecks.forEach(message.getInterceptorChain()::remove);
		Exchange exchange = message.getExchange();
		BindingOperationInfo operation = exchange.getBindingOperationInfo();
		XMLStreamReader reader = message.getContent(XMLStreamReader.class);
		if (operation != null && reader != null && reader.isStartElement()
				&& !reader.getName().equals(wrapper(operation))) {
			exchange.remove(BindingOperationInfo.class);
			exchange.remove(OperationInfo.class);
		}
	}

	private static QName wrapper(BindingOperationInfo operation) {
		List<MessagePartInfo> parts = operation.getOperationInfo().getInput().getMessageParts();
		return parts.isEmpty() ? null : parts.get(0).getElementQName();
	}

}
