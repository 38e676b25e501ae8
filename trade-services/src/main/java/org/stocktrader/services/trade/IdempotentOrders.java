package org.stocktrader.services.trade;

import org.stocktrader.dal.order.Order;

/**
 * Order placement that a client may safely retry: an order placed with a key (the REST
 * {@code Idempotency-Key}) is placed once per key and account; the same key again answers
 * the order it placed, as it stands now, and trades nothing. A key reused for a different
 * order (another type, symbol, holding or quantity) is refused ({@link Refusal#REFUSED}:
 * 422 on REST) and trades nothing. A {@code null} key places the order as
 * {@link TradeService} does.
 */
public interface IdempotentOrders {

	/** Buys as {@link TradeService#buy}, once per key. */
	Order buy(String userId, String symbol, double quantity, String idempotencyKey);

	/**
	 * Buys as {@link #buy}, for a caller that shows the trader the executed order on its
	 * answer, as the trade alert of {@link TradeService#getClosedOrders} would (the web's
	 * order page): an order executed at once is stored already reported
	 * ({@link org.stocktrader.dal.order.OrderStatus#COMPLETED}), so no later
	 * {@code getClosedOrders} reports it again and no second statement marks it. An order
	 * left open for later execution, or placed by a back end that cannot do this, is
	 * answered {@code CLOSED} or {@code OPEN} and reported by {@code getClosedOrders} as
	 * usual. This default does not report: it buys as {@link #buy}.
	 */
	default Order buyReported(String userId, String symbol, double quantity, String idempotencyKey) {
		return buy(userId, symbol, quantity, idempotencyKey);
	}

	/**
	 * Sells as {@link TradeService#sellPart} (a quantity above the holding's is refused,
	 * not capped; {@link TradeService#sell} the whole holding when {@code quantity} is
	 * {@code null}), once per key.
	 */
	Order sell(String userId, int holdingId, Double quantity, String idempotencyKey);

	/**
	 * Whether a key given now is honoured: always for the in-process service; for a
	 * service that forwards to a back end chosen per call, only while that back end takes
	 * keys (the SOAP contracts have none).
	 */
	default boolean acceptsKeys() {
		return true;
	}

}
