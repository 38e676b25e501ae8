package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * The last prices of each quote the live market published, oldest first: one a publishing
 * interval in which the quote traded (its price after the interval's last trade), on any
 * node, since this node started. The pages draw their price charts and sparklines from
 * them; nothing is read from the database. Bounded: {@value #KEPT} prices a quote, for at
 * most {@value #QUOTES} quotes (the least recently traded are dropped first).
 */
public class RecentPrices {

	/** The prices kept for one quote. */
	public static final int KEPT = 30;

	/** The quotes whose prices are kept. */
	static final int QUOTES = 5_000;

	private final Cache<String, Deque<BigDecimal>> prices = Caffeine.newBuilder().maximumSize(QUOTES).build();

	/** Records an interval's changes, on the publishing thread. */
	void record(List<PriceChange> changes) {
		for (PriceChange change : changes) {
			Deque<BigDecimal> kept = this.prices.get(change.symbol(), (symbol) -> new ArrayDeque<>(KEPT + 1));
			synchronized (kept) {
				kept.addLast(change.newPrice());
				if (kept.size() > KEPT) {
					kept.removeFirst();
				}
			}
		}
	}

	/**
	 * A quote's recent prices.
	 * @param symbol the quote's symbol
	 * @return its prices, oldest first; empty when it has not traded since this node
	 * started
	 */
	public List<BigDecimal> of(String symbol) {
		Deque<BigDecimal> kept = this.prices.getIfPresent(symbol);
		if (kept == null) {
			return List.of();
		}
		synchronized (kept) {
			return List.copyOf(kept);
		}
	}

}
