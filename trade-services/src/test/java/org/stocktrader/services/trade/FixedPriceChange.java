package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicReference;

import org.stocktrader.services.quote.PriceChangeFactor;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/** A price change factor the test sets, in place of the random one. */
@TestConfiguration(proxyBeanMethods = false)
class FixedPriceChange {

	private static final AtomicReference<BigDecimal> factor = new AtomicReference<>(BigDecimal.ONE);

	static void set(String value) {
		factor.set(new BigDecimal(value));
	}

	@Bean
	@Primary
	PriceChangeFactor fixedPriceChangeFactor() {
		return (price) -> factor.get();
	}

}
