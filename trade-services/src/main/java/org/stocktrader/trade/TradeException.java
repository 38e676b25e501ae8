package org.stocktrader.trade;

/**
 * The root of the trade domain's exceptions: a request that the business rules refuse.
 */
public class TradeException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public TradeException(String message) {
		super(message);
	}

}
