package org.stocktrader.bench;

import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Holdings seen in getHoldings responses, waiting to be sold. Each holding id enters the
 * pool at most once per run and a sell takes it out, so two virtual users never sell the
 * same holding. The pool is small: the mix has 12 getHoldings per sell.
 */
final class HoldingPool {

	private static final int CAPACITY = 1_000;

	private static final Queue<Holding> holdings = new ConcurrentLinkedQueue<>();

	private static final Set<Integer> seen = ConcurrentHashMap.newKeySet();

	private HoldingPool() {
	}

	/** Offers the user's first holding not seen before, if the pool has room. */
	static void offer(String user, List<String> holdingIds) {
		if (holdingIds == null || holdings.size() >= CAPACITY) {
			return;
		}
		for (String id : holdingIds) {
			int holdingId = Integer.parseInt(id);
			if (seen.add(holdingId)) {
				holdings.add(new Holding(user, holdingId));
				return;
			}
		}
	}

	/** A holding to sell, or null when none is known (the scenario buys instead). */
	static Holding take() {
		return holdings.poll();
	}

	record Holding(String user, int id) {
	}

}
