package org.stocktrader.dal.account;

import java.util.List;

import org.stocktrader.dal.order.Order;

/**
 * An account with its profile and newest orders, read in one statement: what the account
 * page shows.
 *
 * @param account the account
 * @param profile the profile, with the password hash in place of the password
 * @param orders the newest orders first, at most the limit asked
 */
public record AccountOverview(Account account, AccountProfile profile, List<Order> orders) {

	public AccountOverview {
		orders = List.copyOf(orders);
	}

}
