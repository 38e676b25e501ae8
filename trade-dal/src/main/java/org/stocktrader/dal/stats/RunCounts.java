package org.stocktrader.dal.stats;

/**
 * What the database holds, counted in one statement (so the counts agree with each
 * other). "Trade users" are the loaded users, whose ids match a pattern ({@code uid:%});
 * "new users" are all the others (registered during a run).
 *
 * @param tradeUsers accounts of the loaded users
 * @param newUsers accounts of the other users
 * @param logins logins over all accounts
 * @param logouts logouts over all accounts
 * @param holdings all holdings
 * @param tradeUserHoldings holdings of the loaded users
 * @param buys buy orders
 * @param sells sell orders
 * @param open orders not executed yet
 * @param processing orders being executed (IBM Trade's status; not used by this server)
 * @param closed orders executed and not reported to their user yet
 * @param completed orders executed and reported
 * @param cancelled cancelled orders
 * @param failed orders whose execution failed for good
 * @param orders all orders
 * @param newUserOrders orders of the new users (what a reset deletes)
 * @param quotes quotes
 */
public record RunCounts(int tradeUsers, int newUsers, long logins, long logouts, int holdings, int tradeUserHoldings,
		int buys, int sells, int open, int processing, int closed, int completed, int cancelled, int failed, int orders,
		int newUserOrders, int quotes) {

}
