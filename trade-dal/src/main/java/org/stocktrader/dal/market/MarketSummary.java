package org.stocktrader.dal.market;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.quote.Quote;

/**
 * The market summary over the index symbols (by default {@code s:100} to {@code s:199}).
 *
 * @param tsia the Trade Stock Index Average: the mean current price
 * @param openTsia the mean opening price
 * @param volume the total shares traded
 * @param topGainers the 5 quotes with the highest change, highest first
 * @param topLosers the 5 quotes with the lowest change, lowest first
 * @param summaryDate when the summary was computed
 */
public record MarketSummary(BigDecimal tsia, BigDecimal openTsia, double volume, List<Quote> topGainers,
		List<Quote> topLosers, Instant summaryDate) {

	/** The TSIA gain against the open, in percent (0 when the open TSIA is 0). */
	public BigDecimal gainPercent() {
		if (this.openTsia.signum() == 0) {
			return BigDecimal.ZERO;
		}
		return this.tsia.subtract(this.openTsia)
			.multiply(BigDecimal.valueOf(100))
			.divide(this.openTsia, 2, RoundingMode.HALF_UP);
	}

}
