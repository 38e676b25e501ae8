package org.stocktrader.web.quote;

import java.math.BigDecimal;

import org.stocktrader.dal.quote.Quote;
import org.stocktrader.web.Formats;

/**
 * A quote row of the quotes/trade page, ready to print.
 *
 * @param symbol the symbol
 * @param companyName the company name
 * @param volume shares traded
 * @param range the day's low and high
 * @param open the opening price
 * @param price the current price
 * @param change the change against the open, signed
 * @param changePercent the change in percent of the open
 * @param trend {@code up}, {@code down} or empty
 */
public record QuoteView(String symbol, String companyName, String volume, String range, String open, String price,
		String change, String changePercent, String trend) {

	static QuoteView of(Quote quote) {
		BigDecimal change = BigDecimal.valueOf(quote.change());
		return new QuoteView(quote.symbol(), quote.companyName(), Formats.quantity(quote.volume()),
				Formats.price(quote.low()) + " - " + Formats.price(quote.high()), Formats.price(quote.open()),
				Formats.price(quote.price()), Formats.signed(quote.change()),
				Formats.percent(Formats.percentOf(change, quote.open())), Formats.trend(quote.change()));
	}

}
