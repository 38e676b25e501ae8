package org.stocktrader.services.quote;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PriceChangeFactorTests {

	@Test
	void ordinaryPricesMoveOneToFourPercentEitherWay() {
		PriceChangeFactor factor = PriceChangeFactor.random(new Random(42));
		Set<BigDecimal> seen = new HashSet<>();
		for (int i = 0; i < 1000; i++) {
			seen.add(factor.factorFor(new BigDecimal("25.00")).stripTrailingZeros());
		}
		assertThat(seen).containsExactlyInAnyOrder(new BigDecimal("0.96"), new BigDecimal("0.97"),
				new BigDecimal("0.98"), new BigDecimal("0.99"), new BigDecimal("1.01"), new BigDecimal("1.02"),
				new BigDecimal("1.03"), new BigDecimal("1.04"));
	}

	@Test
	void aPennyStockIsMultipliedBy500() {
		PriceChangeFactor factor = PriceChangeFactor.random(new Random(1));
		assertThat(factor.factorFor(new BigDecimal("0.10"))).isEqualByComparingTo("500");
		assertThat(factor.factorFor(new BigDecimal("0.01"))).isEqualByComparingTo("500");
		assertThat(factor.factorFor(new BigDecimal("0.11"))).isBetween(new BigDecimal("0.96"), new BigDecimal("1.04"));
	}

	@Test
	void aPriceOfAThousandOrMoreCrashesTo5Percent() {
		PriceChangeFactor factor = PriceChangeFactor.random(new Random(1));
		assertThat(factor.factorFor(new BigDecimal("1000.00"))).isEqualByComparingTo("0.05");
		assertThat(factor.factorFor(new BigDecimal("999.99"))).isBetween(new BigDecimal("0.96"),
				new BigDecimal("1.04"));
	}

	@Test
	void theSameSeedGivesTheSameFactors() {
		PriceChangeFactor first = PriceChangeFactor.random(new Random(7));
		PriceChangeFactor second = PriceChangeFactor.random(new Random(7));
		for (int i = 0; i < 20; i++) {
			assertThat(first.factorFor(BigDecimal.TEN)).isEqualTo(second.factorFor(BigDecimal.TEN));
		}
	}

}
