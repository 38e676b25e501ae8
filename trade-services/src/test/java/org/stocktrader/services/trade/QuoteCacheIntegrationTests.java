package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.time.Duration;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.quote.QuoteCacheProperties;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * The quote cache over the real database: prices written behind its back (plain SQL, no
 * notification) show which reads it answers.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@Import(FixedPriceChange.class)
@RealDatabase
class QuoteCacheIntegrationTests {

	private static final Duration LISTENER_WAIT = Duration.ofSeconds(30);

	@Autowired
	TradeService trade;

	@Autowired
	QuoteCache quoteCache;

	@Autowired
	QuoteRepository quotes;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	Notifications notifications;

	@BeforeEach
	void listening() {
		FixedPriceChange.set("1.10");
		await().atMost(LISTENER_WAIT).until(this.quoteCache::isActive);
	}

	@Test
	void quoteReadTwiceComesFromTheCacheTheSecondTime() {
		String symbol = aQuote("10.00");
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("10.00");

		setPriceBehindTheCache(symbol, "55.00");

		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("10.00");
		assertThat(this.trade.getQuotes(symbol)).singleElement()
			.satisfies((quote) -> assertThat(quote.price()).isEqualByComparingTo("10.00"));
	}

	@Test
	void tradeUpdatesTheCachedQuoteWhenItCommits() {
		Account account = this.trade.register(aRegistration().openBalance("100000.00").build());
		String symbol = aQuote("10.00");
		this.trade.getQuote(symbol);

		this.trade.buy(account.userId(), symbol, 10);
		// the cache now holds the trade's committed quote: a later write behind its back
		// does not show, and the trade's price and volume do
		setPriceBehindTheCache(symbol, "55.00");

		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("11.00");
		assertThat(this.trade.getQuote(symbol).volume()).isEqualTo(10.0);
	}

	@Test
	void notifyFromAnotherConnectionInvalidatesTheCachedQuote() {
		String symbol = aQuote("10.00");
		this.trade.getQuote(symbol);
		setPriceBehindTheCache(symbol, "20.00");
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("10.00");

		// what another node's trade sends when it commits
		this.jdbc.sql("select pg_notify('trade_quote_changed', :payload)")
			.param("payload", "another-node " + symbol)
			.query()
			.listOfRows();

		await().atMost(LISTENER_WAIT)
			.untilAsserted(() -> assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("20.00"));
	}

	@Test
	void notifyOfEverythingEmptiesTheCache() {
		String symbol = aQuote("10.00");
		this.trade.getQuote(symbol);
		setPriceBehindTheCache(symbol, "30.00");

		this.jdbc.sql("select pg_notify('trade_quote_changed', 'another-node *')").query().listOfRows();

		await().atMost(LISTENER_WAIT)
			.untilAsserted(() -> assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("30.00"));
	}

	@Test
	void cacheKeepsWithinItsByteBudget() {
		DataSize budget = DataSize.ofKilobytes(8);
		QuoteCache small = new QuoteCache(this.quotes, this.jdbc, this.notifications,
				new QuoteCacheProperties(true, budget, "budget_test", false));
		small.start();
		try {
			await().atMost(LISTENER_WAIT).until(small::isActive);
			for (int i = 0; i < 100; i++) {
				String symbol = aQuote("1.00");
				assertThat(small.find(symbol)).isPresent();
				assertThat(small.weightedSize()).isLessThanOrEqualTo(budget.toBytes());
			}
			// 100 quotes of about 450 bytes each would need more than 40 KB
			assertThat(small.weightedSize()).isPositive().isLessThanOrEqualTo(budget.toBytes());
		}
		finally {
			small.stop();
		}
	}

	@Test
	void preloadReadsEveryQuoteBeforeTheCacheAnswers() {
		String symbol = aQuote("10.00");
		QuoteCache preloading = new QuoteCache(this.quotes, this.jdbc, this.notifications,
				new QuoteCacheProperties(true, DataSize.ofMegabytes(8), "preload_test", true));
		preloading.start();
		try {
			await().atMost(LISTENER_WAIT).until(preloading::isActive);
			// every quote of the database read once it answers: the quote created before,
			// never asked for, shows the price it had then
			assertThat(preloading.preloadedCount())
				.isGreaterThanOrEqualTo(this.jdbc.sql("select count(*) from quote").query(Integer.class).single());
			setPriceBehindTheCache(symbol, "55.00");
			assertThat(preloading.find(symbol).orElseThrow().price()).isEqualByComparingTo("10.00");
		}
		finally {
			preloading.stop();
		}
	}

	@Test
	void notifyOfEverythingPreloadsAgainWithTheNewPrices() {
		String symbol = aQuote("10.00");
		QuoteCache preloading = new QuoteCache(this.quotes, this.jdbc, this.notifications,
				new QuoteCacheProperties(true, DataSize.ofMegabytes(8), "reload_test", true));
		preloading.start();
		try {
			await().atMost(LISTENER_WAIT).until(preloading::isActive);
			long first = preloading.preloadedCount();
			setPriceBehindTheCache(symbol, "30.00");

			// what a reset or the loader sends: everything forgotten, then read again
			this.jdbc.sql("select pg_notify('reload_test', 'another-node *')").query().listOfRows();
			await().atMost(LISTENER_WAIT).until(() -> preloading.preloadedCount() >= 2 * first);

			setPriceBehindTheCache(symbol, "31.00");
			assertThat(preloading.find(symbol).orElseThrow().price()).isEqualByComparingTo("30.00");
		}
		finally {
			preloading.stop();
		}
	}

	@Test
	void preloadKeepsWithinItsShareOfTheBudget() {
		for (int i = 0; i < 30; i++) {
			aQuote("1.00");
		}
		DataSize budget = DataSize.ofKilobytes(8);
		QuoteCache small = new QuoteCache(this.quotes, this.jdbc, this.notifications,
				new QuoteCacheProperties(true, budget, "preload_budget_test", true));
		small.start();
		try {
			await().atMost(LISTENER_WAIT).until(small::isActive);
			assertThat(small.preloadedCount()).isPositive();
			assertThat(small.weightedSize()).isPositive().isLessThanOrEqualTo(budget.toBytes());
		}
		finally {
			small.stop();
		}
	}

	@Test
	void cacheSwitchedOffReadsTheDatabaseEveryTime() {
		QuoteCache off = new QuoteCache(this.quotes, this.jdbc, this.notifications,
				new QuoteCacheProperties(false, DataSize.ofMegabytes(1), "off_test", true));
		off.start();
		String symbol = aQuote("10.00");
		assertThat(off.find(symbol).orElseThrow().price()).isEqualByComparingTo("10.00");

		setPriceBehindTheCache(symbol, "40.00");

		assertThat(off.isActive()).isFalse();
		assertThat(off.find(symbol).orElseThrow().price()).isEqualByComparingTo("40.00");
		off.stop();
	}

	private void setPriceBehindTheCache(String symbol, String price) {
		this.jdbc.sql("update quote set price = :price where symbol = :symbol")
			.param("price", new BigDecimal(price))
			.param("symbol", symbol)
			.update();
	}

	private String aQuote(String price) {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

}
