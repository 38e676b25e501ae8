package org.stocktrader.dal.trade;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.quote.Quote;

/**
 * An account, the holding it sells and the holding's quote, all row-locked in one
 * statement ({@link TradeStatements#lockForSale}), in the trades' order: the account, the
 * quote, the holding.
 *
 * @param account the seller's account
 * @param holding the holding sold (its price the quote's)
 * @param quote the holding's quote
 */
public record AccountForSale(Account account, Holding holding, Quote quote) {

}
