import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The summary of an A/B comparison written by {@code ab-benchmark.sh}: reads the
 * {@code results.json} of every run under the given folder ({@code a-1}, {@code b-1},
 * {@code b-2}, {@code a-2}, ...) and prints, per scenario, each run's CPU per transaction
 * beside its floor, the medians of A and B, and the pairs' ratios B / A, plain and set
 * against each run's floor. A single-file program: {@code java AbSummary.java DIR}.
 */
public final class AbSummary {

	private static final Pattern SCENARIO = Pattern.compile("\"scenario\" : \"([a-z]+)\"");

	private static final Pattern TPS = Pattern.compile("\"tps\" : ([0-9.]+)");

	/**
	 * The scalar members of a scenario's {@code cpuMillisPerTransaction} object (those
	 * before its list of processes), read by name below: a member added to the report
	 * leaves the reading as it is.
	 */
	private static final Pattern CPU = Pattern.compile("\"cpuMillisPerTransaction\" : \\{([^\\[\\]{}]*)");

	private static final Pattern CPU_APP = Pattern.compile("\"app\" : ([0-9.]+)");

	private static final Pattern CPU_DB = Pattern.compile("\"db\" : ([0-9.]+)");

	private static final Pattern CPU_TOTAL = Pattern.compile("\"total\" : ([0-9.]+)");

	private static final Pattern STATEMENTS = Pattern.compile("\"statementsPerTransaction\" : ([0-9.]+)");

	private static final Pattern ERRORS = Pattern.compile("\"ko\" : ([0-9]+)");

