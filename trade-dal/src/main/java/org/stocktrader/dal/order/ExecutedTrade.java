package org.stocktrader.dal.order;

import org.stocktrader.dal.quote.Quote;

/**
 * A trade executed in one statement ({@link OrderRepository#executeBuy},
 * {@link OrderRepository#placeAndExecuteBuy},
 * {@link OrderRepository#placeAndExecuteSell}).
 *
 * @param order the executed order
 * @param quote the quote as the trade left it ({@code null} if it has gone)
 */
public record ExecutedTrade(Order order, Quote quote) {

}
