package org.stocktrader.dal.market;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
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
	 * exist, with the {@code top} quotes of highest and of lowest change: one statement
	 * (one snapshot, one round trip), the index's quotes read once.
	 */
	public MarketSummary summarize(Collection<String> symbols, int top) {
		List<Mover> rows = this.jdbc.sql("""
				with index as (
					select symbol, companyname, price, open1, low, high, change1, volume
					from quote
					where symbol = any(:symbols)
				), totals as (
					select coalesce(round(sum(price) / count(*), 2), 0) as tsia,
						coalesce(round(sum(open1) / count(*), 2), 0) as open_tsia,
						coalesce(sum(volume), 0) as total_volume
					from index
				), movers as (
					(select true as gainer, row_number() over (order by change1 desc, symbol) as rank, index.*
					from index order by change1 desc, symbol limit :top)
					union all
					(select false, row_number() over (order by change1, symbol), index.*
					from index order by change1, symbol limit :top)
				)
				select totals.*, movers.*
				from totals left join movers on true
				order by movers.gainer desc, movers.rank
				""")
			.param("symbols", symbols.toArray(String[]::new))
			.param("top", top)
			.query(MarketSummaryRepository::mover)
			.list();
		Totals totals = rows.getFirst().totals();
		List<Quote> gainers = new ArrayList<>(top);
		List<Quote> losers = new ArrayList<>(top);
		for (Mover row : rows) {
			if (row.quote() != null) {
				(row.gainer() ? gainers : losers).add(row.quote());
			}
		}
		return new MarketSummary(totals.tsia(), totals.openTsia(), totals.volume(), gainers, losers, Instant.now());
	}

	private static Mover mover(ResultSet rs, int row) throws SQLException {
		Totals totals = new Totals(rs.getBigDecimal("tsia"), rs.getBigDecimal("open_tsia"),
				rs.getDouble("total_volume"));
		boolean gainer = rs.getBoolean("gainer");
		Quote quote = rs.wasNull() ? null : QuoteRepository.quote(rs, row);
		return new Mover(totals, gainer, quote);
	}

	/** A row of the summary: the totals, and a mover if the index has any quote. */
	private record Mover(Totals totals, boolean gainer, Quote quote) {

	}

	private record Totals(BigDecimal tsia, BigDecimal openTsia, double volume) {

	}

}
