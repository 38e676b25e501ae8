package org.stocktrader.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CachePerfReportTests {

	private static final Pattern POLYLINE = Pattern
		.compile("<polyline points=\"([^\"]*)\"[^>]*stroke=\"(#[0-9a-f]+)\"");

	@TempDir
	Path out;

	/**
	 * 40 clients, 300 KB items, a 32 MB budget (109 items): one step inside, one at, one
	 * past it.
	 */
	private static CachePerfReport aSweep() {
		return new CachePerfReport(new CachePerfReport.Sweep(40, 0, 10, 20, 307_200, 33_554_432),
				List.of(new CachePerfReport.Step(25, 0.23, 2_400, 0.99, 0.8, 0.05, 60, 0.01, 0),
						new CachePerfReport.Step(100, 0.92, 2_000, 0.9, 0.9, 0.3, 70, 0.1, 0),
						new CachePerfReport.Step(400, 3.66, 300, 0.25, 2.5, 4.1, 72, 0.75, 2)));
	}

	@Test
	void markdownHasOneRowPerStepUnderTheSettings() {
		String md = aSweep().markdown();

		assertThat(md).startsWith("CachePerf: 40 zero-think clients, item pages only, items of 307,200 bytes, "
				+ "item cache budget 33,554,432 bytes; per step 10 s warm-up, 20 s measured");
		assertThat(md).contains("| unique items | working set / budget | pages/s | hit ratio |");
		assertThat(md).contains("| 25 | 0.23 | 2,400 | 0.990 | 0.80 | 0.05 | 60 | 0.010 | 0 |")
			.contains("| 400 | 3.66 | 300 | 0.250 | 2.50 | 4.10 | 72 | 0.750 | 2 |");
	}

	@Test
	void chartDrawsPagesAndHitRatioAgainstUniqueItemsWithTheBudgetMarked() {
		String svg = aSweep().svg();

		assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"").endsWith("</svg>\n");
		assertThat(svg).contains("budget holds 109 items", "unique items (log scale)", ">pages/s<", ">hit ratio<");
		List<double[]> pages = points(svg, "#0969da");
		List<double[]> hits = points(svg, "#bc4c00");
		assertThat(pages).hasSize(3);
		assertThat(hits).hasSize(3);
		// x: logarithmic, 100 halfway between 25 and 400; y: more pages/s or hits higher
		// up
		assertThat(pages.get(1)[0]).isCloseTo((pages.get(0)[0] + pages.get(2)[0]) / 2, within(0.2));
		assertThat(pages.get(0)[1]).isLessThan(pages.get(1)[1]);
		assertThat(pages.get(1)[1]).isLessThan(pages.get(2)[1]);
		assertThat(hits.get(0)[1]).isLessThan(hits.get(2)[1]);
	}

	@Test
	void stepWithoutCacheGetsHasNoHitRatioPoint() {
		CachePerfReport report = new CachePerfReport(new CachePerfReport.Sweep(40, 60, 10, 20, 307_200, 33_554_432),
				List.of(new CachePerfReport.Step(25, 0.23, 2_400, 0.99, 0.8, 0.05, 60, 0.01, 0),
						new CachePerfReport.Step(50, 0.46, 2_300, Double.NaN, 0.8, 0.05, 60, 0.01, 0)));

		String svg = report.svg();

		assertThat(points(svg, "#0969da")).hasSize(2);
		assertThat(points(svg, "#bc4c00")).hasSize(1);
		assertThat(svg).contains("(60 % other pages)").doesNotContain("budget holds");
	}

	@Test
	void writesTableChartAndOneSelfContainedPage() throws Exception {
		aSweep().write(this.out);

		String html = Files.readString(this.out.resolve("cacheperf.html"));
		assertThat(html).startsWith("<!DOCTYPE html>").contains("<h1>CachePerf</h1>");
		assertThat(html).doesNotContain("<script", "<link", "src=\"http", "href=\"http");
		assertThat(html.indexOf("<svg")).isPositive().isLessThan(html.indexOf("<table>"));
		assertThat(html).contains("<th scope=\"row\">100</th><td>0.92</td><td>2,000</td><td>0.900</td>");
		assertThat(Files.readString(this.out.resolve("cacheperf.svg"))).isEqualTo(aSweep().svg());
		assertThat(Files.readString(this.out.resolve("cacheperf.md"))).isEqualTo(aSweep().markdown());
	}

	/** The points of the chart's line in the given colour. */
	private static List<double[]> points(String svg, String color) {
		Matcher line = POLYLINE.matcher(svg);
		while (line.find()) {
			if (line.group(2).equals(color)) {
				return Pattern.compile(" ")
					.splitAsStream(line.group(1))
					.map((point) -> point.split(","))
					.map((xy) -> new double[] { Double.parseDouble(xy[0]), Double.parseDouble(xy[1]) })
					.toList();
			}
		}
		return List.of();
	}

}
