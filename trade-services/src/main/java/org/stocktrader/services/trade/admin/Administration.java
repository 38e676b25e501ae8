package org.stocktrader.services.trade.admin;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.db.TradeDatabase;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.dal.stats.RunStatsRepository;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.trade.RunStats;

import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Benchmark administration: resetting the database between runs, and whether it answers.
 * Not on any request path of traders.
 */
@Service
public class Administration {

	/** The loaded users, kept by {@code resetTrade(false)}. */
	public static final String TRADE_USERS = "uid:%";

	private static final Logger logger = LoggerFactory.getLogger(Administration.class);

	private final RunStatsRepository runStats;

	private final TradeDatabase database;

	private final AccountRepository accounts;

	private final HoldingRepository holdings;

	private final OrderRepository orders;

	private final QuoteCache quoteCache;

	Administration(RunStatsRepository runStats, TradeDatabase database, AccountRepository accounts,
			HoldingRepository holdings, OrderRepository orders, QuoteCache quoteCache) {
		this.runStats = runStats;
		this.database = database;
		this.accounts = accounts;
		this.holdings = holdings;
		this.orders = orders;
		this.quoteCache = quoteCache;
	}

	/**
	 * Reports the run statistics and, when {@code deleteAll} is false, removes what a
	 * benchmark run created (users registered during the run and their data); when true,
	 * deletes all trading data. One transaction.
	 * @param deleteAll whether to delete everything
	 * @return the statistics found before the reset
	 */
	@Transactional
	public RunStats resetTrade(boolean deleteAll) {
		RunCounts counts = this.runStats.count(TRADE_USERS);
		int deletedOrders;
		if (deleteAll) {
			deletedOrders = counts.orders();
			this.database.truncateAll();
			this.quoteCache.changedAll();
		}
		else {
			deletedOrders = this.orders.deleteForUsersNotLike(TRADE_USERS);
			this.holdings.deleteForUsersNotLike(TRADE_USERS);
			this.accounts.deleteUsersNotLike(TRADE_USERS);
			// as IBM Trade: the next run's logins and logouts count from 0
			this.accounts.resetSessionCounts(TRADE_USERS);
		}
		logger.info("Trade reset (deleteAll={}): {} orders deleted", deleteAll, deletedOrders);
		return RunStats.of(counts, deletedOrders);
	}

	/**
	 * Asks the database.
	 * @return whether it answers; false when it cannot be reached
	 */
	public boolean isOnline() {
		try {
			return this.database.isOnline();
		}
		catch (DataAccessException ex) {
			logger.warn("The database is not reachable: {}", ex.getMessage());
			return false;
		}
	}

}
