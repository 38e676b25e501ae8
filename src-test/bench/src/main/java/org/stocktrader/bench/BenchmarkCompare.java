package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tools.jackson.databind.JsonNode;

/**
 * Compares two or more benchmark runs (two builds, two settings, two platforms): reads
 * each run folder's {@code results.json} and writes {@code compare.md} and
 * {@code compare.html}, per scenario the figures of every run side by side with their
 * ratio to the first run's. Runs named {@code <side>-<n>} (as {@code ab-benchmark.sh}
 * names them: {@code a-1}, {@code b-1}, {@code b-2}, {@code a-2}, ...) are also taken as
 * alternating pairs: each side's median, each pair's ratio to the first side, and whether
 * every pair points the same way (the least a difference needs to be shown on a machine
 * whose speed drifts between runs). A comparison shows only what the folders hold.
 * <p>
 * {@code BenchmarkCompare OUT_DIR [LABEL=]RUN_DIR...}
 */
public final class BenchmarkCompare {

	private static final Pattern PAIRED = Pattern.compile("(.+)-([0-9]+)");

	/**
	 * The machine's steal (per cent of its CPU time in a run's window) above which a run
	 * is named as slowed by the host.
	 */
	static final double STEAL_LIMIT = 2.0;

	private BenchmarkCompare() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length < 3) {
			throw new IllegalArgumentException("usage: BenchmarkCompare OUT_DIR [LABEL=]RUN_DIR [LABEL=]RUN_DIR...");
		}
		List<Run> runs = new ArrayList<>();
		for (int i = 1; i < args.length; i++) {
			runs.add(Run.read(args[i]));
		}
		Path out = Path.of(args[0]);
		Files.createDirectories(out);
		Comparison comparison = compare(runs);
		Files.writeString(out.resolve("compare.md"), comparison.markdown());
		Files.writeString(out.resolve("compare.html"), comparison.html());
		System.out.print(comparison.markdown());
	}

	static Comparison compare(List<Run> runs) {
		if (runs.size() < 2) {
			throw new IllegalArgumentException("A comparison needs two runs or more");
		}
		Set<String> scenarios = new LinkedHashSet<>();
		runs.forEach((run) -> scenarios.addAll(run.scenarios().keySet()));
		Map<String, ReportTable> sideBySide = new LinkedHashMap<>();
		Map<String, ReportTable> pairs = new LinkedHashMap<>();
		Map<String, List<String>> verdicts = new LinkedHashMap<>();
		for (String scenario : scenarios) {
			if (scenario.equals("floor")) {
				continue;
			}
			sideBySide.put(scenario, sideBySide(scenario, runs));
			pairs(scenario, runs, pairs, verdicts);
		}
		// ab-benchmark.sh runs two builds with one checkout's scripts:
		// each jar's own commit beside the checkout's
		ReportTable settings = new ReportTable("run", "target", "system under test", "date", "application commit",
				"benchmark commit", "sessions", "load average before");
		for (Run run : runs) {
			settings.add(run.label(), run.property("target"), run.property("system under test"), run.property("date"),
					run.property("application commit"), run.property("git commit"), run.property("sessions"),
					run.property("load average before"));
		}
		return new Comparison(runs, sideBySide, pairs, verdicts, settings);
	}

	private static ReportTable sideBySide(String scenario, List<Run> runs) {
		ReportTable table = new ReportTable("run", "transactions/s", "p50 ms", "p95 ms", "p99 ms", "errors",
				"app CPU ms/tx", "of which JIT", "DB CPU ms/tx", "total CPU ms/tx", "SQL statements/tx", "steal %",
				"tps / first", "CPU / first");
		JsonNode first = null;
		for (Run run : runs) {
			JsonNode figures = run.scenarios().get(scenario);
			if (figures == null) {
				continue;
			}
			first = (first != null) ? first : figures;
			JsonNode all = figures.path("all");
			JsonNode cpu = figures.path("cpuMillisPerTransaction");
			table.add(run.label(), BenchmarkReport.number(all.path("tps"), 1),
					BenchmarkReport.number(all.path("p50Millis"), 2), BenchmarkReport.number(all.path("p95Millis"), 2),
					BenchmarkReport.number(all.path("p99Millis"), 2), all.path("ko").asString(),
					BenchmarkReport.figure(cpu.path("app")), BenchmarkReport.figure(cpu.path("appJit")),
					BenchmarkReport.figure(cpu.path("db")), BenchmarkReport.figure(cpu.path("total")),
					BenchmarkReport.figure(figures.path("statementsPerTransaction")), steal(figures),
					ratio(tps(figures), tps(first)), ratio(cpu(figures), cpu(first)));
		}
		return table;
	}

	/**
	 * Alternating pairs: runs labelled {@code <side>-<n>}; each side beside the first
	 * side, pair by pair ({@code b-1} against {@code a-1}, ...).
	 */
	private static void pairs(String scenario, List<Run> runs, Map<String, ReportTable> pairs,
			Map<String, List<String>> verdicts) {
		Map<String, Map<Integer, JsonNode>> sides = new LinkedHashMap<>();
		// each run's floor (the same stack's constant page, in the same run): CPU ms/tx
		Map<String, Double> floors = new LinkedHashMap<>();
		for (Run run : runs) {
			Matcher paired = PAIRED.matcher(run.label());
			JsonNode figures = run.scenarios().get(scenario);
			if (paired.matches() && figures != null) {
				sides.computeIfAbsent(paired.group(1), (side) -> new TreeMap<>())
					.put(Integer.parseInt(paired.group(2)), figures);
				JsonNode floor = run.scenarios().get("floor");
				floors.put(run.label(), (floor != null) ? cpu(floor) : -1);
			}
		}
		if (sides.size() < 2) {
			return;
		}
		List<String> names = new ArrayList<>(sides.keySet());
		names.sort(null);
		String base = names.get(0);
		ReportTable table = new ReportTable("pair", "side", base + " CPU ms/tx", "CPU ms/tx", "CPU / " + base,
				base + " transactions/s", "transactions/s", "tps / " + base);
		List<String> lines = new ArrayList<>();
		for (String side : names.subList(1, names.size())) {
			List<Double> cpuRatios = new ArrayList<>();
			List<Double> floorRatios = new ArrayList<>();
			List<Double> compiledRatios = new ArrayList<>();
			List<Double> tpsRatios = new ArrayList<>();
			List<Double> baseCpu = new ArrayList<>();
			List<Double> sideCpu = new ArrayList<>();
			for (Map.Entry<Integer, JsonNode> entry : sides.get(side).entrySet()) {
				JsonNode before = sides.get(base).get(entry.getKey());
				if (before == null) {
					continue;
				}
				JsonNode after = entry.getValue();
				baseCpu.add(cpu(before));
				sideCpu.add(cpu(after));
				if (cpu(before) > 0 && cpu(after) > 0) {
					cpuRatios.add(cpu(after) / cpu(before));
					double floorBefore = floors.get(base + "-" + entry.getKey());
					double floorAfter = floors.get(side + "-" + entry.getKey());
					if (floorBefore > 0 && floorAfter > 0) {
						floorRatios.add((cpu(after) / floorAfter) / (cpu(before) / floorBefore));
					}
					if (compiledCpu(before) > 0 && compiledCpu(after) > 0) {
						compiledRatios.add(compiledCpu(after) / compiledCpu(before));
					}
				}
				if (tps(before) > 0) {
					tpsRatios.add(tps(after) / tps(before));
				}
				table.add(Integer.toString(entry.getKey()), side, BenchmarkReport.figure(cpuNode(before)),
						BenchmarkReport.figure(cpuNode(after)), ratio(cpu(after), cpu(before)),
						BenchmarkReport.number(before.path("all").path("tps"), 1),
						BenchmarkReport.number(after.path("all").path("tps"), 1), ratio(tps(after), tps(before)));
			}
			if (!cpuRatios.isEmpty()) {
				lines.add(String.format(Locale.ROOT,
						"%s against %s, CPU per transaction: median %.3f against %.3f ms, %s by pair, median %s; %s",
						side, base, median(sideCpu), median(baseCpu), percents(cpuRatios), percent(median(cpuRatios)),
						agreement(cpuRatios, side, base, "cheaper", "dearer")));
			}
			if (!floorRatios.isEmpty()) {
				lines.add(String.format(Locale.ROOT,
						"%s against %s, CPU per transaction set against each run's floor (takes out much of the "
								+ "host's drift): %s by pair, median %s; %s",
						side, base, percents(floorRatios), percent(median(floorRatios)),
						agreement(floorRatios, side, base, "cheaper", "dearer")));
			}
			if (!compiledRatios.isEmpty()) {
				lines.add(String.format(Locale.ROOT,
						"%s against %s, CPU per transaction without the application's JIT compiler threads (code "
								+ "still being compiled in the window, which differs between runs): %s by pair, "
								+ "median %s; %s",
						side, base, percents(compiledRatios), percent(median(compiledRatios)),
						agreement(compiledRatios, side, base, "cheaper", "dearer")));
			}
			if (!tpsRatios.isEmpty()) {
				lines
					.add(String.format(Locale.ROOT, "%s against %s, transactions per second: %s by pair, median %s; %s",
							side, base, percents(tpsRatios), percent(median(tpsRatios)),
							agreement(tpsRatios, side, base, "slower", "faster")));
			}
		}
		List<String> stolen = runs.stream()
			.filter((run) -> PAIRED.matcher(run.label()).matches() && run.scenarios().containsKey(scenario))
			.filter((run) -> stealPercent(run.scenarios().get(scenario)) > STEAL_LIMIT)
			.map((run) -> run.label() + " " + steal(run.scenarios().get(scenario)) + " %")
			.toList();
		if (!stolen.isEmpty()) {
			lines.add("Runs the host slowed (the machine's steal above " + STEAL_LIMIT + " % of its CPU time in the "
					+ "window): " + String.join(", ", stolen) + "; their CPU per transaction rose with it, so "
					+ "repeat their pairs before reading the medians.");
		}
		if (!table.isEmpty()) {
			pairs.put(scenario, table);
			verdicts.put(scenario, lines);
		}
	}

	/** The machine's steal in a run's window, in per cent, or -1 when not measured. */
	private static double stealPercent(JsonNode figures) {
		return figures.path("cpu").path("stealPercent").asDouble(-1);
	}

	private static String steal(JsonNode figures) {
		double percent = stealPercent(figures);
		return (percent < 0) ? "n/a" : String.format(Locale.ROOT, "%.1f", percent);
	}

	/**
	 * Whether every pair points the same way: the least a difference needs to be shown.
	 */
	static String agreement(List<Double> ratios, String side, String base, String lower, String higher) {
		if (ratios.size() < 2) {
			return "one pair, which shows no difference on its own.";
		}
		double low = ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
		double high = ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
		if (high < 1.0 || low > 1.0) {
			return "every pair has " + side + " " + ((high < 1.0) ? lower : higher) + " than " + base + ".";
		}
		return "the pairs disagree, so no difference between " + side + " and " + base + " is shown.";
	}

	private static JsonNode cpuNode(JsonNode figures) {
		return figures.path("cpuMillisPerTransaction").path("total");
	}

	private static double cpu(JsonNode figures) {
		return cpuNode(figures).asDouble(-1);
	}

	/**
	 * CPU per transaction without the JIT compiler threads' share, or -1 when the run did
	 * not measure them.
	 */
	private static double compiledCpu(JsonNode figures) {
		double jit = figures.path("cpuMillisPerTransaction").path("appJit").asDouble(-1);
		return (jit >= 0 && cpu(figures) > 0) ? cpu(figures) - jit : -1;
	}

	private static double tps(JsonNode figures) {
		return figures.path("all").path("tps").asDouble();
	}

	private static String ratio(double value, double first) {
		return (value > 0 && first > 0) ? String.format(Locale.ROOT, "%.2f", value / first) : "n/a";
	}

	static double median(List<Double> values) {
		List<Double> sorted = values.stream().sorted().toList();
		int n = sorted.size();
		return (n % 2 == 1) ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
	}

	private static String percents(List<Double> ratios) {
		return String.join(", ", ratios.stream().map(BenchmarkCompare::percent).toList());
	}

	private static String percent(double ratio) {
		return String.format(Locale.ROOT, "%+.1f %%", (ratio - 1) * 100);
	}

	/**
	 * One run folder and its figures by scenario.
	 *
	 * @param label the name shown (the folder's, or the one given as {@code LABEL=DIR})
	 * @param folder the run folder
	 * @param run the run's settings ({@code results.json}'s {@code run})
	 * @param scenarios the figures by scenario
	 */
	record Run(String label, Path folder, JsonNode run, Map<String, JsonNode> scenarios) {

		static Run read(String argument) throws IOException {
			int equals = argument.indexOf('=');
			Path folder = Path.of((equals > 0) ? argument.substring(equals + 1) : argument);
			Path results = folder.resolve("results.json");
			if (!Files.isRegularFile(results)) {
				throw new IllegalArgumentException(
						"No results.json in " + folder + " (a run folder of run-benchmark.sh)");
			}
			JsonNode json = BenchmarkReport.json.readTree(results.toFile());
			Map<String, JsonNode> scenarios = new LinkedHashMap<>();
			json.path("scenarios").forEach((scenario) -> scenarios.put(scenario.path("scenario").asString(), scenario));
			String label = (equals > 0) ? argument.substring(0, equals)
					: folder.toAbsolutePath().normalize().getFileName().toString();
			return new Run(label, folder, json.path("run"), scenarios);
		}

		String property(String name) {
			return this.run.path(name).asString("");
		}

	}

	/**
	 * The comparison's tables.
	 *
	 * @param runs the runs compared, the first the base of the ratios
	 * @param sideBySide per scenario, every run's figures
	 * @param pairs per scenario, the alternating pairs (when the runs are paired)
	 * @param verdicts per scenario, the pairs' medians and agreement
	 * @param settings each run's target, date, commit and load
	 */
	record Comparison(List<Run> runs, Map<String, ReportTable> sideBySide, Map<String, ReportTable> pairs,
			Map<String, List<String>> verdicts, ReportTable settings) {

		private static final String NOTE = "The figures of each run's measurement window (see each run's report); "
				+ "\"/ first\": the ratio to the first run's figure. CPU is the application's plus the database's per "
				+ "successful transaction, lower is better. On a shared or virtual machine one run's figures move by "
				+ "about 15 % between runs: alternating pairs (ab-benchmark.sh) show smaller differences only when "
				+ "every pair agrees.";

		String title() {
			return "Benchmark comparison: " + String.join(", ", this.runs.stream().map(Run::label).toList());
		}

		String markdown() {
			StringBuilder md = new StringBuilder("# ").append(title()).append("\n\n").append(NOTE).append('\n');
			this.sideBySide.forEach((scenario, table) -> {
				md.append("\n## ").append(scenario).append("\n\n").append(table.markdown());
				ReportTable pairs = this.pairs.get(scenario);
				if (pairs != null) {
					md.append("\nAlternating pairs:\n\n").append(pairs.markdown()).append('\n');
					this.verdicts.get(scenario).forEach((line) -> md.append("- ").append(line).append('\n'));
				}
			});
			md.append("\n## Runs\n\n").append(this.settings.markdown());
			return md.toString();
		}

		String html() {
			StringBuilder body = new StringBuilder("<h1>").append(TimeChart.escape(title())).append("</h1>\n");
			body.append("<p class=\"note\">").append(TimeChart.escape(NOTE)).append("</p>\n");
			this.sideBySide.forEach((scenario, table) -> {
				body.append("<h2>").append(TimeChart.escape(scenario)).append("</h2>\n").append(table.html());
				ReportTable pairs = this.pairs.get(scenario);
				if (pairs != null) {
					body.append("<h3>Alternating pairs</h3>\n").append(pairs.html()).append("<ul>\n");
					this.verdicts.get(scenario)
						.forEach((line) -> body.append("<li>").append(TimeChart.escape(line)).append("</li>\n"));
					body.append("</ul>\n");
				}
			});
			body.append("<h2>Runs</h2>\n").append(this.settings.html());
			return HtmlPage.document(title(), body.toString());
		}

	}

}
