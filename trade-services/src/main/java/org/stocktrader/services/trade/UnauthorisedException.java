package org.stocktrader.services.trade;

/** The caller is not signed in, or asks for an account or action that is not theirs. */
public class UnauthorisedException extends TradeException {

	private static final long serialVersionUID = 1L;

	public UnauthorisedException(String message) {
		super(Refusal.UNAUTHORISED, message);
	}

}
