package org.stocktrader.dal.account;

import java.util.List;

import org.stocktrader.dal.order.Order;

/**
 * A login counted, with what IBM Trade's login answers with, read in the same statement:
 * the home page's account (its login already counted) and newest holdings, and the
 * executed orders reported to the user now (each marked completed, reported once).
 *
 * @param summary the account, as the login left it, and its newest holdings
 * @param reported the user's executed orders reported now, newest first
 */
public record SignedIn(AccountSummary summary, List<Order> reported) {

	public SignedIn {
		reported = List.copyOf(reported);
	}

}
