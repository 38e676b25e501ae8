package org.stocktrader.wstest;

import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

/** WSTest's configuration refuses values out of range at start-up. */
class PropertiesValidationTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

	@Test
	void theDefaultsStart() {
		this.runner.run((context) -> assertThat(context.getBean(WSTestProperties.class).soapPath())
			.isEqualTo("/wstest/services"));
	}

	@Test
	void noObjectsFailsStartUp() {
		this.runner.withPropertyValues("wstest.max-objects=0")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessageContaining("Binding validation errors on wstest")
				.hasMessageContaining("on field 'maxObjects'")
				.hasMessageContaining("must be greater than 0"));
	}

	@Test
	void aSoapPathEndingInASlashFailsStartUp() {
		this.runner.withPropertyValues("wstest.soap-path=/wstest/")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessageContaining("on field 'soapPath'")
				.hasMessageContaining("must start with / and not end with /"));
	}

	@Configuration(proxyBeanMethods = false)
	@EnableConfigurationProperties(WSTestProperties.class)
	static class Bound {

	}

}
