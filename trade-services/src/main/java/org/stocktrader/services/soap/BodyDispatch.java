package org.stocktrader.services.soap;

import java.util.ArrayList;
import java.util.List;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor.SoapActionInAttemptTwoInterceptor;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.service.model.OperationInfo;
import org.apache.cxf.staxutils.DepthXMLStreamReader;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor;

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
		// just before the body is read, when the reader stands on the body's first
		// element
		super(Phase.UNMARSHAL);
		addBefore(DocLiteralInInterceptor.class.getName());
	}

	@Override
	public void handleMessage(SoapMessage message) {
		Exchange exchange = message.getExchange();
		BindingOperationInfo operation = exchange.getBindingOperationInfo();
		if (operation == null) {
			// CXF adds its mismatch check to the chain only when a SOAPAction named no
			// operation, which leaves the operation unknown until the body is read
			String action = SoapActionInInterceptor.getSoapAction(message);
			if (action != null && !action.isEmpty()) {
				removeMismatchChecks(message);
			}
			return;
		}
		XMLStreamReader reader = message.getContent(XMLStreamReader.class);
		if (reader == null) {
			return;
		}
		// skip whitespace to the body's first element, as the body reader does next
		if (!StaxUtils.toNextElement(new DepthXMLStreamReader(reader))) {
			return;
		}
		QName body = reader.getName();
		if (body.equals(wrapper(operation))) {
			return;
		}
		exchange.getEndpoint()
			.getEndpointInfo()
			.getBinding()
			.getOperations()
			.stream()
			.filter((candidate) -> body.equals(wrapper(candidate)))
			.findFirst()
			.ifPresent((byBody) -> {
				exchange.put(BindingOperationInfo.class, byBody);
				exchange.put(OperationInfo.class, byBody.getOperationInfo());
			});
	}

	private static void removeMismatchChecks(SoapMessage message) {
		List<Interceptor<? extends Message>> mismatchChecks = new ArrayList<>();
		message.getInterceptorChain().forEach((interceptor) -> {
			if (interceptor instanceof SoapActionInAttemptTwoInterceptor) {
				mismatchChecks.add(interceptor);
			}
		});
		mismatchChecks.forEach(message.getInterceptorChain()::remove);
	}

	private static QName wrapper(BindingOperationInfo operation) {
		List<MessagePartInfo> parts = operation.getOperationInfo().getInput().getMessageParts();
		return parts.isEmpty() ? null : parts.get(0).getElementQName();
	}

}
