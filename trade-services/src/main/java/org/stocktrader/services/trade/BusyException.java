package org.stocktrader.services.trade;

/**
 * The service cannot take the request now (for example, the order backlog is full); the
 * same request may succeed later.
 */
public class BusyException extends TradeException {

	private static final long serialVersionUID = 1L;

	public BusyException(String message) {
		super(Refusal.BUSY, message);
	}

}
