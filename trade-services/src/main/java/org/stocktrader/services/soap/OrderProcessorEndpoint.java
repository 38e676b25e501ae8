package org.stocktrader.services.soap;

import jakarta.jws.WebService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.services.soap.orderprocessor.contract.OrderProcessorService;
import org.stocktrader.services.soap.orderprocessor.contract.types.OrderDataBean;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Component;

/**
 * The .NET StockTrader order processor contract: a business service configured for a
 * remote order processor sends each order placed open here, and it is executed by the
 * service layer. Both operations are one-way, so a refused order is only logged.
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.orderprocessor.contract.OrderProcessorService",
		targetNamespace = "http://Trade.TraderOrderHost", serviceName = "OrderProcessorService",
		portName = "BasicHttpBinding_OrderProcessorService", wsdlLocation = "classpath:wsdl/OrderProcessorService.wsdl")
class OrderProcessorEndpoint implements OrderProcessorService {

	private static final Logger logger = LoggerFactory.getLogger(OrderProcessorEndpoint.class);

	private final TradeService trade;

	OrderProcessorEndpoint(@InProcess TradeService trade) {
		this.trade = trade;
	}

	@Override
	public void submitOrder(OrderDataBean order) {
		if (order == null || order.getOrderID() == null) {
			logger.warn("SubmitOrder without an order id ignored");
			return;
		}
		this.trade.completeOrder(order.getOrderID());
	}

	@Override
	public void isOnline() {
		this.trade.isOnline();
	}

}
