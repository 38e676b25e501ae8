package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Orders (ORDERS). */
@Repository
public class OrderRepository {

	private final JdbcClient jdbc;

	public OrderRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Inserts an open order, placed now, without price. {@code holdingId} is the holding
	 * to sell, {@code null} for a buy.
	 */
	public Order create(int accountId, String symbol, Integer holdingId, OrderType type, double quantity,
			BigDecimal fee) {
		return this.jdbc.sql("""
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
					opendate, quantity, orderfee)
				values (:accountId, :symbol, :holdingId, :type, 'open', now(), :quantity, :fee)
				returning orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				""")
			.param("accountId", accountId)
			.param("symbol", symbol)
			.param("holdingId", holdingId, Types.INTEGER)
			.param("type", type.code())
			.param("quantity", quantity)
			.param("fee", fee)
			.query(OrderRepository::order)
			.single();
	}

	public Optional<Order> find(int orderId) {
		return this.jdbc.sql("""
				select orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				from orders
				where orderid = :orderId
				""").param("orderId", orderId).query(OrderRepository::order).optional();
	}

	/**
	 * The order, row-locked until the transaction ends. Its account and quote are locked
	 * before it.
	 */
	public Optional<Order> findForUpdate(int orderId) {
		return this.jdbc.sql("""
				select orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				from orders
				where orderid = :orderId
				for update
				""").param("orderId", orderId).query(OrderRepository::order).optional();
	}

	/**
	 * Marks an order executed now at {@code price} for {@code quantity} shares, with the
	 * bought holding (or {@code null} after a sell).
	 */
	public Order close(int orderId, BigDecimal price, double quantity, Integer holdingId) {
		return this.jdbc.sql("""
				update orders
				set orderstatus = 'closed', completiondate = now(), price = :price, quantity = :quantity,
					holding_holdingid = :holdingId
				where orderid = :orderId
				returning orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				""")
			.param("orderId", orderId)
			.param("price", price)
			.param("quantity", quantity)
			.param("holdingId", holdingId, Types.INTEGER)
			.query(OrderRepository::order)
			.single();
	}

	/** Cancels the order if it is still open; empty otherwise. */
	public Optional<Order> cancelIfOpen(int orderId) {
		return this.jdbc.sql("""
				update orders
				set orderstatus = 'cancelled', completiondate = now()
				where orderid = :orderId and orderstatus = 'open'
				returning orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				""").param("orderId", orderId).query(OrderRepository::order).optional();
	}

	/** The ids of the orders not executed yet, oldest first. */
	public List<Integer> findOpenOrderIds() {
		return this.jdbc.sql("""
				select orderid from orders where orderstatus = 'open' order by orderid
				""").query(Integer.class).list();
	}

	/** The user's newest orders. */
	public List<Order> findByUserId(String userId, int limit) {
		return this.jdbc.sql("""
				select o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
					o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
				from orders o
				join account a on a.accountid = o.account_accountid
				where a.profile_userid = :userId
				order by o.orderid desc
				limit :limit
				""").param("userId", userId).param("limit", limit).query(OrderRepository::order).list();
	}

	/**
	 * Marks the user's closed orders completed and returns them, newest first: each
	 * executed order is reported once, even to concurrent callers.
	 */
	public List<Order> completeClosedOrders(String userId) {
		return this.jdbc.sql("""
				with reported as (
					update orders o
					set orderstatus = 'completed'
					from account a
					where a.accountid = o.account_accountid and a.profile_userid = :userId
						and o.orderstatus = 'closed'
					returning o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
						o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
				)
				select orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				from reported
				order by orderid desc
				""").param("userId", userId).query(OrderRepository::order).list();
	}

	/**
	 * Marks the user's closed orders completed and returns them, newest first, in one
	 * statement that also tells an unknown user (empty) from one with nothing to report
	 * (an empty list): each executed order is reported once, even to concurrent callers.
	 */
	public Optional<List<Order>> completeClosedOrdersOf(String userId) {
		List<Order> reported = new ArrayList<>();
		boolean[] known = { false };
		this.jdbc.sql("""
				with account as (
					select accountid from account where profile_userid = :userId
				), reported as (
					update orders o
					set orderstatus = 'completed'
					from account a
					where a.accountid = o.account_accountid and o.orderstatus = 'closed'
					returning o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
						o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
				)
				select r.orderid, r.account_accountid, r.ordertype, r.orderstatus, r.opendate, r.completiondate,
					r.quantity, r.price, r.orderfee, r.quote_symbol, r.holding_holdingid
				from account a
				left join reported r on true
				order by r.orderid desc nulls last
				""").param("userId", userId).query((rs) -> {
			known[0] = true;
			if (rs.getObject("orderid") != null) {
				reported.add(order(rs, 0));
			}
		});
		if (!known[0]) {
			return Optional.empty();
		}
		return Optional.of(reported);
	}

	/** Order counts by type and status. */
	public OrderCounts count() {
		return this.jdbc.sql("""
				select count(*) filter (where ordertype = 'buy') as buys,
					count(*) filter (where ordertype = 'sell') as sells,
					count(*) filter (where orderstatus = 'cancelled') as cancelled,
					count(*) filter (where orderstatus = 'open') as open,
					count(*) as total
				from orders
				""")
			.query((rs, row) -> new OrderCounts(rs.getInt("buys"), rs.getInt("sells"), rs.getInt("cancelled"),
					rs.getInt("open"), rs.getInt("total")))
			.single();
	}

	/** Deletes the orders of the users whose id does not match {@code pattern}. */
	public int deleteForUsersNotLike(String pattern) {
		return this.jdbc.sql("""
				delete from orders o
				using account a
				where a.accountid = o.account_accountid and a.profile_userid not like :pattern
				""").param("pattern", pattern).update();
	}

	/** Maps a row with the ORDER columns. */
	public static Order order(ResultSet rs, int row) throws SQLException {
		return new Order(rs.getInt("orderid"), rs.getInt("account_accountid"),
				OrderType.ofCode(rs.getString("ordertype")), OrderStatus.ofCode(rs.getString("orderstatus")),
				Timestamps.instant(rs, "opendate"), Timestamps.instant(rs, "completiondate"), rs.getDouble("quantity"),
				rs.getBigDecimal("price"), rs.getBigDecimal("orderfee"), rs.getString("quote_symbol"),
				rs.getObject("holding_holdingid", Integer.class));
	}

	/**
	 * Order counts.
	 *
	 * @param buys buy orders
	 * @param sells sell orders
	 * @param cancelled cancelled orders
	 * @param open orders not executed yet
	 * @param total all orders
	 */
	public record OrderCounts(int buys, int sells, int cancelled, int open, int total) {

	}

}