	private AbSummary() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			System.err.println("usage: java AbSummary.java DIR (the folder ab-benchmark.sh wrote)");
			System.exit(2);
		}
		Path dir = Path.of(args[0]);
		// scenario -> run label (a-1, b-1, ...) -> figures
		Map<String, Map<String, Run>> scenarios = new TreeMap<>();
		Map<String, Double> floors = new TreeMap<>();
		try (Stream<Path> runs = Files.list(dir)) {
			for (Path run : runs.filter((p) -> p.getFileName().toString().matches("[ab]-[0-9]+")).toList()) {
				Path json = run.resolve("results.json");
				if (!Files.exists(json)) {
					continue;
				}
				String label = run.getFileName().toString();
				for (Run figures : read(Files.readString(json))) {
					if (figures.scenario().equals("floor")) {
						floors.put(label, figures.total());
					}
					else {
						scenarios.computeIfAbsent(figures.scenario(), (s) -> new TreeMap<>()).put(label, figures);
					}
				}
			}
		}
		if (scenarios.isEmpty()) {
			System.err.println("No run's results.json under " + dir);
			System.exit(1);
		}
		StringBuilder out = new StringBuilder();
		out.append("# A/B summary of ").append(dir).append("\n\n");
		out.append("CPU ms per transaction, application + database; \"of floor\": the run's CPU divided by its own floor "
				+ "run's (the same stack's constant page, measured in the same run), which takes out much of the host's "
				+ "drift between runs.\n");
		scenarios.forEach((scenario, runs) -> summarise(out, scenario, runs, floors));
		System.out.print(out);
	}

	private static void summarise(StringBuilder out, String scenario, Map<String, Run> runs,
			Map<String, Double> floors) {
		out.append("\n## ").append(scenario).append("\n\n");
		out.append("| run | transactions/s | CPU ms/tx (app + db) | statements/tx | errors | floor ms | of floor |\n");
		out.append("|---|---|---|---|---|---|---|\n");
		List<String> labels = new ArrayList<>(runs.keySet());
		labels.sort(Comparator.comparing((String l) -> Integer.parseInt(l.substring(2))).thenComparing((l) -> l));
		for (String label : labels) {
			Run run = runs.get(label);
			Double floor = floors.get(label);
			out.append(String.format(Locale.ROOT, "| %s | %,.1f | %.3f (%.3f + %.3f) | %.3f | %d | %s | %s |%n", label,
					run.tps(), run.total(), run.app(), run.db(), run.statements(), run.errors(),
					(floor != null) ? String.format(Locale.ROOT, "%.3f", floor) : "-",
					(floor != null && floor > 0) ? String.format(Locale.ROOT, "%.2f", run.total() / floor) : "-"));
		}
		List<Double> a = new ArrayList<>();
		List<Double> b = new ArrayList<>();
		List<Double> ratios = new ArrayList<>();
		List<Double> floorRatios = new ArrayList<>();
		for (String label : labels) {
			if (!label.startsWith("a-")) {
				continue;
			}
			String pair = label.substring(2);
			Run before = runs.get(label);
			Run after = runs.get("b-" + pair);
			a.add(before.total());
			if (after == null) {
				continue;
			}
			b.add(after.total());
			ratios.add(after.total() / before.total());
			Double floorA = floors.get(label);
			Double floorB = floors.get("b-" + pair);
			if (floorA != null && floorB != null && floorA > 0 && floorB > 0) {
				floorRatios.add((after.total() / floorB) / (before.total() / floorA));
			}
		}
		if (ratios.isEmpty()) {
			out.append("\nNo complete pair.\n");
			return;
		}
		out.append(String.format(Locale.ROOT, "%nMedian CPU ms/tx: A %.3f, B %.3f.%n", median(a), median(b)));
		out.append(String.format(Locale.ROOT, "B / A by pair: %s; median **%s**.%n", list(ratios),
				percent(median(ratios))));
		if (!floorRatios.isEmpty()) {
			out.append(String.format(Locale.ROOT, "B / A by pair, each run set against its floor: %s; median **%s**.%n",
					list(floorRatios), percent(median(floorRatios))));
		}
		out.append("Plain: ").append(agreement(ratios)).append(" Against the floors: ")
			.append(floorRatios.isEmpty() ? "no floor runs." : agreement(floorRatios))
			.append('\n');
	}

	/** Whether every pair points the same way: the least a difference needs to be shown. */
	private static String agreement(List<Double> ratios) {
		double low = ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
		double high = ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
		if (ratios.size() < 2) {
			return "one pair, which shows no difference on its own.";
		}
		if (high < 1.0 || low > 1.0) {
			return "every pair has B " + ((high < 1.0) ? "cheaper" : "dearer") + " than A.";
		}
		return "the pairs disagree, so no difference between A and B is shown.";
	}

	private static List<Run> read(String json) {
		List<Run> runs = new ArrayList<>();
		Matcher scenario = SCENARIO.matcher(json);
		List<int[]> spans = new ArrayList<>();
		List<String> names = new ArrayList<>();
		while (scenario.find()) {
			spans.add(new int[] { scenario.start(), json.length() });
			names.add(scenario.group(1));
			if (spans.size() > 1) {
				spans.get(spans.size() - 2)[1] = scenario.start();
			}
		}
		for (int i = 0; i < spans.size(); i++) {
			String part = json.substring(spans.get(i)[0], spans.get(i)[1]);
			Matcher tps = TPS.matcher(part);
			Matcher cpu = CPU.matcher(part);
			Matcher statements = STATEMENTS.matcher(part);
			Matcher errors = ERRORS.matcher(part);
			if (tps.find() && cpu.find()) {
				Matcher app = CPU_APP.matcher(cpu.group(1));
				Matcher db = CPU_DB.matcher(cpu.group(1));
				Matcher total = CPU_TOTAL.matcher(cpu.group(1));
				if (app.find() && db.find() && total.find()) {
					runs.add(new Run(names.get(i), Double.parseDouble(tps.group(1)), Double.parseDouble(app.group(1)),
							Double.parseDouble(db.group(1)), Double.parseDouble(total.group(1)),
							statements.find() ? Double.parseDouble(statements.group(1)) : 0,
							errors.find() ? Long.parseLong(errors.group(1)) : 0));
				}
			}
		}
		return runs;
	}

	private static double median(List<Double> values) {
		List<Double> sorted = values.stream().sorted().toList();
		int n = sorted.size();
		return (n % 2 == 1) ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
	}

	private static String list(List<Double> ratios) {
		List<String> shown = ratios.stream().map(AbSummary::percent).toList();
		return String.join(", ", shown);
	}

	private static String percent(double ratio) {
		return String.format(Locale.ROOT, "%+.1f %%", (ratio - 1) * 100);
	}

	private record Run(String scenario, double tps, double app, double db, double total, double statements,
			long errors) {

	}

}
