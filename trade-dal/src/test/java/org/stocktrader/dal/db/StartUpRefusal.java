package org.stocktrader.dal.db;

import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Asserts that a configuration value out of range stops an application's start-up with
 * Spring Boot's validation message (trade-dal's test-jar, for every module's
 * configuration records).
 */
public final class StartUpRefusal {

	private StartUpRefusal() {
	}

	/**
	 * Asserts that the context fails to start with the property set, naming the record's
	 * prefix, the field and the rule broken.
	 * @param runner a runner binding the records
	 * @param property the offending {@code name=value}
	 * @param prefix the record's prefix, such as {@code trade.notifications}
	 * @param field the record's field (or rule method) named in the message
	 * @param rule the constraint's message
	 */
	public static void assertRefused(ApplicationContextRunner runner, String property, String prefix, String field,
			String rule) {
		runner.withPropertyValues(property)
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessageContaining("Binding validation errors on " + prefix)
				.hasMessageContaining("on field '" + field + "'")
				.hasMessageContaining(rule));
	}

}
