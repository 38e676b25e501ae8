package org.stocktrader.dal.account;

import java.util.List;

import org.stocktrader.dal.holding.Holding;

/**
 * An account with its newest holdings (each with its quote's current price), read in one
 * statement: what the home page shows.
 *
 * @param account the account
 * @param holdings the newest holdings first, at most the limit asked
 */
public record AccountSummary(Account account, List<Holding> holdings) {

	public AccountSummary {
		holdings = List.copyOf(holdings);
	}

}
