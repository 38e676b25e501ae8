package org.stocktrader.services.rest;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import io.swagger.v3.oas.annotations.media.Schema;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;

/**
 * An order as the REST API shows it, under its own schema name (the WSTest JSON API has
 * an {@code Order} of its own).
 *
 * @param orderId the order id
 * @param accountId the account that placed it
 * @param type buy or sell
 * @param status where the order is in its life
 * @param openDate when it was placed
 * @param completionDate when it was executed, {@code null} until then
 * @param quantity the number of shares
 * @param price the execution price, {@code null} until executed
 * @param orderFee the fee charged
 * @param symbol the quote symbol
 * @param holdingId the holding bought or sold, else {@code null}
 */
@Schema(name = "TradeOrder", description = "A buy or sell order of a trader's account.")
record TradeOrder(@Schema(description = "The order id.", example = "1042") int orderId,
		@Schema(description = "The account that placed the order.") int accountId,
		@Schema(description = "BUY opens a new holding; SELL sells all or part of one.") OrderType type,
		@Schema(description = "OPEN until executed (PROCESSING while the asynchronous order processor has it), "
				+ "CLOSED once executed, COMPLETED once the trader has been told (a closed-orders report), "
				+ "CANCELLED, or FAILED when the order processor gave up on it.") OrderStatus status,
		@Schema(description = "When the order was placed (UTC).") Instant openDate,
		@Schema(description = "When the order was executed (UTC); null until then.",
				nullable = true) Instant completionDate,
		@Schema(description = "The number of shares.", example = "100") double quantity,
		@Schema(description = "The price of one share at execution; null until executed.", nullable = true,
				example = "25.10") BigDecimal price,
		@Schema(description = "The fee charged for the order.", example = "24.95") BigDecimal orderFee,
		@Schema(description = "The quote symbol.", example = "s:1") String symbol,
		@Schema(description = "The holding bought (once executed) or sold; null otherwise.",
				nullable = true) Integer holdingId) {

	static TradeOrder of(Order order) {
		return new TradeOrder(order.orderId(), order.accountId(), order.type(), order.status(), order.openDate(),
				order.completionDate(), order.quantity().doubleValue(), order.price(), order.orderFee(), order.symbol(),
				order.holdingId());
	}

	static List<TradeOrder> of(List<Order> orders) {
		return orders.stream().map(TradeOrder::of).toList();
	}

}
