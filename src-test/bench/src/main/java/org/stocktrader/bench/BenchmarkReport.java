package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a benchmark run's report from the run directory that {@code run-benchmark.sh}
 * fills, {@code run.properties} (machine, JDK, target, settings, command) and one
 * {@code <scenario>/summary.json} per scenario (written by the load driver when its
 * measurement window closes): {@code report.html}, one self-contained page (the summary
 * table first, then each scenario's charts over the run, its operations and the server's
 * view, the settings, and the CPU profiles folded away at the end); {@code results.md},
 * the same tables for the terminal and git, the profile dumps last; and
 * {@code results.json}, the figures for programs ({@link BenchmarkCompare} reads it).
 */
public final class BenchmarkReport {

	static final JsonMapper json = JsonMapper.builder().build();

	/** Why the window's figures differ from Gatling's own report. */
	static final String WINDOW_NOTE = "Only transactions that complete inside the measurement window count (after "
			+ "the ramp-up and the warm-up), and the CPU of the application and of the database is read from /proc "
			+ "at the window's two ends and divided by the window's successful transactions. Gatling's own report "
			+ "(<scenario>/gatling/index.html) and the wrk log count the whole run instead: ramp-up, warm-up, the "
			+ "window and the load after it (while the profile is recorded), so their throughput and percentiles "
			+ "differ from these. Latency is from sending the request to the last byte of the page shown, a "
			+ "redirect included; \"of floor\" sets a scenario beside the floor scenario of the same run (a constant "
			+ "page of the quote page's size served by the same stack, no database, no template).";

	/** The folder suffix of a scenario run over HTTPS (run-benchmark.sh --tls). */
	private static final String TLS = "-tls";

	/**
	 * The folder of run-benchmark.sh --tls's warm-up round: the same scenarios, run
	 * before the measured ones and reported only as the ratios beside theirs.
	 */
	private static final String WARMUP = "warmup";

	private static final String SERVER_VIEW_NOTE = "the server's own metrics (/actuator/prometheus, read with the "
			+ "operator credential at the window's two ends): percentiles interpolated within the histogram's "
			+ "buckets, \"< b\" when they fall in the lowest bucket, whose bound is b ms. The driver times a login "
			+ "with its redirect as one transaction, the server counts two requests; the driver's time includes the "
			+ "network and its own queueing.";

