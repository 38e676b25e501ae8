package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;

import static org.assertj.core.api.Assertions.assertThat;

class HoldingBeansTests {

	@Test
	void holdingWithItsPriceSurvivesTheRoundTrip() {
		Holding holding = aHolding(41, new BigDecimal("27.50"));

		assertThat(HoldingBeans.toHolding(HoldingBeans.toBean(holding, true))).isEqualTo(holding);
	}

	@Test
	void holdingWithoutPriceComesBackWithoutOne() {
		Holding holding = aHolding(41, new BigDecimal("27.50"));

		assertThat(HoldingBeans.toHolding(HoldingBeans.toBean(holding, false))).isEqualTo(aHolding(41, null));
	}

	@Test
	void holdingsSurviveTheRoundTripInOrder() {
		List<Holding> holdings = List.of(aHolding(41, new BigDecimal("27.50")), aHolding(42, new BigDecimal("3.10")));

		assertThat(HoldingBeans.toHoldings(HoldingBeans.toArray(holdings, true))).isEqualTo(holdings);
	}

	@Test
	void noArrayIsNoHoldings() {
		assertThat(HoldingBeans.toHoldings(null)).isEmpty();
	}

	/** A holding as the contract carries it: no account. */
	private static Holding aHolding(int holdingId, BigDecimal currentPrice) {
		return new Holding(holdingId, 0, "s:" + holdingId, Order.shares(100), new BigDecimal("25.00"),
				Instant.parse("2026-11-22T10:15:30.123456Z"), currentPrice);
	}

}
