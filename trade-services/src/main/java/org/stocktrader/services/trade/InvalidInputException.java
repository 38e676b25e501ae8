package org.stocktrader.services.trade;

/**
 * An argument is missing, malformed or out of range: empty user id, quantity not
 * positive, and so on.
 */
public class InvalidInputException extends TradeException {

	private static final long serialVersionUID = 1L;

	public InvalidInputException(String message) {
		super(Refusal.INVALID_INPUT, message);
	}

}
