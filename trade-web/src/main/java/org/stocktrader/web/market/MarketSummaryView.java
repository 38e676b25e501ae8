package org.stocktrader.web.market;

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
 * @param topGainers the 5 quotes with the highest change
 * @param topLosers the 5 quotes with the lowest change
 * @param summaryDate when the summary was computed
 */
public record MarketSummaryView(String tsia, String openTsia, String gainPercent, String trend, String volume,
		List<Mover> topGainers, List<Mover> topLosers, String summaryDate) {

	static MarketSummaryView of(MarketSummary summary) {
		return new MarketSummaryView(Formats.index(summary.tsia()), Formats.index(summary.openTsia()),
				Formats.percent(summary.gainPercent()), Formats.trend(summary.gainPercent()),
				Formats.quantity(summary.volume()), summary.topGainers().stream().map(Mover::of).toList(),
				summary.topLosers().stream().map(Mover::of).toList(), Formats.dateTime(summary.summaryDate()));
	}

	/**
	 * One of the top gainers or losers.
	 *
	 * @param symbol the symbol
	 * @param link the link to its quote
	 * @param price the current price
	 * @param change the change against the open, signed
	 * @param trend {@code up}, {@code down} or {@code flat}
	 */
	public record Mover(String symbol, String link, String price, String change, String trend) {

		static Mover of(Quote quote) {
			return new Mover(quote.symbol(), Formats.quoteLink(quote.symbol()), Formats.money(quote.price()),
					Formats.moneyChange(quote.change()), Formats.trend(quote.change()));
		}

	}

}
