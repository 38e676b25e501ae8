package org.stocktrader.web;

import java.io.Serializable;

import org.stocktrader.dal.order.Order;

/**
 * An order as the pages print it (the closed-order alert, the account page and the order
 * confirmation).
 *
 * @param id the order id
 * @param status its status code ({@code open}, {@code closed}, {@code completed}, ...)
 * @param type {@code buy} or {@code sell}
 * @param symbol the quote symbol
 * @param quantity the number of shares
 * @param price the execution price per share
 * @param fee the order fee
 * @param total what the order cost (a buy: amount plus fee) or yielded (a sell: amount
 * minus fee)
 * @param openDate when the order was placed
 * @param completionDate when it was executed
 */
public record OrderView(int id, String status, String type, String symbol, String quantity, String price, String fee,
		String total, String openDate, String completionDate) implements Serializable {

	private static final long serialVersionUID = 1L;

	/** Formats an order. */
	public static OrderView of(Order order) {
		return new OrderView(order.orderId(), order.status().code(), order.type().code(), order.symbol(),
				Formats.quantity(order.quantity()), Formats.money(order.price()), Formats.money(order.orderFee()),
				(order.total() != null) ? Formats.money(order.total()) : "-", Formats.dateTime(order.openDate()),
				Formats.dateTime(order.completionDate()));
	}

}
