package org.stocktrader.dal.stats;

import java.util.Optional;

import org.stocktrader.dal.db.Timestamps;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The counts of run statistics, and the population the loader recorded. */
@Repository
public class RunStatsRepository {

	private final JdbcClient jdbc;

	public RunStatsRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Counts users, logins, holdings, orders by type and status, and quotes in one
	 * statement; {@code tradeUsers} is the pattern of the loaded users' ids.
	 */
	public RunCounts count(String tradeUsers) {
		return this.jdbc.sql("""
				with users as (
					select count(*) filter (where profile_userid like :pattern) as trade_users,
						count(*) filter (where profile_userid not like :pattern) as new_users,
						coalesce(sum(logincount), 0) as logins,
						coalesce(sum(logoutcount), 0) as logouts
					from account
				), holdings as (
					select count(*) as holdings,
						count(*) filter (where a.profile_userid like :pattern) as trade_user_holdings
					from holding h
					join account a on a.accountid = h.account_accountid
				), order_counts as (
					select count(*) filter (where o.ordertype = 'buy') as buys,
						count(*) filter (where o.ordertype = 'sell') as sells,
						count(*) filter (where o.orderstatus = 'open') as open,
						count(*) filter (where o.orderstatus = 'processing') as processing,
						count(*) filter (where o.orderstatus = 'closed') as closed,
						count(*) filter (where o.orderstatus = 'completed') as completed,
						count(*) filter (where o.orderstatus = 'cancelled') as cancelled,
						count(*) filter (where o.orderstatus = 'failed') as failed,
						count(*) as orders,
						count(*) filter (where a.profile_userid not like :pattern) as new_user_orders
					from orders o
					join account a on a.accountid = o.account_accountid
				)
				select u.trade_users, u.new_users, u.logins, u.logouts, h.holdings, h.trade_user_holdings,
					o.buys, o.sells, o.open, o.processing, o.closed, o.completed, o.cancelled, o.failed, o.orders,
					o.new_user_orders, (select count(*) from quote) as quotes
				from users u, holdings h, order_counts o
				""")
			.param("pattern", tradeUsers)
			.query((rs, row) -> new RunCounts(rs.getInt("trade_users"), rs.getInt("new_users"), rs.getLong("logins"),
					rs.getLong("logouts"), rs.getInt("holdings"), rs.getInt("trade_user_holdings"), rs.getInt("buys"),
					rs.getInt("sells"), rs.getInt("open"), rs.getInt("processing"), rs.getInt("closed"),
					rs.getInt("completed"), rs.getInt("cancelled"), rs.getInt("failed"), rs.getInt("orders"),
					rs.getInt("new_user_orders"), rs.getInt("quotes")))
			.single();
	}

	/**
	 * The data set of the most recent load, when the database was loaded by the db-loader
	 * (which records it in {@code loader.loader_run}).
	 */
	public Optional<LoadedPopulation> loadedPopulation() {
		boolean recorded = this.jdbc.sql("select to_regclass('loader.loader_run') is not null")
			.query(Boolean.class)
			.single();
		if (!recorded) {
			return Optional.empty();
		}
		return this.jdbc.sql("""
				select accounts, quotes, holdings_per_account, orders_per_account, finished
				from loader.loader_run
				order by run_id desc
				limit 1
				""")
			.query((rs, row) -> new LoadedPopulation(rs.getInt("accounts"), rs.getInt("quotes"),
					rs.getInt("holdings_per_account"), rs.getInt("orders_per_account"),
					Timestamps.instant(rs, "finished")))
			.optional();
	}

}
