package org.stocktrader.services.quote;

import java.math.BigDecimal;
import java.util.random.RandomGenerator;

/**
 * How much a trade moves a quote's price: the new price is the old price times this
 * factor. A strategy so that tests can fix it.
 */
@FunctionalInterface
public interface PriceChangeFactor {

	/** The factor for a trade at {@code price}. */
	BigDecimal factorFor(BigDecimal price);

	/**
	 * StockTrader's rule: a price of 0.10 or less is multiplied by 500 (a "junk stock
	 * miracle"), a price of 1000 or more by 0.05 (a crash), any other price moves up or
	 * down by 1 to 4 percent, at even odds.
	 * @param random the source of randomness, shared by all threads (so thread-safe, e.g.
	 * {@link java.util.Random})
	 */
	static PriceChangeFactor random(RandomGenerator random) {
		BigDecimal junkLimit = new BigDecimal("0.10");
		BigDecimal crashLimit = new BigDecimal("1000");
		BigDecimal miracle = BigDecimal.valueOf(500);
		BigDecimal crash = new BigDecimal("0.05");
		return (price) -> {
			if (price.compareTo(junkLimit) <= 0) {
				return miracle;
			}
			if (price.compareTo(crashLimit) >= 0) {
				return crash;
			}
			BigDecimal percent = BigDecimal.valueOf(random.nextInt(1, 5), 2);
			return random.nextBoolean() ? BigDecimal.ONE.add(percent) : BigDecimal.ONE.subtract(percent);
		};
	}

}
