package org.stocktrader.dal.order;

import org.stocktrader.dal.quote.Quote;

/**
 * A buy executed by {@link OrderRepository#executeBuy}.
 *
 * @param order the closed order
 * @param quote the quote as the trade left it ({@code null} if it has gone)
 */
public record ExecutedBuy(Order order, Quote quote) {

}
