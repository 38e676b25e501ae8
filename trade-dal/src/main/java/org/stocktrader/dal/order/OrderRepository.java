package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;
import org.stocktrader.dal.db.UserRows;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Orders (ORDERS). */
@Repository
public class OrderRepository {

	/** The notification channel on which placed orders are announced. */
	public static final String PLACED_CHANNEL = "trade_orders_placed";

	/** The columns of an order, as {@link #order} reads them. */
	public static final String COLUMNS = "orderid, account_accountid, ordertype, orderstatus, opendate, "
			+ "completiondate, quantity, price, orderfee, quote_symbol, holding_holdingid";

	/** {@link #completeClosedOrdersOf}: the user's executed orders, reported. */
	private static final String COMPLETE_CLOSED_OF_USER = """
			with account as (
				select accountid from account where profile_userid = :userId
			), reported as (%s)
			select r.orderid, r.account_accountid, r.ordertype, r.orderstatus, r.opendate, r.completiondate,
				r.quantity, r.price, r.orderfee, r.quote_symbol, r.holding_holdingid
			from account a
			left join reported r on true
			order by r.orderid desc nulls last
			""".formatted(reportClosed("account"));

	/** {@link #findAll} and {@link #lockAll}: orders by id, in the order of their ids. */
	private static final String ORDERS_BY_ID = """
			select %s
			from orders
			where orderid in (:orderIds)
			order by orderid
			""".formatted(COLUMNS);

	/** {@link #findNewestOf}: the user's newest orders. */
	private static final String NEWEST_OF_USER = UserRows.newest("orders", COLUMNS, "orderid");

	private final JdbcClient jdbc;

	public OrderRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Inserts an open order, placed now, without price, with the client's idempotency key
	 * ({@code null} for none), unique per account. {@code holdingId} is the holding to
	 * sell, {@code null} for a buy.
	 */
	public Order create(int accountId, String symbol, Integer holdingId, OrderType type, BigDecimal quantity,
			BigDecimal fee, String idempotencyKey) {
		return this.jdbc.sql("""
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
					opendate, quantity, orderfee, idempotency_key)
				values (:accountId, :symbol, :holdingId, :type, 'open', now(), :quantity, :fee, :key)
				returning orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				""")
			.param("accountId", accountId)
			.param("symbol", symbol)
			.param("holdingId", holdingId, Types.INTEGER)
			.param("type", type.code())
			.param("quantity", quantity)
			.param("fee", fee)
			.param("key", idempotencyKey, Types.VARCHAR)
			.query(OrderRepository::order)
			.single();
	}

	/** The account's order placed with this idempotency key. */
	public Optional<Order> findByIdempotencyKey(int accountId, String idempotencyKey) {
		return this.jdbc.sql("""
				select orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				from orders
				where account_accountid = :accountId and idempotency_key = :key
				""")
			.param("accountId", accountId)
			.param("key", idempotencyKey)
			.query(OrderRepository::order)
			.optional();
	}

	/**
	 * The open orders, counted up to {@code limit}: enough to tell whether the backlog is
	 * full without counting all of a long one.
	 */
	public int countOpen(int limit) {
		return this.jdbc.sql("""
				select count(*) from (select 1 from orders where orderstatus = 'open' limit :limit) as backlog
				""").param("limit", limit).query(Integer.class).single();
	}

	/** The shares that open sell orders on the holding are selling. */
	public BigDecimal pendingSellQuantity(int holdingId) {
		return this.jdbc.sql("""
				select coalesce(sum(quantity), 0) from orders
				where holding_holdingid = :holdingId and ordertype = 'sell' and orderstatus = 'open'
				""").param("holdingId", holdingId).query(BigDecimal.class).single();
	}

	/**
	 * Tells the order processors listening on {@link #PLACED_CHANNEL} that an order was
	 * placed, when the current transaction commits.
	 */
	public void announcePlaced() {
		this.jdbc.sql("select pg_notify(:channel, '')").param("channel", PLACED_CHANNEL).query((rs, row) -> 1).single();
	}

	/**
	 * Claims up to {@code batch} open orders that are due, in the order they were placed
	 * (oldest first), skipping those another transaction holds: each claimed order counts
	 * an attempt and is leased for {@code leaseMillis} (not claimable again before then,
	 * so another node takes it over only if this one dies). An order due again (its lease
	 * or its retry backoff ended) is older than every order placed since, so it is taken
	 * at the next claim however many new orders keep arriving. Returns the claimed ids,
	 * ascending.
	 */
	public List<Integer> claimDue(int batch, long leaseMillis) {
		return this.jdbc.sql("""
				update orders
				set attempts = attempts + 1, next_attempt_at = now() + :leaseMillis * interval '1 millisecond'
				where orderid in (
					select orderid from orders
					where orderstatus = 'open' and next_attempt_at <= now()
					order by orderid
					limit :batch
					for update skip locked)
				returning orderid
				""")
			.param("batch", batch)
			.param("leaseMillis", leaseMillis)
			.query(Integer.class)
			.list()
			.stream()
			.sorted()
			.toList();
	}

