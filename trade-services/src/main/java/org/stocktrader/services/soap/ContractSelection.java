package org.stocktrader.services.soap;

import java.util.Set;

import javax.xml.stream.XMLStreamReader;

import jakarta.servlet.http.HttpServletRequest;
import org.apache.cxf.Bus;
import org.apache.cxf.binding.Binding;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.StartBodyInterceptor;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.service.Service;
import org.apache.cxf.staxutils.DepthXMLStreamReader;
import org.apache.cxf.staxutils.StaxUtils;
import org.apache.cxf.transport.Destination;
import org.apache.cxf.transport.MultipleEndpointObserver;
import org.apache.cxf.transport.http.AbstractHTTPDestination;
import org.apache.cxf.wsdl.interceptors.AbstractEndpointSelectionInterceptor;

/**
 * Chooses, among the contracts published at one address, the one whose namespace the
 * body's first element is in, so that a DayTrader client is answered in DayTrader's
 * namespace and an IBM Trade or StockTrader client in IBM's, at any trade services
 * address. A request that names neither (a GET, an empty body, a foreign namespace) goes
 * to the address's own contract: DayTrader's under {@value #DAYTRADER_SERVLET_PATH}, else
 * {@code ITradeServices}; that contract's WSDL is the one the address publishes.
 * <p>
 * CXF's own path for an address shared by several endpoints: its
 * {@link MultipleEndpointObserver} builds each request's chain from the bus's, the
 * binding's and the routing interceptors, and this routing interceptor (CXF's
 * {@link AbstractEndpointSelectionInterceptor}, only {@link #selectEndpoint} ours) adds
 * the chosen endpoint's interceptors to it. The observer is CXF's, through its extension
 * points only: the first endpoint stands for the address until the body chooses.
 */
final class ContractSelection extends AbstractEndpointSelectionInterceptor {

	/** The servlet path under which DayTrader's contract is the address's own. */
	static final String DAYTRADER_SERVLET_PATH = "/daytrader/services";

	/**
	 * Key of the endpoint property that lets CXF publish a second endpoint at an address.
	 */
	static final String ALLOW_MULTIPLEX = "allow-multiplex-endpoint";

	ContractSelection() {
		// once the reader stands inside the body
		super(Phase.READ);
		addAfter(StartBodyInterceptor.class.getName());
	}

	/**
	 * Makes the endpoints published at a destination shared by several contracts choose
	 * by the body's namespace instead of CXF's default (the SOAP version, which they
	 * share). Until the body is reached the first endpoint stands for the address, so
	 * that its XML limits apply and a fault raised while reading the envelope (a DTD, too
	 * deep a header) is written back as its faults are.
	 * @param first the endpoint published first at the address
	 * @param second the endpoint published beside it
	 */
	static void install(EndpointImpl first, EndpointImpl second) {
		Destination destination = second.getServer().getDestination();
		if (destination.getMessageObserver() instanceof MultipleEndpointObserver observer) {
			destination
				.setMessageObserver(new SharedAddress(second.getBus(), observer, first.getServer().getEndpoint()));
		}
	}

	@Override
	protected Endpoint selectEndpoint(Message message, Set<Endpoint> endpoints) {
		String body = bodyNamespace(message);
		String own = dayTraderPath(message) ? DayTraderServicesEndpoint.NAMESPACE : TradeServicesEndpoint.NAMESPACE;
		Endpoint ownEndpoint = null;
		for (Endpoint endpoint : endpoints) {
			String contract = endpoint.getService().getName().getNamespaceURI();
			if (contract.equals(body)) {
				return endpoint;
			}
			if (contract.equals(own)) {
				ownEndpoint = endpoint;
			}
		}
		return (ownEndpoint != null) ? ownEndpoint : endpoints.iterator().next();
	}

	private static String bodyNamespace(Message message) {
		XMLStreamReader reader = message.getContent(XMLStreamReader.class);
		if (reader == null || "GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
			return null;
		}
		// skip whitespace to the body's first element, as the body reader does later
		if (!StaxUtils.toNextElement(new DepthXMLStreamReader(reader))) {
			return null;
		}
		return reader.getNamespaceURI();
	}

	private static boolean dayTraderPath(Message message) {
		return message.get(AbstractHTTPDestination.HTTP_REQUEST) instanceof HttpServletRequest request
				&& DAYTRADER_SERVLET_PATH.equals(request.getServletPath());
	}

	/**
	 * CXF's observer of a shared address, with the first endpoint standing in until one
	 * is chosen.
	 */
	private static final class SharedAddress extends MultipleEndpointObserver {

		private final Endpoint first;

		SharedAddress(Bus bus, MultipleEndpointObserver shared, Endpoint first) {
			super(bus);
			this.first = first;
			getBindingInterceptors().addAll(shared.getBindingInterceptors());
			getRoutingInterceptors().add(new ContractSelection());
			getEndpoints().addAll(shared.getEndpoints());
		}

		@Override
		protected Message createMessage(Message message) {
			return new SoapMessage(message);
		}

		@Override
		protected void setExchangeProperties(Exchange exchange, Message message) {
			super.setExchangeProperties(exchange, message);
			exchange.put(Endpoint.class, this.first);
			exchange.put(Binding.class, this.first.getBinding());
			exchange.put(Service.class, this.first.getService());
		}

		@Override
		protected PhaseInterceptorChain createChain() {
			PhaseInterceptorChain chain = super.createChain();
			chain.setFaultObserver(this.first.getOutFaultObserver());
			return chain;
		}

	}

}
