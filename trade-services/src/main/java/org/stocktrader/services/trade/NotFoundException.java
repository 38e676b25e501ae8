package org.stocktrader.services.trade;

/**
 * The named user, quote, holding or order does not exist (or does not belong to the
 * caller).
 */
public class NotFoundException extends TradeException {

	private static final long serialVersionUID = 1L;

	public NotFoundException(String message) {
		super(Refusal.NOT_FOUND, message);
	}

	/** The user is unknown. */
	public static NotFoundException user(String userId) {
		return new NotFoundException("User " + userId + " not found.");
	}

	/** The quote is unknown. */
	public static NotFoundException quote(String symbol) {
		return new NotFoundException("Quote " + symbol + " not found.");
	}

	/** The holding is unknown (or not the caller's). */
	public static NotFoundException holding(int holdingId) {
		return new NotFoundException("Holding " + holdingId + " not found.");
	}

	/** The order is unknown (or not the caller's). */
	public static NotFoundException order(int orderId) {
		return new NotFoundException("Order " + orderId + " not found.");
	}

}
