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

}
