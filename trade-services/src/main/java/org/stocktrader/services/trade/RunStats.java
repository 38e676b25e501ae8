package org.stocktrader.services.trade;

import org.stocktrader.dal.stats.RunCounts;

/**
 * What a benchmark run did, as IBM Trade's {@code resetTrade} reports it
 * (RunStatsDataBean).
 *
 * @param tradeUserCount users of the loaded set ({@code uid:*})
 * @param newUserCount users registered during the run ({@code ru:*} and any other non
 * {@code uid:*})
 * @param sumLoginCount logins over all accounts
 * @param sumLogoutCount logouts over all accounts
 * @param holdingCount holdings
 * @param buyOrderCount buy orders
 * @param sellOrderCount sell orders
 * @param cancelledOrderCount cancelled orders
 * @param openOrderCount orders not executed yet
 * @param deletedOrderCount orders deleted by the reset
 * @param orderCount all orders
 * @param tradeStockCount quotes
 */
public record RunStats(int tradeUserCount, int newUserCount, int sumLoginCount, int sumLogoutCount, int holdingCount,
		int buyOrderCount, int sellOrderCount, int cancelledOrderCount, int openOrderCount, int deletedOrderCount,
		int orderCount, int tradeStockCount) {

	/**
	 * The statistics of these counts.
	 * @param counts what the database holds
	 * @param deletedOrderCount the orders a reset deleted
	 * @return the statistics
	 */
	public static RunStats of(RunCounts counts, int deletedOrderCount) {
		return new RunStats(counts.tradeUsers(), counts.newUsers(), Math.toIntExact(counts.logins()),
				Math.toIntExact(counts.logouts()), counts.holdings(), counts.buys(), counts.sells(), counts.cancelled(),
				counts.open(), deletedOrderCount, counts.orders(), counts.quotes());
	}

}
