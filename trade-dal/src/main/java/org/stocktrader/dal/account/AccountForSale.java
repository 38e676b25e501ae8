package org.stocktrader.dal.account;

import org.stocktrader.dal.holding.HoldingForSale;

/**
 * An account, the holding it sells and the holding's quote, all row-locked in one
 * statement, in the trades' order: the account, the quote, the holding.
 *
 * @param account the seller's account
 * @param forSale the holding and its quote
 */
public record AccountForSale(Account account, HoldingForSale forSale) {

}
