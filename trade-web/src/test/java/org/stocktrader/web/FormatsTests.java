package org.stocktrader.web;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FormatsTests {

	@Test
	void gainsAndLossesCarryTheirSignInBothParts() {
		assertThat(Formats.gain(new BigDecimal("400.00"), new BigDecimal("10000.00"))).isEqualTo("+$400.00 (+4.00%)");
		assertThat(Formats.gain(new BigDecimal("-47.85"), new BigDecimal("1000000.00"))).isEqualTo("-$47.85 (-0.00%)");
		assertThat(Formats.gain(new BigDecimal("0.00"), new BigDecimal("100.00"))).isEqualTo("$0.00 (0.00%)");
		assertThat(Formats.gain(new BigDecimal("5.00"), BigDecimal.ZERO)).isEqualTo("+$5.00 (+0.00%)");
	}

	@Test
	void moneyChangesAreRoundedToTheCentBeforeTheirSign() {
		assertThat(Formats.moneyChange(-0.001)).isEqualTo("$0.00");
		assertThat(Formats.moneyChange(-20.0)).isEqualTo("-$20.00");
		assertThat(Formats.moneyChange(1234.5)).isEqualTo("+$1,234.50");
	}

	@Test
	void trendsNameAFlatChange() {
		assertThat(Formats.trend(0.0)).isEqualTo("flat");
		assertThat(Formats.trend(new BigDecimal("-0.01"))).isEqualTo("down");
		assertThat(Formats.trend(new BigDecimal("0.01"))).isEqualTo("up");
	}

	@Test
	void quoteLinksEscapeWhatAQueryNeeds() {
		assertThat(Formats.quoteLink("s:1")).isEqualTo("/quotes?symbols=s:1");
		assertThat(Formats.quoteLink("a&b c")).isEqualTo("/quotes?symbols=a%26b+c");
	}

}
