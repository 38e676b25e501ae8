package org.stocktrader.dal.trade;

import java.math.BigDecimal;
import java.sql.Types;
import java.util.Optional;

import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.db.Timestamps;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * A trade's statements, the one place a trade touches the database: the statement that
 * locks what the trade changes (in the trades' order: account, quote, holding), then one
 * statement for a buy and one for a sell that make the whole effect (the holding opened,
 * reduced or removed; the account debited or credited by {@link Order#cashEffect}; the
 * quote moved; the order closed or inserted executed; the quote change announced) in one
 * round trip, whether the trade is synchronous (a new order) or executes an open order.
 */
@Repository
public class TradeStatements {

	/**
	 * The first part of a lock statement: the account of {@code :userId}, locked in a
	 * materialized {@code with} part named {@code a}, before what the statement locks
	 * after it.
	 */
	private static final String LOCKED_ACCOUNT = """
			with a as materialized (
				select accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
				from account
				where profile_userid = :userId
				for update
			)""";

	/** The locked account's columns as {@link AccountRepository#account} reads them. */
	private static final String LOCKED_ACCOUNT_COLUMNS = """
			a.accountid, a.profile_userid, a.creationdate, a.lastlogin, a.logincount, a.logoutcount, a.balance, \
			a.openbalance""";

	/**
	 * The quote {@code q}'s columns, as
	 * {@link QuoteRepository#quote(java.sql.ResultSet, String)} reads them.
	 */
	private static final String QUOTE_COLUMNS = """
			q.symbol as q_symbol, q.companyname as q_companyname, q.price as q_price, q.open1 as q_open1, \
			q.low as q_low, q.high as q_high, q.change1 as q_change1, q.volume as q_volume""";

	/** {@link #lockForBuy}: the account, then the quote. */
	private static final String LOCK_FOR_BUY = LOCKED_ACCOUNT + """

			select %s, %s
			from a
			join quote q on q.symbol = :symbol
			for update of q
			""".formatted(LOCKED_ACCOUNT_COLUMNS, QUOTE_COLUMNS);

	/** {@link #lockAccountForBuy}: the account, with the quote read. */
	private static final String LOCK_ACCOUNT_FOR_BUY = LOCKED_ACCOUNT + """

			select %s, %s
			from a
			join quote q on q.symbol = :symbol
			""".formatted(LOCKED_ACCOUNT_COLUMNS, QUOTE_COLUMNS);

	/** {@link #lockForSale}: the account, the quote, then the holding. */
	private static final String LOCK_FOR_SALE = LOCKED_ACCOUNT + """
			, q as materialized (
				select symbol, companyname, price, open1, low, high, change1, volume
				from quote
				where symbol = (select quote_symbol from holding
					where holdingid = :holdingId and account_accountid = (select accountid from a))
				for update
			)
			select %s, h.holdingid, h.account_accountid, h.quote_symbol, h.quantity,
				h.purchaseprice, h.purchasedate, q.price, %s
			from a
			join holding h on h.holdingid = :holdingId and h.account_accountid = a.accountid
			join q on q.symbol = h.quote_symbol
			for update of h
			""".formatted(LOCKED_ACCOUNT_COLUMNS, QUOTE_COLUMNS);

	/**
	 * A buy's holding: opened at the price, bought when the order was placed
	 * ({@code :openDate}, now for a new order).
	 */
	private static final String BOUGHT = """
			bought as (
				insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
				values (:accountId, :symbol, :quantity, :price, coalesce(:openDate, now()))
				returning holdingid),
			""";

	/**
	 * A sell's holding: reduced to {@code :remaining} shares, or removed when none
	 * remain.
	 */
	private static final String SOLD = """
			reduced as (
				update holding set quantity = :remaining
				where holdingid = :holdingId and :remaining > 0
				returning holdingid),
			removed as (
				delete from holding
				where holdingid = :holdingId and :remaining <= 0
				returning holdingid),
			""";

	/** An open order closed at the price, on the holding {@code %s}. */
	private static final String CLOSED_OPEN = """
			closed as (
				update orders
				set orderstatus = :status, completiondate = now(), price = :price, quantity = :quantity,
					holding_holdingid = %s
				where orderid = :orderId
				returning %s)
			""";

	/**
	 * A new order inserted executed (opened and completed now), on the holding
	 * {@code %s}.
	 */
	private static final String CLOSED_NEW = """
			closed as (
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
					opendate, completiondate, quantity, price, orderfee, idempotency_key)
				values (:accountId, :symbol, %s, :type, :status, now(), now(), :quantity, :price, :fee, :key)
				returning %s)
			""";

	private static final String BUY_OPEN = statement(BOUGHT, "(select count(*) from bought)",
			CLOSED_OPEN.formatted("(select holdingid from bought)", OrderRepository.COLUMNS));

	private static final String BUY_NEW = statement(BOUGHT, "(select count(*) from bought)",
			CLOSED_NEW.formatted("(select holdingid from bought)", OrderRepository.COLUMNS));

	private static final String SELL_OPEN = statement(SOLD,
			"(select count(*) from reduced) + (select count(*) from removed)",
			CLOSED_OPEN.formatted("null", OrderRepository.COLUMNS));

	private static final String SELL_NEW = statement(SOLD,
			"(select count(*) from reduced) + (select count(*) from removed)",
			CLOSED_NEW.formatted("null", OrderRepository.COLUMNS));

	private final JdbcClient jdbc;

	public TradeStatements(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * The account and the quote of a buy, row-locked until the transaction ends, in one
	 * statement and in the trades' order: the account in a materialized {@code with}
	 * part, the quote by the outer {@code for update of q}, which locks only rows the
	 * join has produced, so after the account's. Empty, when the user or the quote is
	 * unknown (the caller tells which).
	 */
	public Optional<AccountForBuy> lockForBuy(String userId, String symbol) {
		return this.jdbc.sql(LOCK_FOR_BUY)
			.param("userId", userId)
			.param("symbol", symbol)
			.query((rs, row) -> new AccountForBuy(AccountRepository.account(rs, row), QuoteRepository.quote(rs, "q_")))
			.optional();
	}

	/**
	 * The account of a buy, row-locked until the transaction ends, and the quote as it
	 * stands, not locked, in one statement: for a buy placed to be executed later (the
	 * executing transaction locks the quote), so that placing it never waits for the
	 * quote's trades. Empty, when the user or the quote is unknown.
	 */
	public Optional<AccountForBuy> lockAccountForBuy(String userId, String symbol) {
		return this.jdbc.sql(LOCK_ACCOUNT_FOR_BUY)
			.param("userId", userId)
			.param("symbol", symbol)
			.query((rs, row) -> new AccountForBuy(AccountRepository.account(rs, row), QuoteRepository.quote(rs, "q_")))
			.optional();
	}

	/**
	 * The account, one of its holdings and the holding's quote, row-locked until the
	 * transaction ends, in one statement and in the trades' order: the account in a
	 * materialized {@code with} part, which the quote's part reads (so it runs first,
	 * whichever part the join starts with), the holding by the outer
	 * {@code for update of h}, after both. Empty, when the user is unknown or the account
	 * has no such holding (the caller tells which).
	 */
	public Optional<AccountForSale> lockForSale(String userId, int holdingId) {
		return this.jdbc.sql(LOCK_FOR_SALE)
			.param("userId", userId)
			.param("holdingId", holdingId)
			.query((rs, row) -> new AccountForSale(AccountRepository.account(rs, row),
					HoldingRepository.holding(rs, row), QuoteRepository.quote(rs, "q_")))
			.optional();
	}

	/**
	 * Executes a buy in one statement: opens the holding (bought at {@code price} when
	 * the order was placed), debits quantity x price + fee from the account, moves the
	 * quote to {@code newPrice} (its volume up by the order's quantity), closes the open
	 * order or inserts the new one executed at {@code price} on that holding, and sends
	 * {@code pg_notify(channel, payload)} (the quote change's announcement, delivered
	 * when the transaction commits). The caller holds the account's and the quote's row
	 * locks, in its transaction, and for a new order has checked that its idempotency key
	 * is unused (a key used meanwhile fails the statement with a duplicate key, changing
	 * nothing).
	 * @param order the open order, or the new one
	 * @param price the quote's price, locked
	 * @param newPrice the quote's price after the trade
	 * @param channel the notification channel of quote changes
	 * @param payload the announcement of this change
	 * @return the executed order and the moved quote
	 */
	public ExecutedTrade buy(TradeOrder order, BigDecimal price, BigDecimal newPrice, String channel, String payload) {
		return trade((order.orderId() != null) ? BUY_OPEN : BUY_NEW, OrderType.BUY, order, price, newPrice, channel,
				payload)
			.param("openDate", Timestamps.parameter(order.openDate()), Types.TIMESTAMP_WITH_TIMEZONE)
			.query(checked(order, "a buy"))
			.single();
	}

	/**
	 * Executes a sell of {@code order.quantity()} shares of the holding in one statement:
	 * the holding reduced, or removed when none remain, the account credited quantity x
	 * price - fee, the quote moved, the open order closed or the new one inserted
	 * executed (without holding, as an executed sell), the quote change announced. The
	 * caller holds the account's, the quote's and the holding's row locks, in its
	 * transaction, and has decided how many shares are sold (never more than held).
	 * @param order the open order, or the new one
	 * @param holding the holding sold, the account's, as locked
	 * @param price the quote's price, locked
	 * @param newPrice the quote's price after the trade
	 * @param channel the notification channel of quote changes
	 * @param payload the announcement of this change
	 * @return the executed order and the moved quote
	 */
	public ExecutedTrade sell(TradeOrder order, Holding holding, BigDecimal price, BigDecimal newPrice, String channel,
			String payload) {
		BigDecimal remaining = holding.quantity().subtract(order.quantity());
		if (remaining.signum() < 0) {
			throw new IllegalArgumentException("A sell of " + order.quantity() + " shares of holding "
					+ holding.holdingId() + " sells more than its " + holding.quantity());
		}
		return trade((order.orderId() != null) ? SELL_OPEN : SELL_NEW, OrderType.SELL, order, price, newPrice, channel,
				payload)
			.param("holdingId", holding.holdingId())
			.param("remaining", remaining)
			.query(checked(order, "a sell of holding " + holding.holdingId()))
			.single();
	}

	/** A trade's statement with the parameters every trade has. */
	private JdbcClient.StatementSpec trade(String statement, OrderType type, TradeOrder order, BigDecimal price,
			BigDecimal newPrice, String channel, String payload) {
		return this.jdbc.sql(statement)
			.param("orderId", order.orderId(), Types.INTEGER)
			.param("accountId", order.accountId())
			.param("symbol", order.symbol())
			.param("type", type.code())
			.param("status", order.status().code())
			.param("quantity", order.quantity())
			.param("shares", order.quantity())
			.param("fee", order.fee())
			.param("key", order.idempotencyKey(), Types.VARCHAR)
			.param("price", price)
			.param("cost", Order.cashEffect(type, order.quantity(), price, order.fee()).negate())
			.param("newPrice", newPrice)
			.param("channel", channel)
			.param("payload", payload);
	}

	/**
	 * A trade's statement: {@code holdingChange} (parts that change the holding;
	 * {@code heldCount} counts the rows they changed), the account debited by
	 * {@code :cost} (a credit when negative), the quote moved
	 * ({@link QuoteRepository#MOVE}), then {@code closedOrder} (a {@code closed} part
	 * that yields the executed order), the quote change announced. Built once for each
	 * kind of trade, when the class loads.
	 */
	private static String statement(String holdingChange, String heldCount, String closedOrder) {
		return """
				with %s
				debited as (
					update account set balance = balance - :cost
					where accountid = :accountId
					returning accountid),
				moved as (
				%s),
				%s
				select closed.*, moved.symbol as q_symbol, moved.companyname as q_companyname,
					moved.price as q_price, moved.open1 as q_open1, moved.low as q_low, moved.high as q_high,
					moved.change1 as q_change1, moved.volume as q_volume,
					(select count(*) from debited) as debited, %s as held
				from closed left join moved on true
					cross join (select pg_notify(:channel, :payload)) as notified
				""".formatted(holdingChange, QuoteRepository.MOVE, closedOrder, heldCount);
	}

	/** The executed trade, checked: the account debited once, one holding changed. */
	private static RowMapper<ExecutedTrade> checked(TradeOrder order, String what) {
		return (rs, row) -> {
			if (rs.getInt("debited") != 1) {
				throw new IllegalStateException("Account " + order.accountId() + " was not debited for " + what);
			}
			if (rs.getInt("held") != 1) {
				throw new IllegalStateException("No holding was changed for " + what);
			}
			Quote moved = (rs.getString("q_symbol") != null) ? QuoteRepository.quote(rs, "q_") : null;
			return new ExecutedTrade(OrderRepository.order(rs, row), moved);
		};
	}

}
