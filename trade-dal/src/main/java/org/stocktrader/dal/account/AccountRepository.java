package org.stocktrader.dal.account;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Accounts and account profiles (ACCOUNT, ACCOUNTPROFILE). */
@Repository
public class AccountRepository {

	/**
	 * The newest holdings of the account {@code a}, at most {@code :limit}, with their
	 * quotes' current prices: the subquery of a {@code left join lateral}, read from the
	 * index by account, newest first.
	 */
	private static final String NEWEST_HOLDINGS = """
			select h.holdingid, h.account_accountid, h.quote_symbol, h.quantity, h.purchaseprice, h.purchasedate, q.price
			from holding h
			join quote q on q.symbol = h.quote_symbol
			where h.account_accountid = a.accountid
			order by h.holdingid desc
			limit :limit""";

	/** {@link #findSummary}: the account and its newest holdings. */
	private static final String SUMMARY = """
			select a.accountid, a.profile_userid, a.creationdate, a.lastlogin, a.logincount, a.logoutcount,
				a.balance, a.openbalance,
				h.holdingid, h.account_accountid, h.quote_symbol, h.quantity, h.purchaseprice, h.purchasedate, h.price
			from account a
			left join lateral (%s) h on true
			where a.profile_userid = :userId
			order by h.holdingid desc nulls last
			""".formatted(NEWEST_HOLDINGS);

	/**
	 * {@link #recordLoginWithSummary}: the holdings' and the orders' rows share the
	 * columns of the same name (account_accountid, quote_symbol, quantity, price); the
	 * others are null in the rows of the other kind.
	 */
	private static final String LOGIN_WITH_SUMMARY = """
			with login as (
				update account set logincount = logincount + 1, lastlogin = now()
				where profile_userid = :userId
				returning accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance,
					openbalance
			), reported as (%s)
			select 0 as kind, a.accountid, a.profile_userid, a.creationdate, a.lastlogin, a.logincount,
				a.logoutcount, a.balance, a.openbalance,
				h.holdingid, h.account_accountid, h.quote_symbol, h.quantity, h.purchaseprice, h.purchasedate,
				h.price, null::integer as orderid, null::varchar as ordertype, null::varchar as orderstatus,
				null::timestamptz as opendate, null::timestamptz as completiondate,
				null::numeric as orderfee, null::integer as holding_holdingid
			from login a
			left join lateral (%s) h on true
			union all
			select 1, a.accountid, a.profile_userid, a.creationdate, a.lastlogin, a.logincount, a.logoutcount,
				a.balance, a.openbalance,
				null, r.account_accountid, r.quote_symbol, r.quantity, null, null, r.price, r.orderid,
				r.ordertype, r.orderstatus, r.opendate, r.completiondate, r.orderfee, r.holding_holdingid
			from login a
			join reported r on true
			order by kind, holdingid desc nulls last, orderid desc
			""".formatted(OrderRepository.reportClosed("login"), NEWEST_HOLDINGS);

	private final JdbcClient jdbc;

	public AccountRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	public Optional<Account> findByUserId(String userId) {
		return this.jdbc.sql("""
				select accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
				from account
				where profile_userid = :userId
				""").param("userId", userId).query(AccountRepository::account).optional();
	}

	/**
	 * The account, row-locked until the transaction ends. Trades lock the account first,
	 * then the quote, then the holding.
	 */
	public Optional<Account> findByUserIdForUpdate(String userId) {
		return this.jdbc.sql("""
				select accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
				from account
				where profile_userid = :userId
				for update
				""").param("userId", userId).query(AccountRepository::account).optional();
	}

	/**
	 * The accounts, row-locked until the transaction ends, one after another in the order
	 * of their ids: transactions that lock several accounts (then several quotes, see
	 * {@code QuoteRepository.lockAll}) never wait on each other in a cycle.
	 */
	public List<Account> lockAll(Collection<Integer> accountIds) {
		return this.jdbc.sql("""
				select accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
				from account
				where accountid in (:accountIds)
				order by accountid
				for update
				""").param("accountIds", accountIds).query(AccountRepository::account).list();
	}

	/** The account, row-locked until the transaction ends (see the lock order above). */
	public Optional<Account> findByIdForUpdate(int accountId) {
		return this.jdbc.sql("""
				select accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
				from account
				where accountid = :accountId
				for update
				""").param("accountId", accountId).query(AccountRepository::account).optional();
	}

