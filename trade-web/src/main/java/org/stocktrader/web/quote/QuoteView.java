package org.stocktrader.web.quote;

import java.math.BigDecimal;
import java.util.List;

import org.stocktrader.dal.quote.Quote;
import org.stocktrader.web.Formats;
import org.stocktrader.web.PriceChart;

/**
 * A quote row of the quotes/trade page and its chart, ready to print.
 *
 * @param symbol the symbol
 * @param companyName the company name
 * @param volume shares traded
 * @param range the day's low and high
 * @param open the opening price
 * @param price the current price
 * @param change the change against the open and its percentage, both signed:
 * {@code +$10.00 (+10.00%)}
 * @param changeClass the change cell's classes: {@code num} and the trend ({@code up},
 * {@code down} or {@code flat})
 * @param spark the row's sparkline: the open, the recent prices, the current price
 * @param chart the same prices in the page's chart
 * @param summary the chart in words, for its caption and its text alternative
 */
public record QuoteView(String symbol, String companyName, String volume, String range, String open, String price,
		String change, String changeClass, PriceChart spark, PriceChart chart, String summary) {

	static QuoteView of(Quote quote, List<BigDecimal> recent) {
		String change = Formats.gain(BigDecimal.valueOf(quote.change()), quote.open());
		String price = Formats.money(quote.price());
		String range = Formats.money(quote.low()) + " - " + Formats.money(quote.high());
		return new QuoteView(quote.symbol(), quote.companyName(), Formats.quantity(quote.volume()), range,
				Formats.money(quote.open()), price, change, "num " + Formats.trend(quote.change()),
				PriceChart.of(quote.open(), recent, quote.price(), PriceChart.SPARK_WIDTH, PriceChart.SPARK_HEIGHT),
				PriceChart.of(quote.open(), recent, quote.price(), PriceChart.CHART_WIDTH, PriceChart.CHART_HEIGHT),
				quote.symbol() + ": opened at " + Formats.money(quote.open()) + ", now " + price + ", " + change
						+ "; day range " + range + "; " + recent.size() + " recent price"
						+ ((recent.size() == 1) ? "" : "s") + ".");
	}

}
