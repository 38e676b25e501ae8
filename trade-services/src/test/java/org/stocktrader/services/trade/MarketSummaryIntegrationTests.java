package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.market.MarketSummaryRepository;
import org.stocktrader.dal.quote.Quote;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = "trade.market-summary-symbols=ix:1..ix:7,ix:9")
@RealDatabase
class MarketSummaryIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	MarketSummaries marketSummaries;

	@Test
	void summarizesTheIndexSymbolsOnly() {
		// index: ix:1..ix:7 and ix:9 (ix:9 is never created); ix:8 is outside the index
		String[][] quotes = { { "ix:1", "10.00", "11.00", "100" }, { "ix:2", "20.00", "18.00", "200" },
				{ "ix:3", "30.00", "33.00", "300" }, { "ix:4", "40.00", "40.00", "0" },
				{ "ix:5", "50.00", "45.00", "500" }, { "ix:6", "60.00", "66.00", "600" },
				{ "ix:7", "70.00", "69.50", "700" }, { "ix:8", "1.00", "500.00", "100000" } };
		for (String[] quote : quotes) {
			this.trade.createQuote(quote[0], "Company " + quote[0], new BigDecimal(quote[1]));
			this.trade.updateQuotePriceVolume(quote[0], new BigDecimal(quote[2]), Double.parseDouble(quote[3]));
		}

		MarketSummary summary = this.marketSummaries.fresh();

		// prices 11+18+33+40+45+66+69.50 = 282.50 over 7; opens 280 over 7
		assertThat(summary.tsia()).isEqualByComparingTo("40.36");
		assertThat(summary.openTsia()).isEqualByComparingTo("40.00");
		assertThat(summary.volume()).isEqualTo(2400.0);
		assertThat(summary.gainPercent()).isEqualByComparingTo("0.90");
		// changes: ix:1 +1, ix:2 -2, ix:3 +3, ix:4 0, ix:5 -5, ix:6 +6, ix:7 -0.5
		assertThat(summary.topGainers()).extracting(Quote::symbol)
			.containsExactly("ix:6", "ix:3", "ix:1", "ix:4", "ix:7");
		assertThat(summary.topLosers()).extracting(Quote::symbol)
			.containsExactly("ix:5", "ix:2", "ix:7", "ix:4", "ix:1");
		assertThat(summary.summaryDate()).isNotNull();
	}

	@Test
	void theSummaryIsReusedUntilItsExpiryThenComputedAgain() {
		this.trade.createQuote("re:1", "Company re:1", new BigDecimal("10.00"));
		ChangingValue<Duration> expiry = new ChangingValue<>(Duration.ofMinutes(3));
		MarketSummaries summaries = new MarketSummaries(new MarketSummaryRepository(this.jdbc), List.of("re:1"), expiry,
				Clock.systemUTC());
		MarketSummary first = summaries.current();
		assertThat(first.tsia()).isEqualByComparingTo("10.00");

		this.trade.updateQuotePriceVolume("re:1", new BigDecimal("12.00"), 5);
		assertThat(summaries.current()).isSameAs(first);
		assertThat(summaries.fresh().tsia()).isEqualByComparingTo("12.00");

		expiry.set(Duration.ZERO);
		MarketSummary again = summaries.current();
		assertThat(again.tsia()).isEqualByComparingTo("12.00");
		assertThat(again.volume()).isEqualTo(5.0);
	}

	@Test
	void anIndexWithoutQuotesSummarizesToZero() {
		MarketSummary summary = new MarketSummaryRepository(this.jdbc).summarize(List.of("ix:none", "ix:gone"), 5);

		assertThat(summary.tsia()).isEqualByComparingTo("0");
		assertThat(summary.openTsia()).isEqualByComparingTo("0");
		assertThat(summary.volume()).isZero();
		assertThat(summary.topGainers()).isEmpty();
		assertThat(summary.topLosers()).isEmpty();
	}

	@Test
	void fewerQuotesThanMoversListsEachOnBothSides() {
		this.trade.createQuote("few:1", "Company few:1", new BigDecimal("10.00"));
		this.trade.createQuote("few:2", "Company few:2", new BigDecimal("10.00"));
		this.trade.updateQuotePriceVolume("few:2", new BigDecimal("12.00"), 5);

		MarketSummary summary = new MarketSummaryRepository(this.jdbc).summarize(List.of("few:1", "few:2"), 5);

		assertThat(summary.tsia()).isEqualByComparingTo("11.00");
		assertThat(summary.volume()).isEqualTo(5.0);
		assertThat(summary.topGainers()).extracting(Quote::symbol).containsExactly("few:2", "few:1");
		assertThat(summary.topLosers()).extracting(Quote::symbol).containsExactly("few:1", "few:2");
		assertThat(summary.topGainers().getFirst().price()).isEqualByComparingTo("12.00");
	}

}
