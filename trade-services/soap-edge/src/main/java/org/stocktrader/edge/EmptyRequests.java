package org.stocktrader.edge;

import java.util.List;

import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.interceptor.InterceptorProvider;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageContentsList;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.service.model.MessagePartInfo;
import org.apache.cxf.staxutils.DepthXMLStreamReader;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.wsdl.interceptors.DocLiteralInInterceptor;

/**
 * Requests that carry nothing, told apart from server failures: an empty
 * {@code <soap:Body/>} is a {@code soap:Client} fault, and a request element written
 * {@code xsi:nil="true"} (SOAP::Lite's way of calling an operation without parameters,
 * such as {@code getMarketSummary} or {@code EchoVoid}) is the empty request of an
 * operation without parameters, and a {@code soap:Client} fault on any other operation.
 */
public final class EmptyRequests {

	private EmptyRequests() {
	}

	/**
	 * Adds both checks to an endpoint's in-interceptors.
	 * @param endpoint the endpoint
	 */
	public static void install(InterceptorProvider endpoint) {
		endpoint.getInInterceptors().add(new EmptyBody());
		endpoint.getInInterceptors().add(new NilWrapper());
	}

	/**
	 * A {@code Client} fault, answered also to a one-way operation (the order processor's
	 * {@code SubmitOrder}), whose faults CXF otherwise drops after answering 202.
	 */
	private static SoapFault clientFault(SoapMessage request, String message) {
		request.put(Message.ROBUST_ONEWAY, Boolean.TRUE);
		return new SoapFault(message, Soap11.getInstance().getSender());
	}

	/** Before the body is read: a body without an element names no request. */
	static final class EmptyBody extends AbstractSoapInterceptor {

		EmptyBody() {
			super(Phase.UNMARSHAL);
			addBefore(DocLiteralInInterceptor.class.getName());
		}

		@Override
		public void handleMessage(SoapMessage message) {
			XMLStreamReader reader = message.getContent(XMLStreamReader.class);
			if (isGET(message) || reader == null) {
				return;
			}
			if (!StaxUtils.toNextElement(new DepthXMLStreamReader(reader))) {
				throw clientFault(message, "The SOAP Body is empty: it must hold the request element of an operation.");
			}
		}

	}

	/** After the body is read: a nil request element reads as no wrapper at all. */
	static final class NilWrapper extends AbstractSoapInterceptor {

		NilWrapper() {
			super(Phase.UNMARSHAL);
			addAfter(DocLiteralInInterceptor.class.getName());
		}

		@Override
		public void handleMessage(SoapMessage message) {
			BindingOperationInfo operation = message.getExchange().getBindingOperationInfo();
			List<?> contents = message.getContent(List.class);
			if (operation == null || !operation.isUnwrappedCapable() || contents == null || contents.size() != 1
					|| contents.get(0) != null) {
				return;
			}
			MessagePartInfo wrapper = operation.getInput().getMessageParts().get(0);
			if (!operation.getUnwrappedOperation().getInput().getMessageParts().isEmpty()) {
				throw clientFault(message, "The request element " + wrapper.getElementQName().getLocalPart()
						+ " is nil; it must carry the operation's parameters.");
			}
			message.setContent(List.class, new MessageContentsList(emptyWrapper(wrapper)));
		}

		private static Object emptyWrapper(MessagePartInfo wrapper) {
			try {
				return wrapper.getTypeClass().getDeclaredConstructor().newInstance();
			}
			catch (ReflectiveOperationException ex) {
				throw new IllegalStateException("No empty request element for " + wrapper.getElementQName(), ex);
			}
		}

	}

}
