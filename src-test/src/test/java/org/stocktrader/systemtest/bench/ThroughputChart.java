package org.stocktrader.systemtest.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import tools.jackson.databind.JsonNode;

/**
 * A scenario's throughput over time as an SVG file: successful transactions per second
 * (and failed ones, if any) from the run's start, the measurement window shaded.
 */
final class ThroughputChart {

	private static final int WIDTH = 800;

	private static final int HEIGHT = 300;

	private static final int LEFT = 60;

	private static final int RIGHT = 20;

	private static final int TOP = 30;

	private static final int BOTTOM = 40;

	private ThroughputChart() {
	}

	/**
	 * Writes the chart of a summary's {@code timeline}; false if it has none.
	 */
	static boolean write(Path file, String title, JsonNode timeline) throws IOException {
		JsonNode ok = timeline.path("ok");
		JsonNode ko = timeline.path("ko");
		int seconds = ok.size();
		if (seconds < 2) {
			return false;
		}
		double max = 1;
		for (int i = 0; i < seconds; i++) {
			max = Math.max(max, ok.get(i).asDouble() + ko.path(i).asDouble());
		}
		max = niceCeiling(max);
		double plotWidth = WIDTH - LEFT - RIGHT;
		double plotHeight = HEIGHT - TOP - BOTTOM;
		double xScale = plotWidth / (seconds - 1);
		StringBuilder svg = new StringBuilder();
		svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
			.append(WIDTH)
			.append("\" height=\"")
			.append(HEIGHT)
			.append("\" viewBox=\"0 0 ")
			.append(WIDTH)
			.append(' ')
			.append(HEIGHT)
			.append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
		svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
		svg.append("<text x=\"").append(LEFT).append("\" y=\"18\" font-size=\"14\">").append(escape(title));
		svg.append("</text>\n");
		double windowStart = timeline.path("windowStartSecond").asDouble();
		double windowEnd = timeline.path("windowEndSecond").asDouble();
		svg.append(format("<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%.1f\" fill=\"#ddf4ff\"/>\n",
				LEFT + windowStart * xScale, TOP, Math.max(0, (windowEnd - windowStart) * xScale), plotHeight));
		svg.append(format("<text x=\"%.1f\" y=\"%d\" fill=\"#0969da\">measurement window</text>\n",
				LEFT + windowStart * xScale + 4, TOP + 14));
		for (int i = 0; i <= 4; i++) {
			double value = max * i / 4;
			double y = TOP + plotHeight - plotHeight * i / 4;
			svg.append(format("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#d0d7de\"/>\n", LEFT, y,
					WIDTH - RIGHT, y));
			svg.append(format("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%,.0f</text>\n", LEFT - 6, y + 4, value));
		}
		int step = Math.max(1, (int) niceCeiling(seconds / 10.0));
		for (int second = 0; second < seconds; second += step) {
			svg.append(format("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", LEFT + second * xScale,
					HEIGHT - BOTTOM + 16, second));
		}
		svg.append(
				format("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">seconds since the start of the run</text>\n",
						LEFT + plotWidth / 2, HEIGHT - 6));
		svg.append(format("<text x=\"14\" y=\"%.1f\" transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\">"
				+ "transactions/s</text>\n", TOP + plotHeight / 2, TOP + plotHeight / 2));
		svg.append(polyline(ok, seconds, max, xScale, plotHeight, "#1a7f37"));
		boolean failures = false;
		for (int i = 0; i < ko.size(); i++) {
			failures |= ko.get(i).asLong() > 0;
		}
		if (failures) {
			svg.append(polyline(ko, seconds, max, xScale, plotHeight, "#cf222e"));
		}
		svg.append(format("<text x=\"%d\" y=\"%d\" fill=\"#1a7f37\" text-anchor=\"end\">successful%s</text>\n",
				WIDTH - RIGHT, TOP - 4, failures ? " (failed in red)" : ""));
		svg.append("</svg>\n");
		Files.writeString(file, svg);
		return true;
	}

	private static String polyline(JsonNode values, int seconds, double max, double xScale, double plotHeight,
			String color) {
		StringBuilder points = new StringBuilder();
		for (int i = 0; i < seconds; i++) {
			double y = TOP + plotHeight - plotHeight * values.path(i).asDouble() / max;
			points.append(format("%.1f,%.1f ", LEFT + i * xScale, y));
		}
		return "<polyline fill=\"none\" stroke=\"" + color + "\" stroke-width=\"1.5\" points=\""
				+ points.toString().strip() + "\"/>\n";
	}

	/** 1, 2 or 5 times a power of ten, at or above the value. */
	private static double niceCeiling(double value) {
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

	private static String escape(String text) {
		return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
	}

}
