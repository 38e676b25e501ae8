package org.stocktrader.web.market;

import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.web.Formats;
import org.stocktrader.web.Html;

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
 * @param asOf the same instant, as the reuse of the view counts it
 */
public record MarketSummaryView(String tsia, String openTsia, String gainPercent, String trend, String volume,
		List<Mover> topGainers, List<Mover> topLosers, String summaryDate, Instant asOf) {

	private static final int ROW_CHARS = 128;

	public static MarketSummaryView of(MarketSummary summary) {
		return new MarketSummaryView(Formats.index(summary.tsia()), Formats.index(summary.openTsia()),
				Formats.percent(summary.gainPercent()), Formats.trend(summary.gainPercent()),
				Formats.quantity(summary.volume()), summary.topGainers().stream().map(Mover::of).toList(),
				summary.topLosers().stream().map(Mover::of).toList(), Formats.dateTime(summary.summaryDate()),
				summary.summaryDate());
	}

	/**
	 * The top gainers' rows, printed by the fragment with one {@code th:utext}.
	 * @return the markup, every value escaped
	 * @see #rows(List)
	 */
	public String gainerRows() {
		return rows(this.topGainers);
	}

	/**
	 * The top losers' rows, printed by the fragment with one {@code th:utext}.
	 * @return the markup, every value escaped
	 * @see #rows(List)
	 */
	public String loserRows() {
		return rows(this.topLosers);
	}

	/**
	 * Movers' rows (linked symbol, price, change): the same markup a {@code th:each} row
	 * with five {@code th:*} attributes printed, built without a SpEL evaluation per
	 * cell.
	 */
	static String rows(List<Mover> movers) {
		Html html = new Html(ROW_CHARS * movers.size());
		for (Mover q : movers) {
			html.markup("<tr><td><a href=\"")
				.text(q.link())
				.markup("\">")
				.text(q.symbol())
				.markup("</a></td>")
				.cell(q.price())
				.cell(q.trend(), q.change())
				.markup("</tr>");
		}
		return html.toString();
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
