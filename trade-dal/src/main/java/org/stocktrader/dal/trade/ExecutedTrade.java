package org.stocktrader.dal.trade;

import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.quote.Quote;

/**
 * A trade executed in one statement ({@link TradeStatements#buy},
 * {@link TradeStatements#sell}).
 *
 * @param order the executed order
 * @param quote the quote as the trade left it ({@code null} if it has gone)
 */
public record ExecutedTrade(Order order, Quote quote) {

}
