package org.stocktrader.order;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A buy or sell order: the ORDERS row.
 *
 * @param orderId the order key
 * @param accountId the account that placed it
 * @param type buy or sell
 * @param status where the order is in its life
 * @param openDate when it was placed
 * @param completionDate when it was executed, {@code null} until then
 * @param quantity the number of shares
 * @param price the execution price, {@code null} until executed
 * @param orderFee the fee charged
 * @param symbol the quote symbol
 * @param holdingId the holding bought (after execution) or sold (until execution), else
 * {@code null}
 */
public record Order(int orderId, int accountId, OrderType type, OrderStatus status, Instant openDate,
		Instant completionDate, double quantity, BigDecimal price, BigDecimal orderFee, String symbol,
		Integer holdingId) {

}
