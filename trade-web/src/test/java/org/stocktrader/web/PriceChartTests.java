package org.stocktrader.web;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The price lines of the sparklines and charts: scaled into their box, reference first.
 */
class PriceChartTests {

	@Test
	void theLineRunsFromTheReferenceThroughTheRecentPricesToTheCurrentOne() {
		PriceChart chart = PriceChart.of(new BigDecimal("10.00"), List.of(new BigDecimal("12.00")),
				new BigDecimal("11.00"), 80, 20);
		// x from 0 to the width; the highest price at the top margin, the lowest at the
		// bottom
		assertThat(chart.points()).isEqualTo("0.0,18.0 40.0,2.0 80.0,10.0");
		assertThat(chart.referenceY()).isEqualTo("18.0");
		assertThat(chart.lastX()).isEqualTo("80.0");
		assertThat(chart.lastY()).isEqualTo("10.0");
		assertThat(chart.trend()).isEqualTo("up");
		assertThat(chart.prices()).isEqualTo("10.0 12.0 11.0");
	}

	@Test
	void anUnchangedPriceIsAFlatLineAcrossTheMiddle() {
		PriceChart chart = PriceChart.of(new BigDecimal("5.00"), List.of(), new BigDecimal("5.00"), 300, 100);
		assertThat(chart.points()).isEqualTo("0.0,50.0 300.0,50.0");
		assertThat(chart.trend()).isEqualTo("flat");
	}

	@Test
	void aFallIsDown() {
		assertThat(PriceChart.of(new BigDecimal("5.00"), List.of(), new BigDecimal("4.00"), 80, 20).trend())
			.isEqualTo("down");
	}

	@Test
	void coordinatesHaveOneDecimalRoundedHalfUp() {
		// seven prices over 80 units: x = 13.33..., 26.66..., 40; y = 2 + 16 (1 - p / 6)
		List<BigDecimal> recent = List.of(new BigDecimal("1.00"), new BigDecimal("2.00"), new BigDecimal("3.00"),
				new BigDecimal("4.00"), new BigDecimal("5.00"));
		PriceChart chart = PriceChart.of(new BigDecimal("0.00"), recent, new BigDecimal("6.00"), 80, 20);
		assertThat(chart.points()).isEqualTo("0.0,18.0 13.3,15.3 26.7,12.7 40.0,10.0 53.3,7.3 66.7,4.7 80.0,2.0");
	}

	@Test
	void aCoordinateHalfwayBetweenTwoTenthsRoundsUp() {
		// y = 2 + 16 (1 - 0.359375) = 12.25 exactly: half up prints 12.3 (half even 12.2)
		PriceChart chart = PriceChart.of(new BigDecimal("0"), List.of(new BigDecimal("0.359375")), BigDecimal.ONE, 80,
				20);
		assertThat(chart.points()).isEqualTo("0.0,18.0 40.0,12.3 80.0,2.0");
	}

}
