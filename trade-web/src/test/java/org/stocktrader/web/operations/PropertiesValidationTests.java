package org.stocktrader.web.operations;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.StartUpRefusal;
import org.stocktrader.web.TradeWebProperties;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

import static org.assertj.core.api.Assertions.assertThat;

/** trade-web's configuration records refuse values out of range at start-up. */
class PropertiesValidationTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

	@Test
	void theDefaultsStart() {
		this.runner.run((context) -> {
			assertThat(context).hasNotFailed();
			assertThat(context.getBean(TradeWebProperties.class).sessionCacheSize()).isEqualTo(100_000);
			assertThat(context.getBean(DashboardProperties.class).samples()).isEqualTo(180);
		});
	}

	@Test
	void aNegativeSessionCacheSizeFailsStartUp() {
		StartUpRefusal.assertRefused(this.runner, "trade.web.session-cache-size=-1", "trade.web", "sessionCacheSize",
				"must be greater than or equal to 0");
	}

	@Test
	void aDashboardHistoryShorterThanItsIntervalFailsStartUp() {
		StartUpRefusal.assertRefused(this.runner.withPropertyValues("trade.web.dashboard.interval=10s"),
				"trade.web.dashboard.history=5s", "trade.web.dashboard", "historyAtLeastOneInterval",
				"history must be at least one interval");
	}

	@Configuration(proxyBeanMethods = false)
	@EnableConfigurationProperties({ TradeWebProperties.class, DashboardProperties.class })
	static class Bound {

	}

}
