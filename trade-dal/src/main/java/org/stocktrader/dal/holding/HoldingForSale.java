package org.stocktrader.dal.holding;

import org.stocktrader.dal.quote.Quote;

/**
 * A holding about to be sold, and its quote, both row-locked by
 * {@link HoldingRepository#lockForSale}.
 *
 * @param holding the holding (its price the quote's)
 * @param quote the holding's quote
 */
public record HoldingForSale(Holding holding, Quote quote) {

}
