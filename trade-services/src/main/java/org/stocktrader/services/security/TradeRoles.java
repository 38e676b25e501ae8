package org.stocktrader.services.security;

/**
 * The roles of the callers the facades know, as Spring Security authorities carry them
 * (with the {@code ROLE_} prefix).
 */
public final class TradeRoles {

	/** A trader signed in through the REST API. */
	public static final String TRADER = "TRADER";

	/** A peer that sent the service credential. */
	public static final String SERVICE = "SERVICE";

	/** The operator. */
	public static final String OPERATOR = "OPERATOR";

	private TradeRoles() {
	}

}
