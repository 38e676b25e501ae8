package org.stocktrader.services.trade;

/** A registration named a user id that is already taken. */
public class DuplicateUserException extends TradeException {

	private static final long serialVersionUID = 1L;

	public DuplicateUserException(String userId) {
		super(Refusal.DUPLICATE_USER, "User ID '" + userId + "' already exists. Please try a different user ID.");
	}

}
