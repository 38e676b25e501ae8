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
 * @param change the change against the open and its percentage, both signed:
 * {@code +$10.00 (+10.00%)}
 * @param trend {@code up}, {@code down} or {@code flat}
 */
public record QuoteView(String symbol, String companyName, String volume, String range, String open, String price,
		String change, String trend) {

	static QuoteView of(Quote quote) {
		return new QuoteView(quote.symbol(), quote.companyName(), Formats.quantity(quote.volume()),
				Formats.money(quote.low()) + " - " + Formats.money(quote.high()), Formats.money(quote.open()),
				Formats.money(quote.price()), Formats.gain(BigDecimal.valueOf(quote.change()), quote.open()),
				Formats.trend(quote.change()));
	}

}
