package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

/**
 * The CachePerf sweep's report: the table of its steps ({@code cacheperf.md}), the
 * study's figure ({@code cacheperf.svg}: pages/s against unique items, and the item
 * cache's hit ratio on a second axis, the number of items the budget holds marked), and
 * both on one self-contained page ({@code cacheperf.html}).
 *
 * @param sweep the sweep's settings
 * @param steps the measured steps, in the order run
 */
record CachePerfReport(Sweep sweep, List<Step> steps) {

	private static final int WIDTH = 720;

	private static final int HEIGHT = 380;

	private static final int LEFT = 70;

	private static final int RIGHT = 70;

	private static final int TOP = 50;

	private static final int BOTTOM = 50;

	private static final String PAGES_COLOR = "#0969da";

	private static final String HITS_COLOR = "#bc4c00";

	String description() {
		return format(
				"CachePerf: %d zero-think clients, %s, items of %,d bytes, item cache budget %,d bytes; "
						+ "per step %d s warm-up, %d s measured",
				this.sweep.clients(),
				(this.sweep.mix() > 0)
						? this.sweep.mix() + " % other pages (/quotes), " + (100 - this.sweep.mix()) + " % item pages"
						: "item pages only",
				this.sweep.itemSize(), this.sweep.budget(), this.sweep.warmup(), this.sweep.seconds());
	}

	ReportTable table() {
		ReportTable table = new ReportTable("unique items", "working set / budget", "pages/s", "hit ratio",
				"app CPU ms/page", "db CPU ms/page", "heap after GC (MB)", "db reads per item page", "errors");
		for (Step step : this.steps) {
			table.add(format("%,d", step.unique()), format("%.2f", step.workingSetShare()),
					format("%,.0f", step.pagesPerSecond()), format("%.3f", step.hitRatio()),
					format("%.2f", step.appCpuMs()), format("%.2f", step.dbCpuMs()), format("%,.0f", step.heapMb()),
					format("%.3f", step.readsPerItemPage()), Long.toString(step.errors()));
		}
		return table;
	}

	/** Writes {@code cacheperf.md}, {@code cacheperf.svg} and {@code cacheperf.html}. */
	void write(Path folder) throws IOException {
		Files.writeString(folder.resolve("cacheperf.md"), markdown());
		Files.writeString(folder.resolve("cacheperf.svg"), svg());
		Files.writeString(folder.resolve("cacheperf.html"), html());
	}

	String markdown() {
		return description() + "\n\n" + table().markdown();
	}

	String html() {
		String body = "<h1>CachePerf</h1>\n<p class=\"note\">" + TimeChart.escape(description()) + "</p>\n"
				+ "<div class=\"charts\">\n" + svg() + "</div>\n" + table().html();
		return HtmlPage.document("CachePerf sweep", body);
	}

