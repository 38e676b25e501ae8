package org.stocktrader.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import tools.jackson.databind.JsonNode;

/**
 * A scenario's figures over the run as inline SVG (no script, no external file): one or
 * more lines second by second from the run's start, the measurement window shaded, so
 * that a reader sees whether the window sat on a steady state.
 */
final class TimeChart {

	private static final int WIDTH = 800;

	private static final int HEIGHT = 260;

	private static final int LEFT = 60;

	private static final int RIGHT = 20;

	private static final int TOP = 30;

	private static final int BOTTOM = 40;

	private TimeChart() {
	}

	/**
	 * The chart of the given lines, or an empty string when none has two seconds of
	 * values; a line whose values are all negative (not measured) is left out.
	 */
	static String svg(String title, String unit, JsonNode timeline, List<Line> lines) {
		List<Line> shown = new ArrayList<>();
		int seconds = 0;
		for (Line line : lines) {
			boolean measured = false;
			for (double value : line.values()) {
				measured |= value >= 0;
			}
			if (measured && line.values().length >= 2) {
				shown.add(line);
				seconds = Math.max(seconds, line.values().length);
			}
		}
		if (shown.isEmpty()) {
			return "";
		}
		double max = 0;
		for (Line line : shown) {
			for (double value : line.values()) {
				max = Math.max(max, value);
			}
		}
		max = niceCeiling(Math.max(max, 1e-3));
		double plotWidth = WIDTH - LEFT - RIGHT;
		double plotHeight = HEIGHT - TOP - BOTTOM;
		double xScale = plotWidth / (seconds - 1);
		StringBuilder svg = new StringBuilder();
		svg.append(format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
				+ "font-family=\"sans-serif\" font-size=\"12\" role=\"img\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
		svg.append("<title>").append(escape(title)).append("</title>\n");
		svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
		svg.append(format("<text x=\"%d\" y=\"18\" font-size=\"14\">%s</text>%n", LEFT, escape(title)));
		double windowStart = timeline.path("windowStartSecond").asDouble();
		double windowEnd = timeline.path("windowEndSecond").asDouble();
		svg.append(format("<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\" fill=\"#ddf4ff\"/>%n",
				LEFT + Math.min(windowStart, seconds - 1) * xScale, TOP,
				Math.max(0, (Math.min(windowEnd, seconds - 1) - Math.min(windowStart, seconds - 1)) * xScale),
				plotHeight));
		svg.append(format("<text x=\"%.1f\" y=\"%d\" fill=\"#0969da\">measurement window</text>%n",
				LEFT + Math.min(windowStart, seconds - 1) * xScale + 4, TOP + 14));
		for (int i = 0; i <= 4; i++) {
			double value = max * i / 4;
			double y = TOP + plotHeight - plotHeight * i / 4;
			svg.append(format("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#d0d7de\"/>%n", LEFT, y,
					WIDTH - RIGHT, y));
			svg.append(format("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 6, y + 4,
					axisLabel(value, max)));
		}
		int step = Math.max(1, (int) niceCeiling(seconds / 10.0));
		for (int second = 0; second < seconds; second += step) {
			svg.append(format("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", LEFT + second * xScale,
					HEIGHT - BOTTOM + 16, second));
		}
		svg.append(
				format("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">seconds since the start of the run</text>%n",
						LEFT + plotWidth / 2, HEIGHT - 6));
		svg.append(format(
				"<text x=\"14\" y=\"%.1f\" transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\">%s" + "</text>%n",
				TOP + plotHeight / 2, TOP + plotHeight / 2, escape(unit)));
		double legendX = WIDTH - RIGHT;
		for (int i = shown.size() - 1; i >= 0; i--) {
			Line line = shown.get(i);
			svg.append(polyline(line, max, xScale, plotHeight));
			svg.append(format("<text x=\"%.1f\" y=\"%d\" fill=\"%s\" text-anchor=\"end\">%s</text>%n", legendX, TOP - 4,
					line.color(), escape(line.name())));
			legendX -= 8 + 7 * line.name().length();
		}
		svg.append("</svg>\n");
		return svg.toString();
	}

	/** The values of a timeline's member, one a second; empty when it has none. */
	static double[] values(JsonNode array) {
		double[] values = new double[array.size()];
		for (int i = 0; i < values.length; i++) {
			values[i] = array.get(i).asDouble();
		}
		return values;
	}

	private static String polyline(Line line, double max, double xScale, double plotHeight) {
		StringBuilder points = new StringBuilder();
		double[] values = line.values();
		for (int i = 0; i < values.length; i++) {
			if (values[i] < 0) {
				continue;
			}
			double y = TOP + plotHeight - plotHeight * values[i] / max;
			points.append(format("%.1f,%.1f ", LEFT + i * xScale, y));
		}
		return "<polyline fill=\"none\" stroke=\"" + line.color() + "\" stroke-width=\"1.5\" points=\""
				+ points.toString().strip() + "\"/>\n";
	}

	private static String axisLabel(double value, double max) {
		return (max >= 10) ? format("%,.0f", value) : format("%.2f", value);
	}

	/** 1, 2 or 5 times a power of ten, at or above the value. */
	static double niceCeiling(double value) {
		double power = Math.pow(10, Math.floor(Math.log10(value)));
		for (double factor : new double[] { 1, 2, 5, 10 }) {
			if (factor * power >= value) {
				return factor * power;
			}
		}
		return 10 * power;
	}

	private static String format(String format, Object... args) {
		return String.format(Locale.ROOT, format, args);
	}

	static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
	}

	/**
	 * One line of a chart.
	 *
	 * @param name the legend
	 * @param color an SVG colour
	 * @param values one value a second from the run's start; negative: not measured
	 */
	record Line(String name, String color, double[] values) {

	}

}
