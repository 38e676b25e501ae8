package org.stocktrader.services.soap;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.cxf.binding.soap.SoapBindingConstants;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.SoapVersion;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.service.model.BindingOperationInfo;

/**
 * CXF's SOAPAction dispatch, remembering the operation each action named. CXF compares
 * the action with every operation of the endpoint on every call (its SOAP action, and its
 * WS-Addressing action with and without {@code Request}, building those strings each
 * time); here an action that named exactly one operation finds it again in a map. Only
 * actions that named an operation are kept, so the map is bounded by the contract, not by
 * what clients send. An action that named no operation (a client sending
 * {@code getOrders} where the contract says {@code http://.../getOrders}) is remembered
 * too, among at most {@value #MAX_UNNAMED}, and gets what CXF gives it, its mismatch
 * check (see {@link BodyDispatch}), without the search; any other action goes through
 * CXF's code as before.
 */
final class KnownActions extends SoapActionInInterceptor {

	private static final String ALLOW_NON_MATCHING_TO_DEFAULT = "allowNonMatchingToDefaultSoapAction";

	private final Endpoint endpoint;

	/**
	 * The most actions naming no operation remembered; the rest are searched each time.
	 */
	static final int MAX_UNNAMED = 64;

	private final Map<Key, BindingOperationInfo> operations = new ConcurrentHashMap<>();

	private final Set<Key> unnamed = ConcurrentHashMap.newKeySet();

	private KnownActions(Endpoint endpoint) {
		this.endpoint = endpoint;
	}

	/**
	 * Puts this dispatch in place of CXF's among the in-interceptors of an endpoint's
	 * binding.
	 * @param endpoint a published endpoint
	 */
	static void install(Endpoint endpoint) {
		List<Interceptor<? extends Message>> interceptors = endpoint.getBinding().getInInterceptors();
		for (int index = 0; index < interceptors.size(); index++) {
			if (interceptors.get(index).getClass() == SoapActionInInterceptor.class) {
				interceptors.set(index, new KnownActions(endpoint));
			}
		}
	}

	@Override
	public void handleMessage(SoapMessage message) {
		if (isRequestor(message)) {
			return;
		}
		String action = getSoapAction(message);
		if (action == null || action.isEmpty()) {
			return;
		}
		Exchange exchange = message.getExchange();
		if (exchange.getEndpoint() != this.endpoint || exchange.getBindingOperationInfo() != null) {
			// not the case remembered: CXF decides
			getAndSetOperation(message, action);
		}
		else {
			Key key = new Key(message.getVersion(), action,
					MessageUtils.getContextualBoolean(message, ALLOW_NON_MATCHING_TO_DEFAULT, false));
			BindingOperationInfo known = this.operations.get(key);
			if (known != null) {
				exchange.put(BindingOperationInfo.class, known);
			}
			else if (this.unnamed.contains(key)) {
				// what CXF's search ends in for such an action
				message.getInterceptorChain().add(new SoapActionInAttemptTwoInterceptor(action));
			}
			else {
				getAndSetOperation(message, action);
				BindingOperationInfo named = exchange.getBindingOperationInfo();
				if (named != null) {
					this.operations.put(key, named);
				}
				else if (this.unnamed.size() < MAX_UNNAMED && hasMismatchCheck(message)) {
					// named no operation (not two: CXF then adds no check)
					this.unnamed.add(key);
				}
			}
		}
		message.put(SoapBindingConstants.SOAP_ACTION, action);
	}

	private static boolean hasMismatchCheck(SoapMessage message) {
		for (Interceptor<? extends Message> interceptor : message.getInterceptorChain()) {
			if (interceptor instanceof SoapActionInAttemptTwoInterceptor) {
				return true;
			}
		}
		return false;
	}

	/** What CXF's choice depends on, besides the endpoint's operations. */
	private record Key(SoapVersion version, String action, boolean allowNonMatchingToDefault) {
	}

}
