package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;

/**
 * A quote's price change over one publishing interval, coalesced: the price before the
 * interval's first trade on it and after its last.
 *
 * @param symbol the quote's symbol
 * @param oldPrice the price before the interval's first trade
 * @param newPrice the price after the interval's last trade
 * @param change {@code newPrice - oldPrice}
 * @param percent the change in percent of {@code oldPrice}, to two decimals (0 when
 * {@code oldPrice} is 0)
 * @param time when the interval's last trade moved the price
 */
public record PriceChange(String symbol, BigDecimal oldPrice, BigDecimal newPrice, BigDecimal change,
		BigDecimal percent, Instant time) {

	/** The change from one price to another. */
	public static PriceChange of(String symbol, BigDecimal oldPrice, BigDecimal newPrice, Instant time) {
		BigDecimal change = newPrice.subtract(oldPrice);
		BigDecimal percent = (oldPrice.signum() == 0) ? BigDecimal.ZERO.setScale(2)
				: change.multiply(BigDecimal.valueOf(100)).divide(oldPrice, 2, RoundingMode.HALF_UP);
		return new PriceChange(symbol, oldPrice, newPrice, change, percent, time);
	}

}
