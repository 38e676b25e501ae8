package org.stocktrader.services.market;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The recent prices of each quote, oldest first, at most {@link RecentPrices#KEPT}. */
class RecentPricesTests {

	@Test
	void eachQuoteKeepsItsLastPricesOldestFirst() {
		RecentPrices recent = new RecentPrices();
		assertThat(recent.of("s:1")).isEmpty();
		List<PriceChange> changes = new ArrayList<>();
		for (int i = 1; i <= RecentPrices.KEPT + 5; i++) {
			changes.add(change("s:1", i));
		}
		recent.record(changes);
		recent.record(List.of(change("s:2", 7)));

		List<BigDecimal> prices = recent.of("s:1");
		assertThat(prices).hasSize(RecentPrices.KEPT);
		assertThat(prices.getFirst()).isEqualByComparingTo("6");
		assertThat(prices.getLast()).isEqualByComparingTo("35");
		assertThat(recent.of("s:2")).containsExactly(new BigDecimal("7"));
	}

	private static PriceChange change(String symbol, int price) {
		return PriceChange.of(symbol, BigDecimal.ONE, BigDecimal.valueOf(price), Instant.EPOCH);
	}

}
