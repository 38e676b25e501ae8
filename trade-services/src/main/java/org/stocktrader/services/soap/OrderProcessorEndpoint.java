package org.stocktrader.services.soap;

import jakarta.jws.WebService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.soap.orderprocessor.contract.OrderProcessorService;
import org.stocktrader.services.soap.orderprocessor.contract.types.OrderDataBean;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.OrderProcessor;
import org.stocktrader.services.trade.ProcessingMode;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Component;

/**
 * The .NET StockTrader order processor contract: a business service configured for a
 * remote order processor sends each order placed open here. In synchronous mode it is
 * executed by the service layer on the request; in asynchronous mode the order, already
 * committed open in the shared database, is the message: the request only wakes the order
 * processor, which executes it exactly once (on whichever node claims it), retries it on
 * failure, and never on this request thread. Both operations are one-way, so a refused
 * order is only logged.
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.orderprocessor.contract.OrderProcessorService",
		targetNamespace = "http://Trade.TraderOrderHost", serviceName = "OrderProcessorService",
		portName = "BasicHttpBinding_OrderProcessorService", wsdlLocation = "classpath:wsdl/OrderProcessorService.wsdl")
class OrderProcessorEndpoint implements OrderProcessorService {

	private static final Logger logger = LoggerFactory.getLogger(OrderProcessorEndpoint.class);

	private final TradeService trade;

	private final OrderProcessor processor;

	private final LiveSetting<ProcessingMode> processingMode;

	OrderProcessorEndpoint(@InProcess TradeService trade, OrderProcessor processor,
			LiveSetting<ProcessingMode> processingMode) {
		this.trade = trade;
		this.processor = processor;
		this.processingMode = processingMode;
	}

	@Override
	public void submitOrder(OrderDataBean order) {
		if (order == null || order.getOrderID() == null) {
			logger.warn("SubmitOrder without an order id ignored");
			return;
		}
		// the live mode: a change applies to the next order submitted
		if (this.processingMode.get() == ProcessingMode.ASYNCHRONOUS) {
			this.processor.wakeUp();
			return;
		}
		this.trade.completeOrder(order.getOrderID());
	}

	@Override
	public void isOnline() {
		this.trade.isOnline();
	}

}
