package org.stocktrader.web;

import java.io.Serializable;
import java.util.List;

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

	private static final int ROW_CHARS = 256;

	/** Formats an order. */
	public static OrderView of(Order order) {
		return new OrderView(order.orderId(), state(order.status()), order.type().code(), order.symbol(),
				Formats.quantity(order.quantity()), Formats.money(order.price()), Formats.money(order.orderFee()),
				(order.type() == OrderType.SELL) ? "Proceeds" : "Total cost", Formats.money(order.total()),
				Formats.dateTime(order.openDate()), Formats.dateTime(order.completionDate()));
	}

	/**
	 * The account page's order rows (id, status, dates, fee, type, symbol, quantity,
	 * price, total), printed by its template with one {@code th:utext}: the same markup a
	 * {@code th:each} row with ten {@code th:text} cells printed, built without a SpEL
	 * evaluation per cell.
	 * @param orders the orders
	 * @return the markup, each row on its own line between the line breaks around the
	 * table body's content, every value escaped
	 */
	public static String accountRows(List<OrderView> orders) {
		return rows(orders, true);
	}

	/**
	 * The trade alert's rows (as {@link #accountRows} without price and total), printed
	 * by the layout with one {@code th:utext}.
	 * @param orders the orders completed since the last page
	 * @return the markup, every value escaped
	 */
	public static String alertRows(List<OrderView> orders) {
		return rows(orders, false);
	}

	private static String rows(List<OrderView> orders, boolean withPriceAndTotal) {
		Html html = new Html(ROW_CHARS * orders.size() + 2);
		for (OrderView o : orders) {
			html.markup("\n<tr>")
				.cell(Integer.toString(o.id()))
				.cell(o.status())
				.cell(o.openDate())
				.cell(o.completionDate())
				.cell(o.fee())
				.cell(o.type())
				.cell(o.symbol())
				.cell(o.quantity());
			if (withPriceAndTotal) {
				html.cell(o.price()).cell(o.total());
			}
			html.markup("</tr>");
		}
		return html.markup("\n").toString();
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