	/**
	 * Pages/s (left axis) and hit ratio (right axis, 0 to 1) against unique items
	 * (logarithmic); an empty chart frame when no step was measured.
	 */
	String svg() {
		double minX = Math.log10(this.steps.stream().mapToInt(Step::unique).min().orElse(1));
		double maxX = Math.log10(this.steps.stream().mapToInt(Step::unique).max().orElse(10));
		double spanX = (maxX > minX) ? maxX - minX : 1;
		double maxY = TimeChart
			.niceCeiling(Math.max(1, this.steps.stream().mapToDouble(Step::pagesPerSecond).max().orElse(1)));
		double plotWidth = WIDTH - LEFT - RIGHT;
		double plotHeight = HEIGHT - TOP - BOTTOM;
		DoubleUnaryOperator x = (v) -> LEFT + (Math.log10(v) - minX) / spanX * plotWidth;
		DoubleUnaryOperator pagesY = (v) -> TOP + plotHeight - v / maxY * plotHeight;
		DoubleUnaryOperator hitsY = (v) -> TOP + plotHeight - v * plotHeight;
		String title = "CachePerf: pages/s and hit ratio against unique items"
				+ ((this.sweep.mix() > 0) ? " (" + this.sweep.mix() + " % other pages)" : "");
		StringBuilder svg = new StringBuilder();
		svg.append(format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
				+ "font-family=\"sans-serif\" font-size=\"12\" role=\"img\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
		svg.append("<title>").append(TimeChart.escape(title)).append("</title>\n");
		svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
		svg.append(format("<text x=\"%d\" y=\"20\" font-size=\"14\">%s</text>%n", LEFT, TimeChart.escape(title)));
		svg.append(format("<text x=\"%d\" y=\"40\" fill=\"%s\">pages/s</text>%n", LEFT, PAGES_COLOR));
		svg.append(format("<text x=\"%d\" y=\"40\" fill=\"%s\" text-anchor=\"end\">hit ratio</text>%n", WIDTH - RIGHT,
				HITS_COLOR));
		for (int i = 0; i <= 4; i++) {
			double y = TOP + plotHeight - plotHeight * i / 4;
			svg.append(format("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#d0d7de\"/>%n", LEFT, y,
					WIDTH - RIGHT, y));
			svg.append(format("<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" fill=\"%s\">%,.0f</text>%n", LEFT - 6,
					y + 4, PAGES_COLOR, maxY * i / 4));
			svg.append(format("<text x=\"%d\" y=\"%.1f\" fill=\"%s\">%.2f</text>%n", WIDTH - RIGHT + 6, y + 4,
					HITS_COLOR, i / 4.0));
		}
		double fit = (double) this.sweep.budget() / this.sweep.itemSize();
		if (!this.steps.isEmpty() && Math.log10(fit) >= minX && Math.log10(fit) <= maxX) {
			double fx = x.applyAsDouble(fit);
			svg.append(format("<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"gray\" "
					+ "stroke-dasharray=\"4 4\"/>%n<text x=\"%.1f\" y=\"%d\" fill=\"gray\">budget holds %,.0f items"
					+ "</text>%n", fx, TOP, fx, TOP + plotHeight, fx + 4, TOP + 12, fit));
		}
		StringBuilder pages = new StringBuilder();
		StringBuilder hits = new StringBuilder();
		for (Step step : this.steps) {
			double px = x.applyAsDouble(step.unique());
			double py = pagesY.applyAsDouble(step.pagesPerSecond());
			pages.append(format("%.1f,%.1f ", px, py));
			svg.append(format("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n", px, py, PAGES_COLOR));
			svg.append(format("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"10\">%,.0f</text>%n", px,
					py - 8, step.pagesPerSecond()));
			svg.append(format("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%,d</text>%n", px,
					TOP + plotHeight + 16, step.unique()));
			if (!Double.isNaN(step.hitRatio())) {
				double hy = hitsY.applyAsDouble(step.hitRatio());
				hits.append(format("%.1f,%.1f ", px, hy));
				svg.append(format("<rect x=\"%.1f\" y=\"%.1f\" width=\"6\" height=\"6\" fill=\"%s\"/>%n", px - 3,
						hy - 3, HITS_COLOR));
			}
		}
		svg.append(polyline(pages, PAGES_COLOR, ""));
		svg.append(polyline(hits, HITS_COLOR, " stroke-dasharray=\"6 3\""));
		svg.append(format("<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">unique items (log scale)</text>%n",
				LEFT + plotWidth / 2, HEIGHT - 10));
		svg.append("</svg>\n");
		return svg.toString();
	}

	private static String polyline(StringBuilder points, String color, String style) {
		if (points.isEmpty()) {
			return "";
		}
		return format("<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s/>%n",
				points.toString().strip(), color, style);
	}

	private static String format(String format, Object... args) {
		return String.format(Locale.ROOT, format, args);
	}

	/**
	 * The settings of a sweep.
	 *
	 * @param clients zero-think clients
	 * @param mix percent of other pages ({@code /quotes}), 0 for item pages only
	 * @param warmup seconds of warm-up per step, not counted
	 * @param seconds seconds measured per step
	 * @param itemSize bytes of an item's content
	 * @param budget bytes of the item cache's budget
	 */
	record Sweep(int clients, int mix, int warmup, int seconds, long itemSize, long budget) {

	}

	/**
	 * One step's figures.
	 *
	 * @param unique unique items the clients chose among
	 * @param workingSetShare the unique items' bytes over the budget
	 * @param pagesPerSecond good pages per second of the window
	 * @param hitRatio the item cache's hits over its gets in the window (NaN: none)
	 * @param appCpuMs the application's CPU milliseconds per page
	 * @param dbCpuMs the database's CPU milliseconds per page
	 * @param heapMb the application's heap after a full GC, MB
	 * @param readsPerItemPage item reads from the database per item page
	 * @param errors failed pages of the window
	 */
	record Step(int unique, double workingSetShare, double pagesPerSecond, double hitRatio, double appCpuMs,
			double dbCpuMs, double heapMb, double readsPerItemPage, long errors) {

	}

}
