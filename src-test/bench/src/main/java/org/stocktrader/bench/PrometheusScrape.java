package org.stocktrader.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One scrape of a Prometheus text exposition ({@code /actuator/prometheus}), parsed into
 * samples: name, labels, value. Comments and blank lines are skipped.
 */
public final class PrometheusScrape {

	private final List<Sample> samples;

	private PrometheusScrape(List<Sample> samples) {
		this.samples = samples;
	}

	/** Parses the text format. */
	public static PrometheusScrape parse(String text) {
		List<Sample> samples = new ArrayList<>();
		for (String line : text.split("\n")) {
			if (line.isBlank() || line.startsWith("#")) {
				continue;
			}
			Sample sample = sample(line.strip());
			if (sample != null) {
				samples.add(sample);
			}
		}
		return new PrometheusScrape(List.copyOf(samples));
	}

	/** Every sample. */
	public List<Sample> samples() {
		return this.samples;
	}

	/** The sum of the samples with this name whose labels pass the filter. */
	public double sum(String name, Predicate<Map<String, String>> labels) {
		double sum = 0;
		for (Sample sample : this.samples) {
			if (sample.name().equals(name) && labels.test(sample.labels())) {
				sum += sample.value();
			}
		}
		return sum;
	}

	/** The sum of the samples with this name whose labels include all the given ones. */
	public double sum(String name, Map<String, String> labels) {
		return sum(name, (actual) -> actual.entrySet().containsAll(labels.entrySet()));
	}

	private static Sample sample(String line) {
		int brace = line.indexOf('{');
		int space = line.lastIndexOf(' ');
		if (space < 0) {
			return null;
		}
		String name;
		Map<String, String> labels = new LinkedHashMap<>();
		String rest;
		if (brace >= 0 && brace < space) {
			name = line.substring(0, brace);
			int close = labels(line, brace + 1, labels);
			rest = line.substring(close + 1).strip();
		}
		else {
			name = line.substring(0, line.indexOf(' '));
			rest = line.substring(name.length()).strip();
		}
		// a value, then perhaps a timestamp
		String value = rest.split("\\s+")[0];
		try {
			return new Sample(name, Map.copyOf(labels), Double.parseDouble(value.replace("+Inf", "Infinity")));
		}
		catch (NumberFormatException ex) {
			return null;
		}
	}

	/**
	 * Reads name="value" pairs from the index to the closing brace; answers its index.
	 */
	private static int labels(String line, int start, Map<String, String> labels) {
		int i = start;
		while (i < line.length() && line.charAt(i) != '}') {
			int equals = line.indexOf('=', i);
			String key = line.substring(i, equals).strip();
			StringBuilder value = new StringBuilder();
			int j = equals + 2;
			while (j < line.length() && line.charAt(j) != '"') {
				char c = line.charAt(j);
				if (c == '\\' && j + 1 < line.length()) {
					j++;
					char escaped = line.charAt(j);
					value.append((escaped == 'n') ? '\n' : escaped);
				}
				else {
					value.append(c);
				}
				j++;
			}
			labels.put(key, value.toString());
			i = j + 1;
			if (i < line.length() && line.charAt(i) == ',') {
				i++;
			}
		}
		return i;
	}

	/**
	 * One sample.
	 *
	 * @param name the metric's name with its suffix ({@code _count}, {@code _bucket}...)
	 * @param labels its labels
	 * @param value its value
	 */
	public record Sample(String name, Map<String, String> labels, double value) {

	}

}
