package org.stocktrader.dal.holding;

import java.math.BigDecimal;
import java.time.Instant;

import org.stocktrader.dal.order.Order;

/**
 * Shares of one symbol bought by one order and held by one account: the HOLDING row, with
 * the quote's current price when the query joined it.
 *
 * @param holdingId the holding key
 * @param accountId the owning account
 * @param symbol the quote symbol (QUOTE_SYMBOL, {@code quoteID} on the wire)
 * @param quantity the number of shares, scale {@link Order#QUANTITY_SCALE}
 * @param purchasePrice the price paid per share
 * @param purchaseDate when the buy order was opened
 * @param currentPrice the quote's current price, {@code null} when not joined
 */
public record Holding(int holdingId, int accountId, String symbol, BigDecimal quantity, BigDecimal purchasePrice,
		Instant purchaseDate, BigDecimal currentPrice) {

}
