package org.stocktrader.services.management;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

import javax.xml.namespace.QName;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.apache.cxf.Bus;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.interceptor.MessageSenderInterceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextAware;

/**
 * Times every SOAP operation served by every CXF bus of the application (the trade
 * services' and WSTest's) with a Micrometer timer, {@code cxf.server.requests}, tagged
 * with the service ({@code TradeServiceBSL}, {@code TradeWSServices},
 * {@code OrderProcessorService}, WSTest's {@code TestService}), the operation
 * ({@code UNKNOWN} when the request never reached one) and the outcome ({@code SUCCESS},
 * {@code CLIENT_FAULT}, {@code SERVER_FAULT}). From the first phase of the request to the
 * end of the response (or fault) sent; a one-way operation ends after its invocation. No
 * request URI: every contract answers at several addresses and any path under a servlet
 * reaches CXF, so it would not be a bounded tag. Calls this application makes as a client
 * (the SOAP back end) are not counted here. Three small interceptors on each bus and one
 * map lookup per call; the timers are Micrometer's.
 */
class SoapMetrics implements SmartInitializingSingleton, ApplicationContextAware {

	static final String METRIC = "cxf.server.requests";

	private static final String START = SoapMetrics.class.getName() + ".start";

	private final ObjectProvider<MeterRegistry> registry;

	private final ConcurrentMap<Key, Timer> timers = new ConcurrentHashMap<>();

	private ApplicationContext context;

	SoapMetrics(ObjectProvider<MeterRegistry> registry) {
		this.registry = registry;
	}

	@Override
	public void setApplicationContext(ApplicationContext context) {
		this.context = context;
	}

	@Override
	public void afterSingletonsInstantiated() {
		MeterRegistry meters = this.registry.getObject();
		Map<String, Bus> buses = this.context.getBeansOfType(Bus.class);
		for (Bus bus : buses.values()) {
			bus.getInInterceptors().add(new Start());
			bus.getInInterceptors().add(new OneWayEnd(meters));
			bus.getOutInterceptors().add(new End(meters, false));
			bus.getOutFaultInterceptors().add(new End(meters, true));
		}
	}

	private void record(MeterRegistry meters, Exchange exchange, String outcome) {
		Object start = exchange.remove(START);
		if (!(start instanceof Long started)) {
			return;
		}
		Key key = new Key(service(exchange), operation(exchange), outcome);
		this.timers
			.computeIfAbsent(key,
					(tags) -> Timer.builder(METRIC)
						.description("SOAP operations served")
						.tag("service", tags.service())
						.tag("operation", tags.operation())
						.tag("outcome", tags.outcome())
						.register(meters))
			.record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
	}

	private static String service(Exchange exchange) {
		Endpoint endpoint = exchange.getEndpoint();
		if (endpoint == null || endpoint.getService() == null) {
			return "UNKNOWN";
		}
		return endpoint.getService().getName().getLocalPart();
	}

	private static String operation(Exchange exchange) {
		BindingOperationInfo operation = exchange.getBindingOperationInfo();
		return (operation != null) ? operation.getName().getLocalPart() : "UNKNOWN";
	}

	private static String faultOutcome(Message message) {
		Exception fault = message.getContent(Exception.class);
		if (fault instanceof Fault cxfFault) {
			QName code = cxfFault.getFaultCode();
			if (code != null && (code.equals(SoapFault.FAULT_CODE_CLIENT) || "Sender".equals(code.getLocalPart())
					|| "Client".equals(code.getLocalPart()))) {
				return "CLIENT_FAULT";
			}
		}
		return "SERVER_FAULT";
	}

	/** Notes when a request arrived. */
	private static final class Start extends AbstractPhaseInterceptor<Message> {

		Start() {
			super(Phase.RECEIVE);
		}

		@Override
		public void handleMessage(Message message) {
			if (!MessageUtils.isRequestor(message)) {
				message.getExchange().putIfAbsent(START, System.nanoTime());
			}
		}

	}

	/** Records a one-way operation once invoked (it sends no response). */
	private final class OneWayEnd extends AbstractPhaseInterceptor<Message> {

		private final MeterRegistry meters;

		OneWayEnd(MeterRegistry meters) {
			super(Phase.POST_INVOKE);
			this.meters = meters;
		}

		@Override
		public void handleMessage(Message message) {
			if (!MessageUtils.isRequestor(message) && message.getExchange().isOneWay()) {
				record(this.meters, message.getExchange(), "SUCCESS");
			}
		}

	}

	/** Records an operation once its response or fault is sent. */
	private final class End extends AbstractPhaseInterceptor<Message> {

		private final MeterRegistry meters;

		private final boolean fault;

		End(MeterRegistry meters, boolean fault) {
			super(Phase.PREPARE_SEND_ENDING);
			addAfter(MessageSenderInterceptor.MessageSenderEndingInterceptor.class.getName());
			this.meters = meters;
			this.fault = fault;
		}

		@Override
		public void handleMessage(Message message) {
			if (!MessageUtils.isRequestor(message)) {
				record(this.meters, message.getExchange(), this.fault ? faultOutcome(message) : "SUCCESS");
			}
		}

	}

	private record Key(String service, String operation, String outcome) {

	}

}
