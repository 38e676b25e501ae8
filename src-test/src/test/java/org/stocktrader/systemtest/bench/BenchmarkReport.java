package org.stocktrader.systemtest.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * Writes a benchmark run's results file, {@code results.md} and {@code results.json},
 * from the run directory that {@code run-benchmark.sh} fills: {@code run.properties}
 * (machine, JDK, settings, command) and one {@code <scenario>/summary.json} per scenario,
 * written by the simulation at the end of its measurement window.
 */
public final class BenchmarkReport {

	private static final JsonMapper json = JsonMapper.builder().build();

	/** The published sustained peaks per core (workloads.md §4, 16-core .NET blades). */
	private static final Map<String, String> publishedPerCore = Map.of("web",
			"about 690 (11,020 on 16 cores, .NET 4.0); DayTrader 8 on these 2 cores: 2,304 pages/s, 0.66 CPU ms/page (issue 12)",
			"quotes", "DayTrader 8 on these 2 cores: 17,811 quote pages/s, 0.081 CPU ms/page (issue 12)", "soap",
			"about 1,400 (22,316 on 16 cores, .NET 4.0)", "wstest",
			"about 1,490 (23,772 EchoList on 16 cores, .NET 4.0)");

	private BenchmarkReport() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			throw new IllegalArgumentException("usage: BenchmarkReport RUN_DIRECTORY");
		}
		write(Path.of(args[0]));
	}

	/** Writes results.md and results.json into the run directory and returns the JSON. */
	static JsonNode write(Path run) throws IOException {
		Map<String, String> properties = properties(run.resolve("run.properties"));
		List<JsonNode> scenarios = new ArrayList<>();
		try (Stream<Path> files = Files.list(run)) {
			for (Path directory : files.filter(Files::isDirectory).sorted().toList()) {
				Path summary = directory.resolve("summary.json");
				if (Files.isRegularFile(summary)) {
					scenarios.add(withCpuPerTransaction((ObjectNode) json.readTree(summary.toFile())));
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
		ObjectNode result = json.createObjectNode();
		ObjectNode runNode = result.putObject("run");
		properties.forEach(runNode::put);
		ArrayNode array = result.putArray("scenarios");
		scenarios.forEach(array::add);
		Files.writeString(run.resolve("results.json"),
				json.writerWithDefaultPrettyPrinter().writeValueAsString(result));
		Files.writeString(run.resolve("results.md"), markdown(run, properties, scenarios));
		return result;
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

	private static String markdown(Path run, Map<String, String> properties, List<JsonNode> scenarios)
			throws IOException {
		StringBuilder md = new StringBuilder();
		md.append("# StockTrader benchmark run ").append(properties.getOrDefault("date", "")).append("\n\n");
		md.append("Command: `").append(properties.getOrDefault("command", "")).append("`\n\n");
		md.append("| setting | value |\n|---|---|\n");
		properties.forEach((key, value) -> {
			if (!key.equals("command") && !key.equals("date")) {
				md.append("| ").append(key).append(" | ").append(value.replace("|", "\\|")).append(" |\n");
			}
		});
		md.append(
				"\nEach scenario ran ramp-up + warm-up + measurement window in one Gatling run; only transactions that ")
			.append("completed inside the window count, and CPU time was read from /proc at the window's two ends ")
			.append("(application: the JVM's utime+stime; database: the postmaster and all its children). ")
			.append("Transactions per second count successful transactions only; latency is from send to the last ")
			.append("byte of the final response, including a redirect to the page shown. SQL statements per ")
			.append("transaction are counted by the application (trade.bench.enabled) at the window's ends; ")
			.append("\"of floor\" sets each scenario beside the floor scenario (a constant page of the quote page's size ")
			.append("served by the same stack, no database, no template): transactions/s as a fraction of the floor's, ")
			.append("and the floor's CPU ms per page as a fraction of the scenario's.\n\n");
		md.append("| scenario | model | users / rate | think | window s | transactions/s | p50 ms | p95 ms | p99 ms | ")
			.append("max ms | errors | error % | app CPU ms/tx | DB CPU ms/tx | total CPU ms/tx | SQL statements/tx | ")
			.append("SQL transactions/tx | tps of floor | floor CPU / CPU | published per core |\n");
		md.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
		for (JsonNode scenario : scenarios) {
			JsonNode all = scenario.path("all");
			JsonNode cpu = scenario.path("cpuMillisPerTransaction");
			String load = scenario.path("model").asString().equals("open") ? scenario.path("rate").asString() + "/s"
					: scenario.path("users").asString();
			md.append("| ")
				.append(String.join(" | ", scenario.path("scenario").asString(), scenario.path("model").asString(),
						load, scenario.path("thinkMillis").asString() + " ms",
						number(scenario.path("windowSeconds"), 0), number(all.path("tps"), 1),
						number(all.path("p50Millis"), 1), number(all.path("p95Millis"), 1),
						number(all.path("p99Millis"), 1), number(all.path("maxMillis"), 1), all.path("ko").asString(),
						number(all.path("errorPercent"), 3), cpuCell(cpu.path("app")), cpuCell(cpu.path("db")),
						cpuCell(cpu.path("total")), cpuCell(scenario.path("statementsPerTransaction")),
						cpuCell(scenario.path("transactionsPerTransaction")),
						cpuCell(scenario.path("throughputOfFloor")), cpuCell(scenario.path("cpuOfFloor")),
						publishedPerCore.getOrDefault(scenario.path("scenario").asString(), "")))
				.append(" |\n");
		}
		List<String> jit = scenarios.stream()
			.filter((scenario) -> scenario.path("cpuMillisPerTransaction").path("app").asDouble(-1) > 0
					&& scenario.path("cpuMillisPerTransaction").path("appJit").asDouble(-1) >= 0)
			.map((scenario) -> {
				JsonNode cpu = scenario.path("cpuMillisPerTransaction");
				return String.format(Locale.ROOT, "%s %s ms (%.0f %%)", scenario.path("scenario").asString(),
						cpuCell(cpu.path("appJit")), 100 * cpu.path("appJit").asDouble() / cpu.path("app").asDouble());
			})
			.toList();
		if (!jit.isEmpty()) {
			md.append("\nOf the application's CPU per transaction, its JIT compiler threads (C1, C2) in the window: ")
				.append(String.join(", ", jit))
				.append(". More than a few per cent: code was still being compiled, the warm-up was too short for ")
				.append("the steady state.\n");
		}
		if (scenarios.stream()
			.anyMatch((scenario) -> scenario.path("sessionStatementsPerTransaction").asDouble(-1) > 0)) {
			md.append(
					"\nSQL statements per transaction on the shared HTTP sessions (included in the statements above; ")
				.append("trade.web.sessions=jdbc): ");
			md.append(String.join(", ",
					scenarios.stream()
						.map((scenario) -> scenario.path("scenario").asString() + " "
								+ cpuCell(scenario.path("sessionStatementsPerTransaction")))
						.toList()))
				.append(".\n");
		}
		if (scenarios.stream()
			.anyMatch((scenario) -> scenario.path("cpuMillisPerTransaction").path("processes").size() > 2)) {
			md.append("\n### CPU per process (ms per transaction)\n\n")
				.append("Each application node (--app-pid) and each database server (--db-pid) on its own; ")
				.append("n/a: the process was not there at one end of the window.\n\n")
				.append("| scenario | process | pid | CPU ms/tx |\n|---|---|---|---|\n");
			for (JsonNode scenario : scenarios) {
				for (JsonNode process : scenario.path("cpuMillisPerTransaction").path("processes")) {
					md.append("| ")
						.append(String.join(" | ", scenario.path("scenario").asString(),
								process.path("role").asString().equals("app") ? "application" : "database",
								process.path("pid").asString(), cpuCell(process.path("cpuMillisPerTransaction"))))
						.append(" |\n");
				}
				JsonNode cpu = scenario.path("cpuMillisPerTransaction");
				md.append("| ")
					.append(String.join(" | ", scenario.path("scenario").asString(), "total", "",
							cpuCell(cpu.path("total"))))
					.append(" |\n");
			}
		}
		for (JsonNode scenario : scenarios) {
			Path profile = run.resolve(scenario.path("scenario").asString()).resolve("profile.txt");
			if (Files.isRegularFile(profile)) {
				md.append("\n### ")
					.append(scenario.path("scenario").asString())
					.append(" CPU profile (JFR, after the window)\n\n```\n");
				Files.readAllLines(profile).stream().limit(45).forEach((line) -> md.append(line).append('\n'));
				md.append("```\n");
			}
		}
		for (JsonNode scenario : scenarios) {
			String name = scenario.path("scenario").asString();
			Path directory = run.resolve(name);
			if (Files.isDirectory(directory) && ThroughputChart.write(directory.resolve("throughput.svg"),
					name + ": transactions per second (load driver)", scenario.path("timeline"))) {
				md.append("\n### ")
					.append(name)
					.append(" throughput over time\n\n![")
					.append(name)
					.append(" throughput](")
					.append(name)
					.append("/throughput.svg)\n");
			}
		}
		for (JsonNode scenario : scenarios) {
			md.append("\n### ").append(scenario.path("scenario").asString()).append(" by operation\n\n");
			md.append("| operation | transactions | transactions/s | p50 ms | p95 ms | p99 ms | max ms | errors |\n");
			md.append("|---|---|---|---|---|---|---|---|\n");
			Map<String, JsonNode> operations = new LinkedHashMap<>();
			scenario.path("operations")
				.properties()
				.forEach((entry) -> operations.put(entry.getKey(), entry.getValue()));
			operations.forEach((name, operation) -> md.append("| ")
				.append(String.join(" | ", name, operation.path("count").asString(), number(operation.path("tps"), 1),
						number(operation.path("p50Millis"), 1), number(operation.path("p95Millis"), 1),
						number(operation.path("p99Millis"), 1), number(operation.path("maxMillis"), 1),
						operation.path("ko").asString()))
				.append(" |\n"));
			serverView(md, scenario);
		}
		return md.toString();
	}

	/**
	 * The server's own count of the window (its metrics, read at the window's ends),
	 * beside the load driver's.
	 */
	private static void serverView(StringBuilder md, JsonNode scenario) {
		JsonNode server = scenario.path("server");
		md.append("\n")
			.append(scenario.path("scenario").asString())
			.append(", the server's view of the window (its own metrics, /actuator/prometheus at the window's ends; ")
			.append("percentiles interpolated within the histogram's buckets):\n\n");
		if (!server.isObject() || server.isEmpty()) {
			md.append("not available (no operator credential for the metrics, or a server without them)\n");
			return;
		}
		md.append("| server operation | requests | requests/s | mean ms | p50 ms | p95 ms | p99 ms | errors |\n");
		md.append("|---|---|---|---|---|---|---|---|\n");
		server.properties()
			.forEach((entry) -> md.append("| ")
				.append(String.join(" | ", entry.getKey().replace("|", "\\|"),
						entry.getValue().path("count").asString(), number(entry.getValue().path("tps"), 1),
						number(entry.getValue().path("meanMillis"), 2), number(entry.getValue().path("p50Millis"), 2),
						number(entry.getValue().path("p95Millis"), 2), number(entry.getValue().path("p99Millis"), 2),
						entry.getValue().path("errors").asString()))
				.append(" |\n"));
	}

	private static String cpuCell(JsonNode value) {
		double millis = value.asDouble(-1);
		return (millis < 0) ? "n/a" : String.format(Locale.ROOT, "%.3f", millis);
	}

	private static String number(JsonNode value, int decimals) {
		return String.format(Locale.ROOT, "%,." + decimals + "f", value.asDouble());
	}

	private static Map<String, String> properties(Path file) throws IOException {
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
