package org.stocktrader.web;

import java.io.Serializable;

import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;

/**
 * An order as the pages print it (the closed-order alert, the account page and the order
 * confirmation).
 *
 * @param id the order id
 * @param status its state in the trader's words: {@code open}, {@code processing},
 * {@code completed} or {@code cancelled} (an executed order is {@code completed} whether
 * or not it was announced yet, so one order has one name on every page)
 * @param type {@code buy} or {@code sell}
 * @param symbol the quote symbol
 * @param quantity the number of shares
 * @param price the execution price per share
 * @param fee the order fee
 * @param totalLabel {@code Total cost} (a buy) or {@code Proceeds} (a sell)
 * @param total what the order cost (a buy: amount plus fee) or yielded (a sell: amount
 * minus fee)
 * @param openDate when the order was placed
 * @param completionDate when it was executed
 */
public record OrderView(int id, String status, String type, String symbol, String quantity, String price, String fee,
		String totalLabel, String total, String openDate, String completionDate) implements Serializable {

	private static final long serialVersionUID = 1L;

	/** Formats an order. */
	public static OrderView of(Order order) {
		return new OrderView(order.orderId(), state(order.status()), order.type().code(), order.symbol(),
				Formats.quantity(order.quantity()), Formats.money(order.price()), Formats.money(order.orderFee()),
				(order.type() == OrderType.SELL) ? "Proceeds" : "Total cost", Formats.money(order.total()),
				Formats.dateTime(order.openDate()), Formats.dateTime(order.completionDate()));
	}

	/**
	 * The state a trader sees. {@code closed} (executed, not announced yet) and
	 * {@code completed} (executed and announced) are one state for the trader; the
	 * difference only drives the trade alert.
	 */
	static String state(OrderStatus status) {
		return switch (status) {
			case CLOSED, COMPLETED -> OrderStatus.COMPLETED.code();
			default -> status.code();
		};
	}

}
