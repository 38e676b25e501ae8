package org.stocktrader.systemtest.operations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The series selectors of the Grafana dashboard the application ships
 * ({@code trade-web/src/main/grafana/stocktrader.json}): each metric a query names, with
 * the labels it matches on.
 *
 * @param selectors every selector of every panel's queries and of the variables
 */
record GrafanaDashboard(List<Selector> selectors) {

	/** The dashboard, from this module's directory. */
	static final Path FILE = Path.of("..", "trade-web", "src", "main", "grafana", "stocktrader.json");

	/** Labels Prometheus adds to every series at scrape time (not in the exposition). */
	private static final Set<String> TARGET_LABELS = Set.of("instance", "job");

	/** {@code metric{label="value", ...}}: every query names its metrics this way. */
	private static final Pattern SELECTOR = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)\\{([^}]*)}");

	private static final Pattern MATCHER = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)\\s*(=~|!~|!=|=)\\s*\"");

	/** {@code label_values(metric, label)}, a variable's query. */
	private static final Pattern LABEL_VALUES = Pattern
		.compile("label_values\\(\\s*([a-zA-Z_:][a-zA-Z0-9_:]*)\\s*,\\s*([a-zA-Z_][a-zA-Z0-9_]*)\\s*\\)");

	static GrafanaDashboard read(Path file) throws IOException {
		JsonNode dashboard = JsonMapper.builder().build().readTree(Files.readString(file));
		List<Selector> selectors = new ArrayList<>();
		for (JsonNode panel : dashboard.path("panels")) {
			for (JsonNode target : panel.path("targets")) {
				String query = target.path("expr").asString();
				Matcher selector = SELECTOR.matcher(query);
				int found = 0;
				while (selector.find()) {
					found++;
					List<String> labels = new ArrayList<>();
					Matcher matcher = MATCHER.matcher(selector.group(2));
					while (matcher.find()) {
						if (!TARGET_LABELS.contains(matcher.group(1))) {
							labels.add(matcher.group(1));
						}
					}
					selectors.add(new Selector(selector.group(1), labels, query));
				}
				if (found == 0) {
					throw new IllegalStateException("A query without a selector in braces: " + query);
				}
			}
		}
		for (JsonNode variable : dashboard.path("templating").path("list")) {
			Matcher values = LABEL_VALUES.matcher(variable.path("query").asString());
			if (values.find()) {
				selectors.add(new Selector(values.group(1), List.of(), values.group()));
			}
		}
		return new GrafanaDashboard(selectors);
	}

	/**
	 * One metric a query names.
	 *
	 * @param metric the metric's name in the exposition
	 * @param labels the labels the query matches on (but the target's)
	 * @param query the query
	 */
	record Selector(String metric, List<String> labels, String query) {
	}

}
