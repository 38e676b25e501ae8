package org.stocktrader.dal.db;

import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

/** trade-dal's configuration records refuse values out of range at start-up. */
class PropertiesValidationTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

	@Test
	void theDefaultsStart() {
		this.runner.run((context) -> {
			assertThat(context).hasNotFailed();
			assertThat(context.getBean(NotificationsProperties.class)).isEqualTo(NotificationsProperties.defaults());
			assertThat(context.getBean(EmbeddedDatabaseProperties.class).port()).isZero();
		});
	}

	@Test
	void aZeroReceiveTimeoutFailsStartUpNamingTheProperty() {
		StartUpRefusal.assertRefused(this.runner, "trade.notifications.receive-timeout=0s", "trade.notifications",
				"receiveTimeout", "must be longer than or equal to 1 milli");
	}

	@Test
	void aPortOutOfRangeFailsStartUpNamingTheProperty() {
		StartUpRefusal.assertRefused(this.runner, "trade.db.port=70000", "trade.db", "port",
				"must be less than or equal to 65535");
	}

	@Configuration(proxyBeanMethods = false)
	@EnableConfigurationProperties({ NotificationsProperties.class, EmbeddedDatabaseProperties.class })
	static class Bound {

	}

}
