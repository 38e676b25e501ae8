package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;

import static org.assertj.core.api.Assertions.assertThat;

class QuoteBeansTests {

	@Test
	void quoteSurvivesTheRoundTrip() {
		Quote quote = aQuote("s:1", "27.50", -1.25);

		assertThat(QuoteBeans.toQuote(QuoteBeans.toBean(quote))).isEqualTo(quote);
	}

	@Test
	void quotesSurviveTheRoundTripInOrder() {
		List<Quote> quotes = List.of(aQuote("s:1", "27.50", -1.25), aQuote("s:2", "3.10", 0.5));

		assertThat(QuoteBeans.toQuotes(QuoteBeans.toArray(quotes))).isEqualTo(quotes);
	}

	@Test
	void noArrayIsNoQuotes() {
		assertThat(QuoteBeans.toQuotes(null)).isEmpty();
	}

	@Test
	void marketSummarySurvivesTheRoundTripWithItsGainersAndLosers() {
		MarketSummary summary = new MarketSummary(new BigDecimal("101.25"), new BigDecimal("100.00"), 123456,
				List.of(aQuote("s:1", "27.50", 2.5), aQuote("s:2", "3.10", 0.5)), List.of(aQuote("s:3", "9.90", -3)),
				Instant.parse("2026-11-22T10:15:30.123456Z"));

		assertThat(QuoteBeans.toMarketSummary(QuoteBeans.toBean(summary))).isEqualTo(summary);
	}

	private static Quote aQuote(String symbol, String price, double change) {
		return new Quote(symbol, "Company " + symbol, new BigDecimal(price), new BigDecimal("26.00"),
				new BigDecimal("25.00"), new BigDecimal("28.00"), change, 1500.5);
	}

}
