package org.stocktrader.systemtest.docs;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code CONFIGURATION.md} lists every property of the application, as the configuration
 * metadata of each module's jar names them
 * ({@code META-INF/spring-configuration-metadata.json}, written by
 * spring-boot-configuration-processor from the {@code @ConfigurationProperties} records,
 * plus each module's {@code additional-spring-configuration-metadata.json}), and no
 * property the application does not have.
 */
class ConfigurationReferenceTests {

	private static final Path REFERENCE = Path.of("..", "CONFIGURATION.md");

	private static final Pattern OUR_PROPERTY = Pattern.compile("(trade|loader|wstest)\\.[a-z0-9.-]+");

	/** The first cell of a row of a property table: one or more names in backticks. */
	private static final Pattern TABLE_ROW = Pattern.compile("^\\| (`[^|]+`) \\|");

	private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");

	@Test
	void everyPropertyOfTheApplicationIsInTheReference() throws IOException {
		Set<String> properties = applicationProperties();
		String reference = Files.readString(REFERENCE);

		assertThat(properties).as("the metadata of every module is on the class path")
			.contains("trade.db.data-dir", "trade.order-fee", "trade.market-summary-expiry", "trade.web.sessions",
					"trade.demo-data.enabled", "wstest.soap-path");
		Set<String> missing = properties.stream()
			.filter((name) -> !reference.contains("| `" + name + "` |"))
			.collect(Collectors.toCollection(TreeSet::new));
		assertThat(missing).as("properties without a row in %s", REFERENCE).isEmpty();
	}

	@Test
	void theReferenceListsNoPropertyTheApplicationLacks() throws IOException {
		Set<String> properties = applicationProperties();
		Set<String> documented = new TreeSet<>();
		for (String line : Files.readAllLines(REFERENCE)) {
			Matcher row = TABLE_ROW.matcher(line);
			if (row.find()) {
				Matcher name = QUOTED.matcher(row.group(1));
				while (name.find()) {
					if (OUR_PROPERTY.matcher(name.group(1)).matches()) {
						documented.add(name.group(1));
					}
				}
			}
		}

		assertThat(documented).isNotEmpty();
		documented.removeAll(properties);
		assertThat(documented).as("rows of %s naming no property of the application", REFERENCE).isEmpty();
	}

	private static Set<String> applicationProperties() throws IOException {
		Set<String> names = new TreeSet<>();
		for (URL metadata : Collections.list(ConfigurationReferenceTests.class.getClassLoader()
			.getResources("META-INF/spring-configuration-metadata.json"))) {
			try (InputStream in = metadata.openStream()) {
				List<String> found = JsonPath.read(new String(in.readAllBytes(), StandardCharsets.UTF_8),
						"$.properties[*].name");
				found.stream().filter((name) -> OUR_PROPERTY.matcher(name).matches()).forEach(names::add);
			}
		}
		return names;
	}

}