	public Optional<AccountProfile> findProfile(String userId) {
		return this.jdbc.sql("""
				select userid, password, fullname, address, email, creditcard
				from accountprofile
				where userid = :userId
				""").param("userId", userId).query(AccountRepository::profile).optional();
	}

	/**
	 * Inserts a profile (whose password is already hashed) and its account, with balance
	 * and opening balance {@code openBalance} and {@code logins} logins counted (the last
	 * one now), in one statement: a user id taken fails it with a duplicate key, and
	 * inserts nothing.
	 */
	public Account create(AccountProfile profile, BigDecimal openBalance, int logins) {
		return this.jdbc
			.sql("""
					with profile as (
						insert into accountprofile (userid, password, fullname, address, email, creditcard)
						values (:userId, :password, :fullName, :address, :email, :creditCard)
						returning userid
					)
					insert into account (profile_userid, creationdate, openbalance, balance, lastlogin, logincount, logoutcount)
					select userid, now(), :openBalance, :openBalance, now(), :logins, 0 from profile
					returning accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
					""")
			.param("userId", profile.userId())
			.param("password", profile.password())
			.param("fullName", profile.fullName())
			.param("address", profile.address())
			.param("email", profile.email())
			.param("creditCard", profile.creditCard())
			.param("openBalance", openBalance)
			.param("logins", logins)
			.query(AccountRepository::account)
			.single();
	}

	/**
	 * The account with its newest holdings and their current prices, in one statement;
	 * empty for an unknown user.
	 */
	public Optional<AccountSummary> findSummary(String userId, int maxHoldings) {
		List<Account> account = new ArrayList<>(1);
		List<Holding> holdings = new ArrayList<>();
		this.jdbc.sql(SUMMARY)
			.param("userId", userId)
			.param("limit", maxHoldings)
			.query((ResultSet rs) -> addSummaryRow(rs, account, holdings));
		if (account.isEmpty()) {
			return Optional.empty();
		}
		return Optional.of(new AccountSummary(account.get(0), holdings));
	}

	/**
	 * The account with its profile and newest orders, in one statement; empty for an
	 * unknown user.
	 */
	public Optional<AccountOverview> findOverview(String userId, int maxOrders) {
		List<Account> account = new ArrayList<>(1);
		List<AccountProfile> profile = new ArrayList<>(1);
		List<Order> orders = new ArrayList<>();
		this.jdbc
			.sql("""
					select a.accountid, a.profile_userid, a.creationdate, a.lastlogin, a.logincount, a.logoutcount,
						a.balance, a.openbalance,
						p.userid, p.password, p.fullname, p.address, p.email, p.creditcard,
						o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate, o.quantity,
						o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
					from account a
					join accountprofile p on p.userid = a.profile_userid
					left join lateral (
						select o.orderid, o.account_accountid, o.ordertype, o.orderstatus, o.opendate, o.completiondate,
							o.quantity, o.price, o.orderfee, o.quote_symbol, o.holding_holdingid
						from orders o
						where o.account_accountid = a.accountid
						order by o.orderid desc
						limit :limit
					) o on true
					where a.profile_userid = :userId
					order by o.orderid desc nulls last
					""")
			.param("userId", userId)
			.param("limit", maxOrders)
			.query((rs) -> {
				if (account.isEmpty()) {
					account.add(account(rs, 0));
					profile.add(profile(rs, 0));
				}
				if (rs.getObject("orderid") != null) {
					orders.add(OrderRepository.order(rs, 0));
				}
			});
		if (account.isEmpty()) {
			return Optional.empty();
		}
		return Optional.of(new AccountOverview(account.get(0), profile.get(0), orders));
	}

	/** Counts a login and returns the updated account. */
	public Optional<Account> recordLogin(String userId) {
		return this.jdbc
			.sql("""
					update account set logincount = logincount + 1, lastlogin = now()
					where profile_userid = :userId
					returning accountid, profile_userid, creationdate, lastlogin, logincount, logoutcount, balance, openbalance
					""")
			.param("userId", userId)
			.query(AccountRepository::account)
			.optional();
	}

