package org.stocktrader.dal.holding;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;
import org.stocktrader.dal.db.UserRows;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Holdings (HOLDING), read with their quote's current price. */
@Repository
public class HoldingRepository {

	private final JdbcClient jdbc;

	public HoldingRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * {@link #findNewestOf}: the user's newest holdings, without prices.
	 */
	private static final String NEWEST_OF_USER = UserRows.newest("holding",
			"holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate, null::numeric as price",
			"holdingid");

	/**
	 * The user's newest holdings, at most {@code limit}, without prices (the caller
	 * prices them: a join with QUOTE is about 40 % of this statement's cost with 50
	 * holdings), in one statement that also tells an unknown user (empty) from one
	 * without holdings (an empty list).
	 */
	public Optional<List<Holding>> findNewestOf(String userId, int limit) {
		return UserRows.of(this.jdbc.sql(NEWEST_OF_USER).param("userId", userId).param("limit", limit), "holdingid",
				HoldingRepository::holding);
	}

	/** The holding if it belongs to the user, with its current price. */
	public Optional<Holding> findForUser(String userId, int holdingId) {
		return this.jdbc.sql("""
				select h.holdingid, h.account_accountid, h.quote_symbol, h.quantity, h.purchaseprice, h.purchasedate,
					q.price
				from holding h
				join account a on a.accountid = h.account_accountid
				join quote q on q.symbol = h.quote_symbol
				where h.holdingid = :holdingId and a.profile_userid = :userId
				""").param("userId", userId).param("holdingId", holdingId).query(HoldingRepository::holding).optional();
	}

	/** The holding with its current price. */
	public Optional<Holding> find(int holdingId) {
		return this.jdbc.sql("""
				select h.holdingid, h.account_accountid, h.quote_symbol, h.quantity, h.purchaseprice, h.purchasedate,
					q.price
				from holding h
				join quote q on q.symbol = h.quote_symbol
				where h.holdingid = :holdingId
				""").param("holdingId", holdingId).query(HoldingRepository::holding).optional();
	}

	/**
	 * The holding without price, row-locked until the transaction ends. Trades lock the
	 * account first, then the quote, then the holding.
	 */
	public Optional<Holding> findForUpdate(int holdingId) {
		return this.jdbc.sql("""
				select holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate,
					null::numeric as price
				from holding
				where holdingid = :holdingId
				for update
				""").param("holdingId", holdingId).query(HoldingRepository::holding).optional();
	}

	/**
	 * The holdings that exist of the given ids, without price, row-locked until the
	 * transaction ends, in the order of their ids (after their accounts and quotes).
	 */
	public List<Holding> lockAll(Collection<Integer> holdingIds) {
		return this.jdbc.sql("""
				select holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate,
					null::numeric as price
				from holding
				where holdingid in (:holdingIds)
				order by holdingid
				for update
				""").param("holdingIds", holdingIds).query(HoldingRepository::holding).list();
	}

	/** Deletes the holdings of the users whose id does not match {@code pattern}. */
	public int deleteForUsersNotLike(String pattern) {
		return this.jdbc.sql("""
				delete from holding h
				using account a
				where a.accountid = h.account_accountid and a.profile_userid not like :pattern
				""").param("pattern", pattern).update();
	}

	/** Maps a row with the HOLDING columns. */
	public static Holding holding(ResultSet rs, int row) throws SQLException {
		return new Holding(rs.getInt("holdingid"), rs.getInt("account_accountid"), rs.getString("quote_symbol"),
				rs.getBigDecimal("quantity"), rs.getBigDecimal("purchaseprice"), Timestamps.instant(rs, "purchasedate"),
				rs.getBigDecimal("price"));
	}

}
