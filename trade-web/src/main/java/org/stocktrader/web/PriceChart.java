package org.stocktrader.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * A price line as an inline SVG draws it ({@code <polyline points="...">} in a
 * {@code viewBox} of this chart's width and height), computed once per row so that the
 * template prints values only: the prices from the reference price (the open, or what a
 * holding cost) through the recent prices to the current one, scaled between the lowest
 * and highest of them and the reference.
 *
 * @param points the polyline's points, {@code x,y x,y ...}
 * @param referenceY the height of the reference price's line
 * @param lastX the current price's x
 * @param lastY the current price's y
 * @param trend {@code up}, {@code down} or {@code flat}: the current price against the
 * reference
 * @param prices the prices drawn, reference first, separated by spaces (for the live
 * market script, which adds the prices that come after the page)
 */
public record PriceChart(String points, String referenceY, String lastX, String lastY, String trend, String prices) {

	/** A sparkline's box, for table rows. */
	public static final int SPARK_WIDTH = 80;

	/** A sparkline's box, for table rows. */
	public static final int SPARK_HEIGHT = 20;

	/** A chart's box, on the quote page. */
	public static final int CHART_WIDTH = 300;

	/** A chart's box, on the quote page. */
	public static final int CHART_HEIGHT = 100;

	/** Room above and below the line, so that a stroke at the edge stays inside. */
	private static final double MARGIN = 2;

	/**
	 * The line of a price from a reference through recent prices.
	 * @param reference the reference price (drawn as a flat line)
	 * @param recent the recent prices, oldest first (may be empty)
	 * @param current the current price, the last point
	 * @param width the box's width
	 * @param height the box's height
	 * @return the chart
	 */
	public static PriceChart of(BigDecimal reference, List<BigDecimal> recent, BigDecimal current, int width,
			int height) {
		List<Double> prices = new ArrayList<>(recent.size() + 2);
		prices.add(reference.doubleValue());
		recent.forEach((price) -> prices.add(price.doubleValue()));
		prices.add(current.doubleValue());
		double low = prices.stream().mapToDouble(Double::doubleValue).min().orElse(0);
		double high = prices.stream().mapToDouble(Double::doubleValue).max().orElse(0);
		double span = high - low;
		StringBuilder points = new StringBuilder(prices.size() * 12);
		StringBuilder values = new StringBuilder(prices.size() * 7);
		double step = (double) width / (prices.size() - 1);
		double x = 0;
		double y = 0;
		for (int i = 0; i < prices.size(); i++) {
			x = i * step;
			y = y(prices.get(i), low, span, height);
			if (i > 0) {
				points.append(' ');
			}
			points.append(number(x)).append(',').append(number(y));
			values.append((i > 0) ? " " : "").append(prices.get(i));
		}
		return new PriceChart(points.toString(), number(y(prices.get(0), low, span, height)), number(x), number(y),
				Formats.trend(current.subtract(reference)), values.toString());
	}

	private static double y(double price, double low, double span, int height) {
		if (span == 0) {
			return height / 2.0;
		}
		return MARGIN + (height - 2 * MARGIN) * (1 - (price - low) / span);
	}

	/** One decimal, rounded half up as {@code String.format("%.1f")} does. */
	private static String number(double value) {
		return BigDecimal.valueOf(value).setScale(1, RoundingMode.HALF_UP).toPlainString();
	}

}
