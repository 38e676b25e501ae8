package org.stocktrader.dal.quote;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Quotes (QUOTE). */
@Repository
public class QuoteRepository {

	/**
	 * A quote moved: its price set to {@code :newPrice} (low, high and change following)
	 * and {@code :shares} added to its volume; returns the quote's columns. The one text
	 * of a quote's move, for {@link #updatePriceVolume} and every trade's statement.
	 */
	public static final String MOVE = """
			update quote
			set price = :newPrice, low = least(low, :newPrice), high = greatest(high, :newPrice),
				change1 = :newPrice - open1, volume = volume + :shares
			where symbol = :symbol
			returning symbol, companyname, price, open1, low, high, change1, volume""";

	private final JdbcClient jdbc;

	public QuoteRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	public Optional<Quote> find(String symbol) {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = :symbol
				""").param("symbol", symbol).query(QuoteRepository::quote).optional();
	}

	/**
	 * The quote, row-locked until the transaction ends. Trades lock the account first,
	 * then the quote, then the holding.
	 */
	public Optional<Quote> findForUpdate(String symbol) {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = :symbol
				for update
				""").param("symbol", symbol).query(QuoteRepository::quote).optional();
	}

	/**
	 * The quotes of the given symbols that exist, row-locked until the transaction ends,
	 * one after another in the order of their symbols (as
	 * {@code AccountRepository.lockAll} locks accounts).
	 */
	public List<Quote> lockAll(Collection<String> symbols) {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol in (:symbols)
				order by symbol
				for update
				""").param("symbols", symbols).query(QuoteRepository::quote).list();
	}

	/** The quotes of the given symbols that exist, in no particular order. */
	public List<Quote> findAll(Collection<String> symbols) {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = any(:symbols)
				""").param("symbols", symbols.toArray(String[]::new)).query(QuoteRepository::quote).list();
	}

	/** Every quote, by symbol. */
	public List<Quote> findAll() {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				order by symbol
				""").query(QuoteRepository::quote).list();
	}

	/**
	 * Up to {@code limit} quotes after {@code after} in symbol order (from the first with
	 * the empty string, which sorts before every symbol): one page of a walk through
	 * every quote by the primary key's index.
	 */
	public List<Quote> findPage(String after, int limit) {
		return this.jdbc.sql("""
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol > :after
				order by symbol
				limit :limit
				""").param("after", after).param("limit", limit).query(QuoteRepository::quote).list();
	}

	public boolean exists(String symbol) {
		return this.jdbc.sql("""
				select exists (select 1 from quote where symbol = :symbol)
				""").param("symbol", symbol).query(Boolean.class).single();
	}

	/** Inserts a quote opening at {@code price}, with no change and no volume. */
	public Quote create(String symbol, String companyName, BigDecimal price) {
		return this.jdbc.sql("""
				insert into quote (symbol, companyname, price, open1, low, high, change1, volume)
				values (:symbol, :companyName, :price, :price, :price, :price, 0, 0)
				returning symbol, companyname, price, open1, low, high, change1, volume
				""")
			.param("symbol", symbol)
			.param("companyName", companyName)
			.param("price", price)
			.query(QuoteRepository::quote)
			.single();
	}

	/**
	 * Sets the price, widens low and high to it, sets the change against the open and
	 * adds to the volume, in one statement.
	 */
	public Optional<Quote> updatePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return this.jdbc.sql(MOVE)
			.param("symbol", symbol)
			.param("newPrice", newPrice)
			.param("shares", sharesTraded)
			.query(QuoteRepository::quote)
			.optional();
	}

	/** Maps a row with the QUOTE columns. */
	public static Quote quote(ResultSet rs, int row) throws SQLException {
		return quote(rs, "");
	}

	/**
	 * Maps a row with the QUOTE columns named with {@code prefix} (for a row that also
	 * holds another table's columns of the same names).
	 */
	public static Quote quote(ResultSet rs, String prefix) throws SQLException {
		return new Quote(rs.getString(prefix + "symbol"), rs.getString(prefix + "companyname"),
				rs.getBigDecimal(prefix + "price"), rs.getBigDecimal(prefix + "open1"),
				rs.getBigDecimal(prefix + "low"), rs.getBigDecimal(prefix + "high"), rs.getDouble(prefix + "change1"),
				rs.getDouble(prefix + "volume"));
	}

}
