package org.stocktrader.dal.holding;

import org.stocktrader.dal.quote.Quote;

/**
 * A holding about to be sold, and its quote, both row-locked (with the seller's account:
 * {@code AccountRepository#lockForSale}).
 *
 * @param holding the holding (its price the quote's)
 * @param quote the holding's quote
 */
public record HoldingForSale(Holding holding, Quote quote) {

}
