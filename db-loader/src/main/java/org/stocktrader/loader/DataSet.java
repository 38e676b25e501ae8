package org.stocktrader.loader;

/**
 * The size and seed of a generated data set. The same values give the same rows, byte for
 * byte.
 *
 * @param accounts users {@code uid:0}... with one account each
 * @param quotes quotes {@code s:0}...
 * @param holdingsPerAccount holdings per account
 * @param ordersPerAccount orders per account
 * @param seed the seed of every random choice
 */
public record DataSet(int accounts, int quotes, int holdingsPerAccount, int ordersPerAccount, long seed) {

	/** The data set of the published benchmarks. */
	public static final DataSet BENCHMARK = new DataSet(500_000, 100_000, 5, 5, 1);

	/**
	 * The small set the application seeds into an empty database; it includes the
	 * market-summary symbols {@code s:100}...{@code s:199}.
	 */
	public static final DataSet DEMO = new DataSet(200, 400, 3, 3, 1);

	public DataSet {
		if (accounts < 0 || quotes < 1 || holdingsPerAccount < 0 || ordersPerAccount < 0) {
			throw new IllegalArgumentException("Sizes must not be negative, and at least one quote is needed");
		}
		if ((long) accounts * Math.max(holdingsPerAccount, ordersPerAccount) >= Integer.MAX_VALUE) {
			throw new IllegalArgumentException("Too many rows for integer keys");
		}
	}

	long holdings() {
		return (long) this.accounts * this.holdingsPerAccount;
	}

	long orders() {
		return (long) this.accounts * this.ordersPerAccount;
	}

}
