package org.stocktrader.web.market;

import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.web.Formats;

/**
 * The market summary as the fragment prints it.
 *
 * @param tsia the Trade Stock Index Average (an index, not money)
 * @param openTsia the opening TSIA
 * @param gainPercent the TSIA's gain against the open, signed, with {@code %}
 * @param trend {@code up}, {@code down} or {@code flat}
 * @param volume the shares traded
 * @param topGainers the (up to 5) quotes with the highest change, of those that rose: an
 * unchanged quote is neither a gainer nor a loser, so no quote is both
 * @param topLosers the (up to 5) quotes with the lowest change, of those that fell
 * @param summaryDate when the summary was computed
 * @param asOf the same instant, as the reuse of the view counts it
 */
public record MarketSummaryView(String tsia, String openTsia, String gainPercent, String trend, String volume,
		List<Mover> topGainers, List<Mover> topLosers, String summaryDate, Instant asOf) {

	public static MarketSummaryView of(MarketSummary summary) {
		return new MarketSummaryView(Formats.index(summary.tsia()), Formats.index(summary.openTsia()),
				Formats.percent(summary.gainPercent()), Formats.trend(summary.gainPercent()),
				Formats.quantity(summary.volume()),
				summary.topGainers().stream().filter((quote) -> quote.change() > 0).map(Mover::of).toList(),
				summary.topLosers().stream().filter((quote) -> quote.change() < 0).map(Mover::of).toList(),
				Formats.dateTime(summary.summaryDate()), summary.summaryDate());
	}

	/**
	 * One of the top gainers or losers.
	 *
	 * @param symbol the symbol
	 * @param link the link to its quote
	 * @param price the current price
	 * @param change the change against the open, signed
	 * @param changeClass the change cell's classes: {@code num} and the trend
	 * ({@code up}, {@code down} or {@code flat})
	 */
	public record Mover(String symbol, String link, String price, String change, String changeClass) {

		static Mover of(Quote quote) {
			return new Mover(quote.symbol(), Formats.quoteLink(quote.symbol()), Formats.money(quote.price()),
					Formats.moneyChange(quote.change()), "num " + Formats.trend(quote.change()));
		}

	}

}
