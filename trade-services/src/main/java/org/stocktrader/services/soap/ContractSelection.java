package org.stocktrader.services.soap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.stream.XMLStreamReader;

import jakarta.servlet.http.HttpServletRequest;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.binding.Binding;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.StartBodyInterceptor;
import org.apache.cxf.common.classloader.ClassLoaderUtils;
import org.apache.cxf.common.classloader.ClassLoaderUtils.ClassLoaderHolder;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.helpers.CastUtils;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.ExchangeImpl;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.phase.PhaseManager;
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
 * The interceptor chains are built once per endpoint, not per call: CXF's observer of a
 * shared address builds a new chain for every request and adds the chosen endpoint's
 * interceptors to it one by one, ordering each. Here every request starts with a copy of
 * the chain of the endpoint that stands for the address, holding exactly the interceptors
 * CXF's chain would run for it; when the body chooses the other contract, the rest of the
 * request runs in a copy of that endpoint's chain, from the interceptor after this one.
 */
final class ContractSelection extends AbstractEndpointSelectionInterceptor {

	/** The servlet path under which DayTrader's contract is the address's own. */
	static final String DAYTRADER_SERVLET_PATH = "/daytrader/services";

	/**
	 * Key of the endpoint property that lets CXF publish a second endpoint at an address.
	 */
	static final String ALLOW_MULTIPLEX = "allow-multiplex-endpoint";

	private final SharedAddress address;