	private BenchmarkReport() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			throw new IllegalArgumentException("usage: BenchmarkReport RUN_DIRECTORY");
		}
		write(Path.of(args[0]));
	}

	/**
	 * Writes results.json, results.md, report.html and the charts into the run directory
	 * and returns the JSON.
	 */
	static JsonNode write(Path run) throws IOException {
		Map<String, String> properties = properties(run.resolve("run.properties"));
		List<JsonNode> scenarios = new ArrayList<>();
		try (Stream<Path> files = Files.list(run)) {
			// the floor, the reference of the others, last
			for (Path directory : files.filter(Files::isDirectory)
				.sorted(Comparator.comparing((Path path) -> path.getFileName().toString().equals("floor"))
					.thenComparing(Path::getFileName))
				.toList()) {
				Path summary = directory.resolve("summary.json");
				if (Files.isRegularFile(summary)) {
					ObjectNode scenario = withCpuPerTransaction((ObjectNode) json.readTree(summary.toFile()));
					if (directory.getFileName().toString().endsWith(TLS)) {
						// run-benchmark.sh --tls: the same driver over HTTPS, named by
						// its folder
						scenario.put("scenario", directory.getFileName().toString());
					}
					scenarios.add(scenario);
				}
			}
		}
		JsonNode floor = scenarios.stream()
			.filter((scenario) -> scenario.path("scenario").asString().equals("floor"))
			.findFirst()
			.orElse(null);
		if (floor != null) {
			double floorTps = floor.path("all").path("tps").asDouble();
			double floorCpu = floor.path("cpuMillisPerTransaction").path("app").asDouble(-1);
			for (JsonNode scenario : scenarios) {
				ObjectNode node = (ObjectNode) scenario;
				double total = scenario.path("cpuMillisPerTransaction").path("total").asDouble(-1);
				node.put("throughputOfFloor",
						(floorTps > 0) ? round(scenario.path("all").path("tps").asDouble() / floorTps) : -1);
				node.put("cpuOfFloor", (floorCpu > 0 && total > 0) ? round(floorCpu / total) : -1);
			}
		}
		addTlsCost(run, scenarios);
		ObjectNode result = json.createObjectNode();
		ObjectNode runNode = result.putObject("run");
		properties.forEach(runNode::put);
		ArrayNode array = result.putArray("scenarios");
		scenarios.forEach(array::add);
		Files.writeString(run.resolve("results.json"),
				json.writerWithDefaultPrettyPrinter().writeValueAsString(result));
		Map<String, List<String>> charts = charts(run, scenarios);
		Files.writeString(run.resolve("results.md"), markdown(run, properties, scenarios, charts));
		Files.writeString(run.resolve("report.html"), html(run, properties, scenarios, charts));
		return result;
	}

	/**
	 * run-benchmark.sh --tls: each {@code <scenario>-tls} (over HTTPS) gets its figures
	 * as ratios of {@code <scenario>}'s (over HTTP, on the same server just before), and
	 * beside them the ratios of the warm-up round ({@code warmup/<scenario>} and
	 * {@code warmup/<scenario>-tls}, the same pair run first, which compiled both paths)
	 * when it is there.
	 */
	private static void addTlsCost(Path run, List<JsonNode> scenarios) throws IOException {
		for (JsonNode overTls : scenarios) {
			String name = overTls.path("scenario").asString();
			if (!name.endsWith(TLS)) {
				continue;
			}
			String plainName = name.substring(0, name.length() - TLS.length());
			JsonNode plain = scenarios.stream()
				.filter((scenario) -> scenario.path("scenario").asString().equals(plainName))
				.findFirst()
				.orElse(null);
			if (plain == null) {
				continue;
			}
			ObjectNode cost = ((ObjectNode) overTls).putObject("tlsCost");
			cost.put("of", plainName);
			putRatios(cost, overTls, plain);
			Path warmPlain = run.resolve(WARMUP).resolve(plainName).resolve("summary.json");
			Path warmTls = run.resolve(WARMUP).resolve(name).resolve("summary.json");
			if (Files.isRegularFile(warmPlain) && Files.isRegularFile(warmTls)) {
				putRatios(cost.putObject("warmupRound"),
						withCpuPerTransaction((ObjectNode) json.readTree(warmTls.toFile())),
						withCpuPerTransaction((ObjectNode) json.readTree(warmPlain.toFile())));
			}
		}
	}

	private static void putRatios(ObjectNode cost, JsonNode overTls, JsonNode plain) {
		cost.put("tps", ratio(overTls.path("all").path("tps"), plain.path("all").path("tps")));
		cost.put("p50", ratio(overTls.path("all").path("p50Millis"), plain.path("all").path("p50Millis")));
		cost.put("p95", ratio(overTls.path("all").path("p95Millis"), plain.path("all").path("p95Millis")));
		cost.put("appCpu", ratio(overTls.path("cpuMillisPerTransaction").path("app"),
				plain.path("cpuMillisPerTransaction").path("app")));
		cost.put("totalCpu", ratio(overTls.path("cpuMillisPerTransaction").path("total"),
				plain.path("cpuMillisPerTransaction").path("total")));
	}

	private static double ratio(JsonNode value, JsonNode reference) {
		double of = reference.asDouble(-1);
		double measured = value.asDouble(-1);
		return (of > 0 && measured >= 0) ? round(measured / of) : -1;
	}

	private static ObjectNode withCpuPerTransaction(ObjectNode scenario) {
		long ok = scenario.path("all").path("ok").asLong();
		JsonNode cpu = scenario.path("cpu");
		ObjectNode perTransaction = scenario.putObject("cpuMillisPerTransaction");
		double app = perTransaction(cpu.path("appMillis").asLong(-1), ok);
		double db = perTransaction(cpu.path("dbMillis").asLong(-1), ok);
		perTransaction.put("app", app);
		perTransaction.put("appJit", (app < 0) ? -1 : perTransaction(cpu.path("appJitMillis").asLong(-1), ok));
		perTransaction.put("db", db);
		perTransaction.put("total", (app < 0) ? -1 : app + Math.max(db, 0));
		// a cluster: each application node and each database server on its own
		ArrayNode processes = perTransaction.putArray("processes");
		addProcesses(processes, "app", cpu.path("apps"), ok);
		addProcesses(processes, "db", cpu.path("dbs"), ok);
		JsonNode sql = scenario.path("sql");
		scenario.put("statementsPerTransaction", perTransaction(sql.path("statements").asLong(-1), ok));
		scenario.put("transactionsPerTransaction", perTransaction(sql.path("transactions").asLong(-1), ok));
		scenario.put("sessionStatementsPerTransaction", perTransaction(sql.path("sessionStatements").asLong(-1), ok));
		return scenario;
	}

	private static void addProcesses(ArrayNode processes, String role, JsonNode measured, long ok) {
		for (JsonNode process : measured) {
			ObjectNode node = processes.addObject();
			node.put("role", role);
			node.put("pid", process.path("pid").asLong());
			node.put("cpuMillisPerTransaction", perTransaction(process.path("millis").asLong(-1), ok));
		}
	}

	private static double round(double value) {
		return Math.round(1000.0 * value) / 1000.0;
	}

	private static double perTransaction(long millis, long transactions) {
		if (millis < 0 || transactions == 0) {
			return -1;
		}
		return Math.round(1000.0 * millis / transactions) / 1000.0;
	}

	/** The summary table: one row per scenario, the figures of the window. */
	static ReportTable summary(List<JsonNode> scenarios) {
		ReportTable table = new ReportTable("scenario", "users / rate", "transactions/s", "p50 ms", "p95 ms", "p99 ms",
				"max ms", "errors", "app CPU ms/tx", "DB CPU ms/tx", "total CPU ms/tx", "SQL statements/tx",
				"tps of floor", "floor CPU / CPU");
		for (JsonNode scenario : scenarios) {
			JsonNode all = scenario.path("all");
			JsonNode cpu = scenario.path("cpuMillisPerTransaction");
			String load = scenario.path("model").asString().equals("open") ? scenario.path("rate").asString() + "/s"
					: scenario.path("users").asString();
			String errors = all.path("ko").asString()
					+ ((all.path("ko").asLong() > 0) ? " (" + number(all.path("errorPercent"), 3) + " %)" : "");
			table.add(scenario.path("scenario").asString(), load, number(all.path("tps"), 1),
					number(all.path("p50Millis"), 2), number(all.path("p95Millis"), 2),
					number(all.path("p99Millis"), 2), number(all.path("maxMillis"), 1), errors, figure(cpu.path("app")),
					figure(cpu.path("db")), figure(cpu.path("total")),
					figure(scenario.path("statementsPerTransaction")), figure(scenario.path("throughputOfFloor")),
					figure(scenario.path("cpuOfFloor")));
		}
		return table;
	}

	/** The lines under the summary table: the JIT's share, the sessions' statements. */
	private static List<String> remarks(List<JsonNode> scenarios) {
		List<String> remarks = new ArrayList<>();
		List<String> jit = scenarios.stream()
			.filter((scenario) -> scenario.path("cpuMillisPerTransaction").path("app").asDouble(-1) > 0
					&& scenario.path("cpuMillisPerTransaction").path("appJit").asDouble(-1) >= 0)
			.map((scenario) -> {
				JsonNode cpu = scenario.path("cpuMillisPerTransaction");
				return String.format(Locale.ROOT, "%s %s ms (%.0f %%)", scenario.path("scenario").asString(),
						figure(cpu.path("appJit")), 100 * cpu.path("appJit").asDouble() / cpu.path("app").asDouble());
			})
			.toList();
		if (!jit.isEmpty()) {
			remarks.add("Of the application's CPU per transaction, its JIT compiler threads (C1, C2) in the window: "
					+ String.join(", ", jit) + ". More than a few per cent: code was still being compiled, the "
					+ "warm-up was too short for the steady state.");
		}
		List<String> steal = scenarios.stream()
			.filter((scenario) -> scenario.path("cpu").path("stealPercent").asDouble(-1) >= 0)
			.map((scenario) -> scenario.path("scenario").asString() + " "
					+ number(scenario.path("cpu").path("stealPercent"), 1) + " %")
			.toList();
		if (!steal.isEmpty()) {
			remarks.add("The machine's steal in the window (the time its virtual CPUs waited while the host ran "
					+ "other work, from /proc/stat): " + String.join(", ", steal) + ". More than a few per cent: the "
					+ "host slowed the run, and its CPU per transaction rose with it; repeat it.");
		}
		List<String> tls = scenarios.stream().filter((scenario) -> scenario.has("tlsCost")).map((scenario) -> {
			JsonNode cost = scenario.path("tlsCost");
			JsonNode warmup = cost.path("warmupRound");
			return String.format(Locale.ROOT,
					"%s over %s: transactions/s x%s, p50 x%s, p95 x%s, app CPU/tx x%s, total CPU/tx x%s%s",
					scenario.path("scenario").asString(), cost.path("of").asString(), figure(cost.path("tps")),
					figure(cost.path("p50")), figure(cost.path("p95")), figure(cost.path("appCpu")),
					figure(cost.path("totalCpu")),
					warmup.isMissingNode() ? ""
							: String.format(Locale.ROOT,
									" (warm-up round: transactions/s x%s, app CPU/tx x%s, total CPU/tx x%s)",
									figure(warmup.path("tps")), figure(warmup.path("appCpu")),
									figure(warmup.path("totalCpu"))));
		}).toList();
		if (!tls.isEmpty()) {
			remarks.add("The cost of TLS, HTTPS's figures as ratios of HTTP's (same server; HTTP, HTTPS, HTTP, "
					+ "HTTPS in turn, the second pair measured, the first a warm-up round that compiled both paths): "
					+ String.join("; ", tls) + ".");
		}
		if (scenarios.stream()
			.anyMatch((scenario) -> scenario.path("sessionStatementsPerTransaction").asDouble(-1) > 0)) {
			remarks.add("SQL statements per transaction on the shared HTTP sessions (included in the statements "
					+ "above; trade.web.sessions=jdbc): "
					+ String.join(", ",
							scenarios.stream()
								.map((scenario) -> scenario.path("scenario").asString() + " "
										+ figure(scenario.path("sessionStatementsPerTransaction")))
								.toList())
					+ ".");
		}
		return remarks;
	}

	private static ReportTable processes(List<JsonNode> scenarios) {
		ReportTable table = new ReportTable("scenario", "process", "pid", "CPU ms/tx");
		if (scenarios.stream()
			.noneMatch((scenario) -> scenario.path("cpuMillisPerTransaction").path("processes").size() > 2)) {
			return table;
		}
		for (JsonNode scenario : scenarios) {
			String name = scenario.path("scenario").asString();
			for (JsonNode process : scenario.path("cpuMillisPerTransaction").path("processes")) {
				table.add(name, process.path("role").asString().equals("app") ? "application" : "database",
						process.path("pid").asString(), figure(process.path("cpuMillisPerTransaction")));
			}
			table.add(name, "total", "", figure(scenario.path("cpuMillisPerTransaction").path("total")));
		}
		return table;
	}

	private static ReportTable settings(Map<String, String> properties) {
		ReportTable table = new ReportTable("setting", "value");
		properties.forEach((key, value) -> {
			if (!key.equals("command") && !key.equals("date")) {
				table.add(key, value);
			}
		});
		return table;
	}

	private static ReportTable operations(JsonNode scenario) {
		ReportTable table = new ReportTable("operation", "transactions", "transactions/s", "p50 ms", "p95 ms", "p99 ms",
				"max ms", "errors");
		scenario.path("operations")
			.properties()
			.forEach((entry) -> table.add(entry.getKey(), entry.getValue().path("count").asString(),
					number(entry.getValue().path("tps"), 1), number(entry.getValue().path("p50Millis"), 2),
					number(entry.getValue().path("p95Millis"), 2), number(entry.getValue().path("p99Millis"), 2),
					number(entry.getValue().path("maxMillis"), 1), entry.getValue().path("ko").asString()));
		return table;
	}

	/**
	 * The server's own count of the window (its metrics, read at the window's ends). A
	 * percentile in the histogram's lowest bucket is written "&lt; bound": below it the
	 * server's histogram knows nothing finer.
	 */
	private static ReportTable serverView(JsonNode scenario) {
		ReportTable table = new ReportTable("server operation", "requests", "requests/s", "mean ms", "p50 ms", "p95 ms",
				"p99 ms", "errors");
		JsonNode server = scenario.path("server");
		if (!server.isObject()) {
			return table;
		}
		server.properties().forEach((entry) -> {
			JsonNode operation = entry.getValue();
			double lowest = operation.path("lowestBucketMillis").asDouble(0);
			table.add(entry.getKey(), operation.path("count").asString(), number(operation.path("tps"), 1),
					number(operation.path("meanMillis"), 2), bucketed(operation.path("p50Millis"), lowest),
					bucketed(operation.path("p95Millis"), lowest), bucketed(operation.path("p99Millis"), lowest),
					operation.path("errors").asString());
		});
		return table;
	}

	private static String bucketed(JsonNode value, double lowest) {
		if (lowest > 0 && value.asDouble() <= lowest) {
			return "< " + String.format(Locale.ROOT, "%.2f", lowest);
		}
		return number(value, 2);
	}

	/** Each scenario's charts over the run, inline SVG, by scenario. */
	private static Map<String, List<String>> charts(Path run, List<JsonNode> scenarios) throws IOException {
		Map<String, List<String>> charts = new LinkedHashMap<>();
		for (JsonNode scenario : scenarios) {
			String name = scenario.path("scenario").asString();
			JsonNode timeline = scenario.path("timeline");
			List<String> svgs = new ArrayList<>();
			svgs.add(TimeChart.svg(name + ": transactions per second (load driver)", "transactions/s", timeline,
					List.of(new TimeChart.Line("successful", "#1a7f37", TimeChart.values(timeline.path("ok"))),
							new TimeChart.Line("failed", "#cf222e", failures(timeline.path("ko"))))));
			svgs.add(TimeChart.svg(name + ": latency of each second's transactions", "ms", timeline,
					List.of(new TimeChart.Line("mean", "#0969da", TimeChart.values(timeline.path("meanMillis"))),
							new TimeChart.Line("max", "#bf8700", TimeChart.values(timeline.path("maxMillis"))))));
			svgs.add(TimeChart.svg(name + ": CPU ms per second (1,000 = one core)", "CPU ms/s", timeline, List.of(
					new TimeChart.Line("application", "#8250df", TimeChart.values(timeline.path("cpu").path("app"))),
					new TimeChart.Line("database", "#bc4c00", TimeChart.values(timeline.path("cpu").path("db"))))));
			List<String> drawn = svgs.stream().filter((svg) -> !svg.isEmpty()).toList();
			String[] files = { "throughput.svg", "latency.svg", "cpu.svg" };
			Path directory = run.resolve(name);
			if (Files.isDirectory(directory)) {
				for (int i = 0; i < files.length; i++) {
					if (!svgs.get(i).isEmpty()) {
						Files.writeString(directory.resolve(files[i]), svgs.get(i));
					}
				}
			}
			charts.put(name, drawn);
		}
		return charts;
	}

	/** The failed transactions of each second, or none when no second had one. */
	private static double[] failures(JsonNode ko) {
		double[] values = TimeChart.values(ko);
		for (double value : values) {
			if (value > 0) {
				return values;
			}
		}
		return new double[0];
	}

	private static String markdown(Path run, Map<String, String> properties, List<JsonNode> scenarios,
			Map<String, List<String>> charts) throws IOException {
		StringBuilder md = new StringBuilder();
		md.append("# ").append(title(properties)).append("\n\n");
		md.append("Command: `").append(properties.getOrDefault("command", "")).append("`\n\n");
		md.append(summary(scenarios).markdown()).append('\n');
		md.append(WINDOW_NOTE).append('\n');
		for (String remark : remarks(scenarios)) {
			md.append('\n').append(remark).append('\n');
		}
		ReportTable processes = processes(scenarios);
		if (!processes.isEmpty()) {
			md.append("\n## CPU per process (ms per transaction)\n\n").append(processes.markdown());
		}
		md.append("\n## Settings\n\n").append(settings(properties).markdown());
		for (JsonNode scenario : scenarios) {
			String name = scenario.path("scenario").asString();
			md.append("\n## ").append(name).append("\n\n").append(operations(scenario).markdown());
			ReportTable server = serverView(scenario);
			md.append("\nThe server's view of the window: ");
			md.append(server.isEmpty()
					? "not available (no operator credential for the metrics, or a server " + "without them).\n"
					: SERVER_VIEW_NOTE + "\n\n" + server.markdown());
			for (String file : new String[] { "throughput", "latency", "cpu" }) {
				if (Files.isRegularFile(run.resolve(name).resolve(file + ".svg"))) {
					md.append("\n![").append(name).append(' ').append(file).append("](").append(name).append('/');
					md.append(file).append(".svg)\n");
				}
			}
		}
		for (JsonNode scenario : scenarios) {
			String profile = profile(run, scenario);
			if (!profile.isEmpty()) {
				md.append("\n## ")
					.append(scenario.path("scenario").asString())
					.append(" CPU profile (JFR, after the window)\n\n```\n")
					.append(profile)
					.append("```\n");
			}
		}
		return md.toString();
	}

	private static String html(Path run, Map<String, String> properties, List<JsonNode> scenarios,
			Map<String, List<String>> charts) throws IOException {
		StringBuilder body = new StringBuilder();
		body.append("<h1>").append(TimeChart.escape(title(properties))).append("</h1>\n");
		body.append("<p><code class=\"command\">")
			.append(TimeChart.escape(properties.getOrDefault("command", "")))
			.append("</code></p>\n");
		body.append(summary(scenarios).html());
		body.append("<p class=\"note\">").append(TimeChart.escape(WINDOW_NOTE)).append("</p>\n");
		for (String remark : remarks(scenarios)) {
			body.append("<p class=\"note\">").append(TimeChart.escape(remark)).append("</p>\n");
		}
		ReportTable processes = processes(scenarios);
		if (!processes.isEmpty()) {
			body.append("<h2>CPU per process (ms per transaction)</h2>\n").append(processes.html());
		}
		for (JsonNode scenario : scenarios) {
			String name = scenario.path("scenario").asString();
			body.append("<h2 id=\"").append(TimeChart.escape(name)).append("\">").append(TimeChart.escape(name));
			body.append("</h2>\n<div class=\"charts\">\n");
			charts.getOrDefault(name, List.of()).forEach(body::append);
			body.append("</div>\n<h3>By operation (load driver, window)</h3>\n").append(operations(scenario).html());
			ReportTable server = serverView(scenario);
			body.append("<h3>The server's view of the window</h3>\n<p class=\"note\">")
				.append(TimeChart.escape(server.isEmpty()
						? "Not available (no operator credential for the metrics, " + "or a server without them)."
						: "From " + SERVER_VIEW_NOTE))
				.append("</p>\n");
			if (!server.isEmpty()) {
				body.append(server.html());
			}
		}
		body.append("<h2>Settings</h2>\n").append(settings(properties).html());
		for (JsonNode scenario : scenarios) {
			String profile = profile(run, scenario);
			if (!profile.isEmpty()) {
				body.append("<details><summary>")
					.append(TimeChart.escape(scenario.path("scenario").asString()))
					.append(" CPU profile (JFR, recorded after the window)</summary>\n<pre>")
					.append(TimeChart.escape(profile))
					.append("</pre></details>\n");
			}
		}
		return HtmlPage.document(title(properties), body.toString());
	}

	private static String title(Map<String, String> properties) {
		return "Benchmark run " + properties.getOrDefault("date", "") + ": "
				+ properties.getOrDefault("target", "stocktrader") + " at "
				+ properties.getOrDefault("system under test", "");
	}

	private static String profile(Path run, JsonNode scenario) throws IOException {
		Path profile = run.resolve(scenario.path("scenario").asString()).resolve("profile.txt");
		if (!Files.isRegularFile(profile)) {
			return "";
		}
		StringBuilder text = new StringBuilder();
		Files.readAllLines(profile).stream().limit(45).forEach((line) -> text.append(line).append('\n'));
		return text.toString();
	}

	/** A per-transaction figure, "n/a" when it was not measured. */
	static String figure(JsonNode value) {
		double millis = value.asDouble(-1);
		return (millis < 0) ? "n/a" : String.format(Locale.ROOT, "%.3f", millis);
	}

	static String number(JsonNode value, int decimals) {
		return String.format(Locale.ROOT, "%,." + decimals + "f", value.asDouble());
	}

	static Map<String, String> properties(Path file) throws IOException {
		Map<String, String> properties = new LinkedHashMap<>();
		if (!Files.isRegularFile(file)) {
			return properties;
		}
		for (String line : Files.readAllLines(file)) {
			int equals = line.indexOf('=');
			if (!line.isBlank() && !line.startsWith("#") && equals > 0) {
				properties.put(line.substring(0, equals).trim(), line.substring(equals + 1).trim());
			}
		}
		return properties;
	}

}
