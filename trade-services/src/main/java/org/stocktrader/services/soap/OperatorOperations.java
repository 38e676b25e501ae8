package org.stocktrader.services.soap;

import java.util.Set;

import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.OneWayProcessorInterceptor;
import org.apache.cxf.message.FaultMode;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.stocktrader.services.security.TradeRoles;
import org.stocktrader.services.trade.Refusal;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Refuses the operator operations of the SOAP services with a {@code Client} fault unless
 * the caller sent the operator credential, whatever its address: decided on the operation
 * CXF resolved for the request, so every address an endpoint answers on (the aliases, a
 * trailing slash) gets the same decision. The operations: resetting the database,
 * creating quotes and changing their prices, and the operations that take an order id
 * without a user (complete, cancel, queue, and the order processor's submit), which reach
 * any user's orders. Runs once the operation is known and before a one-way operation
 * leaves the request thread.
 */
class OperatorOperations extends AbstractPhaseInterceptor<Message> {

	/**
	 * The operator operations' names as the contracts' WSDLs spell them (compared
	 * exactly: the .NET order processor's is {@code SubmitOrder}); a test checks that
	 * each names an operation of a published endpoint.
	 */
	static final Set<String> OPERATIONS = Set.of("resetTrade", "createQuote", "updateQuotePriceVolume", "completeOrder",
			"cancelOrder", "queueOrder", "SubmitOrder");

	private static final String OPERATOR = "ROLE_" + TradeRoles.OPERATOR;

	OperatorOperations() {
		super(Phase.PRE_LOGICAL);
		addBefore(OneWayProcessorInterceptor.class.getName());
	}

	@Override
	public void handleMessage(Message message) {
		if (MessageUtils.isRequestor(message)) {
			// a client on the same bus reading a response
			return;
		}
		BindingOperationInfo operation = message.getExchange().getBindingOperationInfo();
		if (operation == null || !OPERATIONS.contains(operation.getName().getLocalPart()) || isOperator()) {
			return;
		}
		// a refusal like any other: a Client fault with the UNAUTHORISED reason, logged
		// at FINE
		message.put(FaultMode.class, FaultMode.CHECKED_APPLICATION_FAULT);
		// a one-way operation (the order processor's submit) answers the refusal too
		message.put(Message.ROBUST_ONEWAY, Boolean.TRUE);
		SoapFault fault = new SoapFault(
				operation.getName().getLocalPart() + " is an operator operation: send the operator credential.",
				Soap11.getInstance().getSender());
		TradeFaultDetail.write(fault.getOrCreateDetail(), Refusal.UNAUTHORISED);
		throw fault;
	}

	private static boolean isOperator() {
		Authentication caller = SecurityContextHolder.getContext().getAuthentication();
		return caller != null && caller.isAuthenticated()
				&& caller.getAuthorities().stream().map(GrantedAuthority::getAuthority).anyMatch(OPERATOR::equals);
	}

}
