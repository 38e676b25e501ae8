package org.stocktrader.dal.quote;

import java.math.BigDecimal;

/**
 * A stock quote: the QUOTE row.
 *
 * @param symbol the symbol, {@code s:0}, {@code s:1}, ...
 * @param companyName the company name
 * @param price the current price
 * @param open the opening price (OPEN1), never changed by trades
 * @param low the lowest price seen
 * @param high the highest price seen
 * @param change price minus open (CHANGE1)
 * @param volume shares traded (VOLUME)
 */
public record Quote(String symbol, String companyName, BigDecimal price, BigDecimal open, BigDecimal low,
		BigDecimal high, double change, double volume) {

}
