package org.stocktrader.dal.market;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The market summary over a set of index symbols. */
@Repository
public class MarketSummaryRepository {

	private final JdbcClient jdbc;

	public MarketSummaryRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * TSIA (mean price), open TSIA (mean open) and total volume over the symbols that
	 * exist, with the {@code top} quotes of highest and of lowest change.
	 */
	public MarketSummary summarize(Collection<String> symbols, int top) {
		String[] index = symbols.toArray(String[]::new);
		Totals totals = this.jdbc.sql("""
				select coalesce(round(sum(price) / count(*), 2), 0) as tsia,
					coalesce(round(sum(open1) / count(*), 2), 0) as open_tsia,
					coalesce(sum(volume), 0) as volume
				from quote
				where symbol = any(:symbols)
				""")
			.param("symbols", index)
			.query((rs, row) -> new Totals(rs.getBigDecimal("tsia"), rs.getBigDecimal("open_tsia"),
					rs.getDouble("volume")))
			.single();
		List<Quote> gainers = this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = any(:symbols)
				order by change1 desc, symbol
				limit :top
				""").param("symbols", index).param("top", top).query(QuoteRepository::quote).list();
		List<Quote> losers = this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = any(:symbols)
				order by change1, symbol
				limit :top
				""").param("symbols", index).param("top", top).query(QuoteRepository::quote).list();
		return new MarketSummary(totals.tsia(), totals.openTsia(), totals.volume(), gainers, losers, Instant.now());
	}

	private record Totals(BigDecimal tsia, BigDecimal openTsia, double volume) {

	}

}
