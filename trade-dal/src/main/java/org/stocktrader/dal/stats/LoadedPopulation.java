package org.stocktrader.dal.stats;

import java.time.Instant;

/**
 * The data set of the most recent load (the db-loader's run record).
 *
 * @param accounts loaded users ({@code uid:0} and up)
 * @param quotes loaded quotes
 * @param holdingsPerAccount holdings of each loaded user
 * @param ordersPerAccount orders of each loaded user
 * @param finished when the load finished
 */
public record LoadedPopulation(int accounts, int quotes, int holdingsPerAccount, int ordersPerAccount,
		Instant finished) {

}
