package org.stocktrader.web;

import java.math.BigDecimal;
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
		double[] prices = new double[recent.size() + 2];
		prices[0] = reference.doubleValue();
		for (int i = 0; i < recent.size(); i++) {
			prices[i + 1] = recent.get(i).doubleValue();
		}
		prices[prices.length - 1] = current.doubleValue();
		double low = prices[0];
		double high = prices[0];
		for (double price : prices) {
			low = Math.min(low, price);
			high = Math.max(high, price);
		}
		double span = high - low;
		StringBuilder points = new StringBuilder(prices.length * 12);
		StringBuilder values = new StringBuilder(prices.length * 7);
		double step = (double) width / (prices.length - 1);
		double x = 0;
		double y = 0;
		for (int i = 0; i < prices.length; i++) {
			x = i * step;
			y = y(prices[i], low, span, height);
			if (i > 0) {
				points.append(' ');
				values.append(' ');
			}
			number(points, x).append(',');
			number(points, y);
			values.append(prices[i]);
		}
		return new PriceChart(points.toString(), number(y(prices[0], low, span, height)), number(x), number(y),
				Formats.trend(current.subtract(reference)), values.toString());
	}

	private static double y(double price, double low, double span, int height) {
		if (span == 0) {
			return height / 2.0;
		}
		return MARGIN + (height - 2 * MARGIN) * (1 - (price - low) / span);
	}

	/**
	 * One decimal, rounded half up as {@code String.format("%.1f")} does; the values are
	 * never negative.
	 */
	private static String number(double value) {
		return number(new StringBuilder(8), value).toString();
	}

	private static StringBuilder number(StringBuilder text, double value) {
		long tenths = Math.round(value * 10);
		return text.append(tenths / 10).append('.').append(tenths % 10);
	}

}