	private ContractSelection(SharedAddress address) {
		// once the reader stands inside the body
		super(Phase.READ);
		addAfter(StartBodyInterceptor.class.getName());
		this.address = address;
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
	public void handleMessage(Message message) {
		Exchange exchange = message.getExchange();
		Set<Endpoint> endpoints = CastUtils.cast((Set<?>) exchange.get(MultipleEndpointObserver.ENDPOINTS));
		Endpoint chosen = selectEndpoint(message, endpoints);
		if (chosen == null || chosen == exchange.getEndpoint()) {
			// the chain running is the chosen endpoint's
			return;
		}
		exchange.put(Endpoint.class, chosen);
		exchange.put(Binding.class, chosen.getBinding());
		exchange.put(Service.class, chosen.getService());
		this.address.continueIn(chosen, message, getId());
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
	 * is chosen and each endpoint's chain copied from a template.
	 */
	private static final class SharedAddress extends MultipleEndpointObserver {

		private final Endpoint first;

		private final ClassLoader loader;

		private final SortedSet<Phase> phases;

		private final Map<Endpoint, ChainTemplate> templates = new ConcurrentHashMap<>();

		SharedAddress(Bus bus, MultipleEndpointObserver shared, Endpoint first) {
			super(bus);
			this.first = first;
			this.loader = bus.getExtension(ClassLoader.class);
			this.phases = bus.getExtension(PhaseManager.class).getInPhases();
			getBindingInterceptors().addAll(shared.getBindingInterceptors());
			getRoutingInterceptors().add(new ContractSelection(this));
			getEndpoints().addAll(shared.getEndpoints());
		}

		/**
		 * As CXF's {@link MultipleEndpointObserver#onMessage}, with the standing
		 * endpoint's chain copied whole instead of built interceptor by interceptor.
		 */
		@Override
		public void onMessage(Message message) {
			Bus original = BusFactory.getAndSetThreadDefaultBus(this.bus);
			ClassLoaderHolder originalLoader = (this.loader != null)
					? ClassLoaderUtils.setThreadContextClassloader(this.loader) : null;
			try {
				Exchange exchange = message.getExchange();
				if (exchange == null) {
					exchange = new ExchangeImpl();
					exchange.setInMessage(message);
					message.setExchange(exchange);
				}
				Message soap = new SoapMessage(message);
				soap.setExchange(exchange);
				exchange.setInMessage(soap);
				setExchangeProperties(exchange, soap);
				PhaseInterceptorChain chain = chainOf(this.first);
				soap.setInterceptorChain(chain);
				exchange.put(ENDPOINTS, getEndpoints());
				chain.doIntercept(soap);
			}
			finally {
				if (original != this.bus) {
					BusFactory.setThreadDefaultBus(original);
				}
				if (originalLoader != null) {
					originalLoader.reset();
				}
			}
		}

		@Override
		protected void setExchangeProperties(Exchange exchange, Message message) {
			super.setExchangeProperties(exchange, message);
			exchange.put(Endpoint.class, this.first);
			exchange.put(Binding.class, this.first.getBinding());
			exchange.put(Service.class, this.first.getService());
		}

		/**
		 * Runs the rest of the request in the chosen endpoint's chain, after the
		 * selection; the chain that ran so far stops.
		 */
		void continueIn(Endpoint chosen, Message message, String selectionId) {
			PhaseInterceptorChain running = (PhaseInterceptorChain) message.getInterceptorChain();
			PhaseInterceptorChain chain = chainOf(chosen);
			message.setInterceptorChain(chain);
			running.abort();
			chain.doInterceptStartingAfter(message, selectionId);
		}

		/** A new chain for a request with the endpoint chosen. */
		PhaseInterceptorChain chainOf(Endpoint endpoint) {
			PhaseInterceptorChain chain = this.templates.computeIfAbsent(endpoint, ChainTemplate::new).copy();
			chain.setFaultObserver(endpoint.getOutFaultObserver());
			return chain;
		}

		/**
		 * The chain of one endpoint at the address, rebuilt when an interceptor list it
		 * was built from changes (interceptors may be added to the bus after the
		 * endpoints are published).
		 */
		private final class ChainTemplate {

			/**
			 * The lists in CXF's order: the bus's, the binding's and the routing
			 * interceptors before the choice, the endpoint's, its binding's and its
			 * service's after it.
			 */
			private static final int SOURCES = 6;

			private static final int BEFORE_CHOICE = 3;

			private final Endpoint endpoint;

			private volatile Built built;

			ChainTemplate(Endpoint endpoint) {
				this.endpoint = endpoint;
			}

			PhaseInterceptorChain copy() {
				Built current = this.built;
				if (current == null || !isCurrent(current)) {
					current = build();
					this.built = current;
				}
				return current.chain().cloneChain();
			}

			/**
			 * Whether every list still holds the interceptors the chain was built from.
			 */
			private boolean isCurrent(Built candidate) {
				for (int index = 0; index < SOURCES; index++) {
					List<Interceptor<? extends Message>> then = candidate.sources().get(index);
					int position = 0;
					// an iterator: the lists are copied on write, so it sees one version
					for (Interceptor<? extends Message> interceptor : source(index)) {
						if (position == then.size() || interceptor != then.get(position)) {
							return false;
						}
						position++;
					}
					if (position != then.size()) {
						return false;
					}
				}
				return true;
			}

			private List<Interceptor<? extends Message>> source(int index) {
				return switch (index) {
					case 0 -> SharedAddress.this.bus.getInInterceptors();
					case 1 -> getBindingInterceptors();
					case 2 -> getRoutingInterceptors();
					case 3 -> this.endpoint.getInInterceptors();
					case 4 -> this.endpoint.getBinding().getInInterceptors();
					default -> this.endpoint.getService().getInInterceptors();
				};
			}

			private Built build() {
				List<List<Interceptor<? extends Message>>> sources = new ArrayList<>(SOURCES);
				for (int index = 0; index < SOURCES; index++) {
					sources.add(List.copyOf(source(index)));
				}
				PhaseInterceptorChain beforeChoice = new PhaseInterceptorChain(SharedAddress.this.phases);
				PhaseInterceptorChain chain = new PhaseInterceptorChain(SharedAddress.this.phases);
				for (int index = 0; index < SOURCES; index++) {
					if (index < BEFORE_CHOICE) {
						beforeChoice.add(sources.get(index));
					}
					chain.add(sources.get(index));
				}
				// CXF adds the endpoint's interceptors once the choice is made: those
				// ordered before the choice never run, so the copy leaves them out
				Set<Interceptor<? extends Message>> runBeforeChoice = Collections
					.newSetFromMap(new IdentityHashMap<>());
				beforeChoice.forEach(runBeforeChoice::add);
				List<Interceptor<? extends Message>> neverRun = new ArrayList<>();
				for (Interceptor<? extends Message> interceptor : chain) {
					if (interceptor instanceof ContractSelection) {
						break;
					}
					if (!runBeforeChoice.contains(interceptor)) {
						neverRun.add(interceptor);
					}
				}
				neverRun.forEach(chain::remove);
				return new Built(chain, sources);
			}

			/** A chain and the lists it was built from. */
			private record Built(PhaseInterceptorChain chain, List<List<Interceptor<? extends Message>>> sources) {
			}

		}

	}

}