	/**
	 * Counts a login and returns, from the same statement, the account as counted, its
	 * newest holdings (at most {@code maxHoldings}, with their quotes' prices, as
	 * {@link #findSummary}) and the user's executed orders, marked completed and reported
	 * now ({@link OrderRepository#reportClosed}, as the trade alert does: each reported
	 * once, even to concurrent callers). One round trip where login, home page and trade
	 * alert took three. Empty, having changed nothing, for an unknown user.
	 */
	public Optional<SignedIn> recordLoginWithSummary(String userId, int maxHoldings) {
		List<Account> account = new ArrayList<>(1);
		List<Holding> holdings = new ArrayList<>();
		List<Order> reported = new ArrayList<>();
		this.jdbc.sql(LOGIN_WITH_SUMMARY).param("userId", userId).param("limit", maxHoldings).query((rs) -> {
			addSummaryRow(rs, account, holdings);
			if (rs.getObject("holdingid") == null && rs.getObject("orderid") != null) {
				reported.add(OrderRepository.order(rs, 0));
			}
		});
		if (account.isEmpty()) {
			return Optional.empty();
		}
		return Optional.of(new SignedIn(new AccountSummary(account.get(0), holdings), reported));
	}

	/** Counts a logout; false when the user has no account. */
	public boolean recordLogout(String userId) {
		return this.jdbc.sql("""
				update account set logoutcount = logoutcount + 1
				where profile_userid = :userId
				""").param("userId", userId).update() == 1;
	}

	/**
	 * Sets the login and logout counts of the users matching {@code pattern} back to 0,
	 * as IBM Trade's reset does, so the next run's counts start from nothing. Only the
	 * rows a run changed are written. Returns how many were.
	 */
	public int resetSessionCounts(String pattern) {
		return this.jdbc.sql("""
				update account set logincount = 0, logoutcount = 0
				where profile_userid like :pattern and (logincount <> 0 or logoutcount <> 0)
				""").param("pattern", pattern).update();
	}

	/**
	 * Updates the personal data; a {@code null} password (already hashed otherwise) keeps
	 * the stored one. Returns the stored profile, empty for an unknown user.
	 */
	public Optional<AccountProfile> updateProfile(AccountProfile profile) {
		return this.jdbc.sql("""
				update accountprofile
				set password = coalesce(:password, password), fullname = :fullName, address = :address,
					email = :email, creditcard = :creditCard
				where userid = :userId
				returning userid, password, fullname, address, email, creditcard
				""")
			.param("userId", profile.userId())
			.param("password", profile.password())
			.param("fullName", profile.fullName())
			.param("address", profile.address())
			.param("email", profile.email())
			.param("creditCard", profile.creditCard())
			.query(AccountRepository::profile)
			.optional();
	}

	/**
	 * Deletes the accounts and profiles of the users whose id does not match
	 * {@code pattern}; their holdings and orders must be gone already. Returns the number
	 * of profiles deleted.
	 */
	public int deleteUsersNotLike(String pattern) {
		this.jdbc.sql("""
				delete from account where profile_userid not like :pattern
				""").param("pattern", pattern).update();
		return this.jdbc.sql("""
				delete from accountprofile where userid not like :pattern
				""").param("pattern", pattern).update();
	}

	/**
	 * A row of an account's summary: the account from the first row, the holding when the
	 * row has one.
	 */
	private static void addSummaryRow(ResultSet rs, List<Account> account, List<Holding> holdings) throws SQLException {
		if (account.isEmpty()) {
			account.add(account(rs, 0));
		}
		if (rs.getObject("holdingid") != null) {
			holdings.add(HoldingRepository.holding(rs, 0));
		}
	}

	/** Maps a row with the ACCOUNT columns. */
	public static Account account(ResultSet rs, int row) throws SQLException {
		return new Account(rs.getInt("accountid"), rs.getString("profile_userid"),
				Timestamps.instant(rs, "creationdate"), Timestamps.instant(rs, "lastlogin"), rs.getInt("logincount"),
				rs.getInt("logoutcount"), rs.getBigDecimal("balance"), rs.getBigDecimal("openbalance"));
	}

	private static AccountProfile profile(ResultSet rs, int row) throws SQLException {
		return new AccountProfile(rs.getString("userid"), rs.getString("password"), rs.getString("fullname"),
				rs.getString("address"), rs.getString("email"), rs.getString("creditcard"));
	}

}