	/**
	 * Records a failed attempt on an open order: with {@code maxAttempts} reached the
	 * order becomes {@code failed}, else it is due again after a backoff that doubles
	 * with each attempt from {@code backoffMillis} up to {@code maxBackoffMillis}.
	 * Returns the order's status afterwards; empty if it was no longer open.
	 */
	public Optional<OrderStatus> recordFailure(int orderId, String reason, int maxAttempts, long backoffMillis,
			long maxBackoffMillis) {
		return this.jdbc.sql("""
				update orders
				set failure_reason = left(:reason, 1000),
					orderstatus = case when attempts >= :maxAttempts then 'failed' else orderstatus end,
					completiondate = case when attempts >= :maxAttempts then now() else completiondate end,
					next_attempt_at = now() + least(:backoff * power(2, greatest(attempts - 1, 0)), :maxBackoff)
						* interval '1 millisecond'
				where orderid = :orderId and orderstatus = 'open'
				returning orderstatus
				""")
			.param("orderId", orderId)
			.param("reason", reason)
			.param("maxAttempts", maxAttempts)
			.param("backoff", backoffMillis)
			.param("maxBackoff", maxBackoffMillis)
			.query((rs, row) -> OrderStatus.ofCode(rs.getString("orderstatus")))
			.optional();
	}

	public Optional<Order> find(int orderId) {
		return this.jdbc.sql("""
				select orderid, account_accountid, ordertype, orderstatus, opendate, completiondate, quantity, price,
					orderfee, quote_symbol, holding_holdingid
				from orders
				where orderid = :orderId
				""").param("orderId", orderId).query(OrderRepository::order).optional();
	}

	/** The order if it is one of the user's. */
	public Optional<Order> findForUser(String userId, int orderId) {
		return this.jdbc.sql("""
				select o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
					o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
				from orders o
				join account a on a.accountid = o.account_accountid
				where o.orderid = :orderId and a.profile_userid = :userId
				""").param("userId", userId).param("orderId", orderId).query(OrderRepository::order).optional();
	}

	/** The orders of the given ids that exist, in the order of their ids. */
	public List<Order> findAll(Collection<Integer> orderIds) {
		return this.jdbc.sql(ORDERS_BY_ID).param("orderIds", orderIds).query(OrderRepository::order).list();
	}

	/**
	 * The orders of the given ids that exist, row-locked until the transaction ends, in
	 * the order of their ids, after their accounts, quotes and holdings.
	 */
	public List<Order> lockAll(Collection<Integer> orderIds) {
		return this.jdbc.sql(ORDERS_BY_ID + "for update")
			.param("orderIds", orderIds)
			.query(OrderRepository::order)
			.list();
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

	/**
	 * The user's newest orders, at most {@code limit}, in one statement that also tells
	 * an unknown user (empty) from one without orders (an empty list). Only the account's
	 * id comes with each row, not the account.
	 */
	public Optional<List<Order>> findNewestOf(String userId, int limit) {
		return UserRows.of(this.jdbc.sql(NEWEST_OF_USER).param("userId", userId).param("limit", limit), "orderid",
				OrderRepository::order);
	}

	/**
	 * Marks the user's closed orders completed and returns them, newest first, in one
	 * statement that also tells an unknown user (empty) from one with nothing to report
	 * (an empty list): each executed order is reported once, even to concurrent callers.
	 */
	public Optional<List<Order>> completeClosedOrdersOf(String userId) {
		return UserRows.of(this.jdbc.sql(COMPLETE_CLOSED_OF_USER).param("userId", userId), "orderid",
				OrderRepository::order);
	}

	/**
	 * A data-modifying {@code with} part that marks the closed orders of the accounts in
	 * {@code accounts} (the name of a relation with an {@code accountid} column)
	 * completed and returns them as {@link #order} reads them: each executed order is
	 * reported once, even to concurrent statements.
	 * @param accounts the relation of the accounts whose orders are reported
	 * @return the part's text
	 */
	public static String reportClosed(String accounts) {
		return """
				update orders o
				set orderstatus = 'completed'
				from %s a
				where a.accountid = o.account_accountid and o.orderstatus = 'closed'
				returning o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
					o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid""".formatted(accounts);
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
				Timestamps.instant(rs, "opendate"), Timestamps.instant(rs, "completiondate"),
				rs.getBigDecimal("quantity"), rs.getBigDecimal("price"), rs.getBigDecimal("orderfee"),
				rs.getString("quote_symbol"), rs.getObject("holding_holdingid", Integer.class));
	}

}
