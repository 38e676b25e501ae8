package org.stocktrader.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;

import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;

/**
 * The order a trade executes: an open order placed earlier (executed by the order
 * processor, or on request), or a new order placed and executed at once (a synchronous
 * trade). {@link TradeStatements} closes the first and inserts the second, in the same
 * statement as the rest of the trade.
 *
 * @param orderId the open order, {@code null} for a new one
 * @param accountId the trader's account
 * @param symbol the quote traded
 * @param quantity the shares the trade executes
 * @param fee the order's fee
 * @param openDate when the open order was placed, {@code null} for a new one (now)
 * @param status the executed order's status: {@link OrderStatus#CLOSED} (to be reported
 * by the trade alert) or {@link OrderStatus#COMPLETED} (reported by the caller)
 * @param idempotencyKey a new order's idempotency key, {@code null} for none
 */
public record TradeOrder(Integer orderId, int accountId, String symbol, BigDecimal quantity, BigDecimal fee,
		Instant openDate, OrderStatus status, String idempotencyKey) {

	public TradeOrder {
		if (status != OrderStatus.CLOSED && status != OrderStatus.COMPLETED) {
			throw new IllegalArgumentException("An executed order is closed or completed, not " + status.code());
		}
	}

	/**
	 * An open order, executed for {@code quantity} shares (a sell: at most what the
	 * holding has).
	 * @param order the open order
	 * @param quantity the shares executed
	 * @return the order to execute
	 */
	public static TradeOrder open(Order order, BigDecimal quantity) {
		return new TradeOrder(order.orderId(), order.accountId(), order.symbol(), quantity, order.orderFee(),
				order.openDate(), OrderStatus.CLOSED, null);
	}

	/**
	 * A new order, placed and executed at once.
	 * @param accountId the trader's account
	 * @param symbol the quote traded
	 * @param quantity the shares traded
	 * @param fee the order's fee
	 * @param idempotencyKey the client's key, {@code null} for none
	 * @param status closed, or completed when the caller reports it itself
	 * @return the order to execute
	 */
	public static TradeOrder placed(int accountId, String symbol, BigDecimal quantity, BigDecimal fee,
			String idempotencyKey, OrderStatus status) {
		return new TradeOrder(null, accountId, symbol, quantity, fee, null, status, idempotencyKey);
	}

}
