package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;
import org.stocktrader.dal.db.UserRows;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Orders (ORDERS). */
@Repository
public class OrderRepository {

	/** The notification channel on which placed orders are announced. */
	public static final String PLACED_CHANNEL = "trade_orders_placed";

	/** The columns of an order, as {@link #order} reads them. */
	private static final String RETURNED = "orderid, account_accountid, ordertype, orderstatus, opendate, "
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
			""".formatted(RETURNED);

	/** {@link #findNewestOf}: the user's newest orders. */
	private static final String NEWEST_OF_USER = UserRows.newest("orders", RETURNED, "orderid");

	/** {@link #executeBuy}: an open buy closed. */
	private static final String EXECUTE_BUY = buyStatement("""
			closed as (
				update orders
				set orderstatus = 'closed', completiondate = now(), price = :price, quantity = :quantity,
					holding_holdingid = (select holdingid from bought)
				where orderid = :orderId
				returning %s)
			""".formatted(RETURNED));

	/** {@link #placeAndExecuteBuy}: a buy inserted executed. */
	private static final String PLACE_AND_EXECUTE_BUY = buyStatement("""
			closed as (
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
					opendate, completiondate, quantity, price, orderfee, idempotency_key)
				values (:accountId, :symbol, (select holdingid from bought), 'buy', :status, now(), now(),
					:quantity, :price, :fee, :key)
				returning %s)
			""".formatted(RETURNED));

	/**
	 * {@link #placeAndExecuteSell}: the holding reduced or removed, a sell inserted
	 * executed.
	 */
	private static final String PLACE_AND_EXECUTE_SELL = tradeStatement("""
			reduced as (
				update holding set quantity = :remaining
				where holdingid = :holdingId and :remaining > 0
				returning holdingid),
			removed as (
				delete from holding
				where holdingid = :holdingId and :remaining <= 0
				returning holdingid),
			""", "(select count(*) from reduced) + (select count(*) from removed)", """
			closed as (
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
					opendate, completiondate, quantity, price, orderfee, idempotency_key)
				values (:accountId, :symbol, null, 'sell', 'closed', now(), now(), :quantity, :price, :fee, :key)
				returning %s)
			""".formatted(RETURNED));

	private final JdbcClient jdbc;

	public OrderRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Inserts an open order, placed now, without price. {@code holdingId} is the holding
	 * to sell, {@code null} for a buy.
	 */
	public Order create(int accountId, String symbol, Integer holdingId, OrderType type, BigDecimal quantity,
			BigDecimal fee) {
		return create(accountId, symbol, holdingId, type, quantity, fee, null);
	}

	/**
	 * Inserts an open order as
	 * {@link #create(int, String, Integer, OrderType, BigDecimal, BigDecimal)} does, with
	 * the client's idempotency key ({@code null} for none), unique per account.
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

	/**
	 * Executes an open buy in one statement: opens the holding (bought at {@code price}
	 * when the order was placed), debits {@code cost} from the account, moves the quote
	 * to {@code newPrice} (its volume up by the order's quantity), closes the order at
	 * {@code price} on that holding, and sends {@code pg_notify(channel, payload)} (the
	 * quote change's announcement, delivered when the transaction commits). The same
	 * changes as five statements would make, in one round trip; the caller holds the
	 * account's and the quote's row locks, in its transaction.
	 * @param order the open buy
	 * @param price the quote's price, locked
	 * @param cost what the account pays (quantity x price + fee)
	 * @param newPrice the quote's price after the trade
	 * @param channel the notification channel of quote changes
	 * @param payload the announcement of this change
	 * @return the closed order and the moved quote
	 */
	public ExecutedTrade executeBuy(Order order, BigDecimal price, BigDecimal cost, BigDecimal newPrice, String channel,
			String payload) {
		return buy(EXECUTE_BUY, order.accountId(), order.symbol(), order.quantity(), order.openDate(), price, cost,
				newPrice, channel, payload)
			.param("orderId", order.orderId())
			.query(tradeMapper(order.accountId(), "order " + order.orderId()))
			.single();
	}

	/**
	 * Places a buy and executes it in one statement (a synchronous buy): the changes of
	 * {@link #executeBuy}, with the order inserted already executed (opened and completed
	 * now) instead of an open order updated, so one row version and one round trip fewer.
	 * The caller holds the account's and the quote's row locks, in its transaction, and
	 * has checked that {@code idempotencyKey} is unused (a key used meanwhile fails the
	 * statement with a duplicate key, changing nothing).
	 * @param status the executed order's status: {@link OrderStatus#CLOSED} (to be
	 * reported by {@link #completeClosedOrders}) or {@link OrderStatus#COMPLETED}
	 * (already reported by the caller)
	 * @param accountId the buyer's account
	 * @param symbol the quote bought
	 * @param quantity the shares bought
	 * @param fee the order's fee
	 * @param idempotencyKey the client's idempotency key, {@code null} for none
	 * @param price the quote's price, locked
	 * @param cost what the account pays (quantity x price + fee)
	 * @param newPrice the quote's price after the trade
	 * @param channel the notification channel of quote changes
	 * @param payload the announcement of this change
	 * @return the executed order and the moved quote
	 */
	public ExecutedTrade placeAndExecuteBuy(OrderStatus status, int accountId, String symbol, BigDecimal quantity,
			BigDecimal fee, String idempotencyKey, BigDecimal price, BigDecimal cost, BigDecimal newPrice,
			String channel, String payload) {
		if (status != OrderStatus.CLOSED && status != OrderStatus.COMPLETED) {
			throw new IllegalArgumentException("An executed order is closed or completed, not " + status.code());
		}
		return buy(PLACE_AND_EXECUTE_BUY, accountId, symbol, quantity, null, price, cost, newPrice, channel, payload)
			.param("status", status.code())
			.param("fee", fee)
			.param("key", idempotencyKey, Types.VARCHAR)
			.query(tradeMapper(accountId, "a buy"))
			.single();
	}

	/**
	 * Places a sell and executes it in one statement (a synchronous sell): the holding
	 * reduced to {@code remaining} shares, or removed when none remain, the account
	 * credited, the quote moved, the order inserted already closed (without holding, as
	 * an executed sell) and the quote change announced. The caller holds the account's,
	 * the quote's and the holding's row locks, in its transaction, and has checked that
	 * {@code idempotencyKey} is unused.
	 * @param accountId the seller's account
	 * @param holdingId the holding sold, the account's
	 * @param symbol the holding's quote
	 * @param quantity the shares sold
	 * @param remaining the shares the holding keeps (0: the holding is removed)
	 * @param fee the order's fee
	 * @param idempotencyKey the client's idempotency key, {@code null} for none
	 * @param price the quote's price, locked
	 * @param proceeds what the account receives (quantity x price - fee)
	 * @param newPrice the quote's price after the trade
	 * @param channel the notification channel of quote changes
	 * @param payload the announcement of this change
	 * @return the closed order and the moved quote
	 */
	public ExecutedTrade placeAndExecuteSell(int accountId, int holdingId, String symbol, BigDecimal quantity,
			BigDecimal remaining, BigDecimal fee, String idempotencyKey, BigDecimal price, BigDecimal proceeds,
			BigDecimal newPrice, String channel, String payload) {
		return trade(PLACE_AND_EXECUTE_SELL, accountId, symbol, quantity, price, proceeds.negate(), newPrice, channel,
				payload)
			.param("holdingId", holdingId)
			.param("remaining", remaining)
			.param("fee", fee)
			.param("key", idempotencyKey, Types.VARCHAR)
			.query(tradeMapper(accountId, "a sell of holding " + holdingId))
			.single();
	}

	/**
	 * A buy's statement ({@link #EXECUTE_BUY} or {@link #PLACE_AND_EXECUTE_BUY}) with its
	 * parameters ({@code purchasedate} the order's open date, now when {@code openDate}
	 * is null).
	 */
	private JdbcClient.StatementSpec buy(String statement, int accountId, String symbol, BigDecimal quantity,
			Instant openDate, BigDecimal price, BigDecimal cost, BigDecimal newPrice, String channel, String payload) {
		return trade(statement, accountId, symbol, quantity, price, cost, newPrice, channel, payload).param("openDate",
				Timestamps.parameter(openDate), Types.TIMESTAMP_WITH_TIMEZONE);
	}

	/**
	 * A trade's statement (built by {@link #tradeStatement}) with the parameters every
	 * trade has.
	 */
	private JdbcClient.StatementSpec trade(String statement, int accountId, String symbol, BigDecimal quantity,
			BigDecimal price, BigDecimal cost, BigDecimal newPrice, String channel, String payload) {
		return this.jdbc.sql(statement)
			.param("accountId", accountId)
			.param("symbol", symbol)
			.param("quantity", quantity)
			.param("price", price)
			.param("cost", cost)
			.param("newPrice", newPrice)
			.param("channel", channel)
			.param("payload", payload);
	}

	/**
	 * A buy's statement: the holding opened ({@code purchasedate} the order's open date,
	 * now when {@code :openDate} is null), then the changes every trade makes
	 * ({@link #tradeStatement}) with {@code closedOrder}.
	 */
	private static String buyStatement(String closedOrder) {
		return tradeStatement("""
				bought as (
					insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
					values (:accountId, :symbol, :quantity, :price, coalesce(:openDate, now()))
					returning holdingid),
				""", "(select count(*) from bought)", closedOrder);
	}

	/**
	 * A trade's statement: {@code holdingChange} (parts that change the holding;
	 * {@code heldCount} counts the rows they changed), the account debited by
	 * {@code cost} (a credit when negative), the quote moved, then {@code closedOrder} (a
	 * {@code closed} part that yields the executed order), the quote change announced.
	 * Built once for each kind of trade, when the class loads.
	 */
	private static String tradeStatement(String holdingChange, String heldCount, String closedOrder) {
		return """
				with %s
				debited as (
					update account set balance = balance - :cost
					where accountid = :accountId
					returning accountid),
				moved as (
					update quote
					set price = :newPrice, low = least(low, :newPrice), high = greatest(high, :newPrice),
						change1 = :newPrice - open1, volume = volume + :quantity
					where symbol = :symbol
					returning symbol, companyname, price, open1, low, high, change1, volume),
				%s
				select closed.*, moved.symbol as q_symbol, moved.companyname as q_companyname,
					moved.price as q_price, moved.open1 as q_open1, moved.low as q_low, moved.high as q_high,
					moved.change1 as q_change1, moved.volume as q_volume,
					(select count(*) from debited) as debited, %s as held
				from closed left join moved on true
					cross join (select pg_notify(:channel, :payload)) as notified
				""".formatted(holdingChange, closedOrder, heldCount);
	}

	private static RowMapper<ExecutedTrade> tradeMapper(int accountId, String what) {
		return (rs, row) -> {
			if (rs.getInt("debited") != 1) {
				throw new IllegalStateException("Account " + accountId + " was not debited for " + what);
			}
			if (rs.getInt("held") != 1) {
				throw new IllegalStateException("No holding was changed for " + what);
			}
			Quote moved = (rs.getString("q_symbol") != null) ? QuoteRepository.quote(rs, "q_") : null;
			return new ExecutedTrade(order(rs, row), moved);
		};
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

	/** Why the order's last attempt failed, if it did. */
	public Optional<String> findFailureReason(int orderId) {
		return this.jdbc.sql("""
				select failure_reason from orders where orderid = :orderId and failure_reason is not null
				""").param("orderId", orderId).query(String.class).optional();
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

	/**
	 * Marks an order executed now at {@code price} for {@code quantity} shares, with the
	 * bought holding (or {@code null} after a sell).
	 */
	public Order close(int orderId, BigDecimal price, BigDecimal quantity, Integer holdingId) {
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
				Timestamps.instant(rs, "opendate"), Timestamps.instant(rs, "completiondate"),
				rs.getBigDecimal("quantity"), rs.getBigDecimal("price"), rs.getBigDecimal("orderfee"),
				rs.getString("quote_symbol"), rs.getObject("holding_holdingid", Integer.class));
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
