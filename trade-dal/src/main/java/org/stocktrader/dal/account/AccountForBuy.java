package org.stocktrader.dal.account;

import org.stocktrader.dal.quote.Quote;

/**
 * An account and the quote of a buy, both row-locked in one statement, the account first.
 *
 * @param account the buyer's account
 * @param quote the quote to buy
 */
public record AccountForBuy(Account account, Quote quote) {

}
