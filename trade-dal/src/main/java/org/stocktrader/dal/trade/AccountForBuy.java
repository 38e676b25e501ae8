package org.stocktrader.dal.trade;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.quote.Quote;

/**
 * An account and the quote of a buy, read in one statement with the account row-locked
 * ({@link TradeStatements#lockForBuy} locks the quote too).
 *
 * @param account the buyer's account
 * @param quote the quote to buy
 */
public record AccountForBuy(Account account, Quote quote) {

}
