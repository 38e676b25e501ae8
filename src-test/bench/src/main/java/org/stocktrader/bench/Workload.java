package org.stocktrader.bench;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Random choices shared by the scenarios: users of the loaded set, symbols, quantities,
 * and new user ids that never repeat, even across runs without a database reset.
 */
final class Workload {

	private static final String RUN = Long.toString(System.currentTimeMillis(), 36);

	private static final AtomicLong newUsers = new AtomicLong();

	private Workload() {
	}

	/** A random existing user, {@code uid:0 .. uid:(accounts-1)}. */
	static String randomUser(BenchSettings settings) {
		return "uid:" + ThreadLocalRandom.current().nextInt(settings.accounts());
	}

	/** A random existing symbol, {@code s:0 .. s:(quotes-1)}. */
	static String randomSymbol(BenchSettings settings) {
		return "s:" + ThreadLocalRandom.current().nextInt(settings.quotes());
	}

	/**
	 * A buy quantity of 1 to 100 shares: four buys of a new user at the loaded prices (at
	 * most about 200) stay within the 100,000 opening balance.
	 */
	static int randomQuantity() {
		return 1 + ThreadLocalRandom.current().nextInt(100);
	}

	/**
	 * A new user id, {@code ru:<run><n>} (letters, digits and a colon, as the validators
	 * allow).
	 */
	static String newUser() {
		return "ru:" + RUN + newUsers.incrementAndGet();
	}

}
