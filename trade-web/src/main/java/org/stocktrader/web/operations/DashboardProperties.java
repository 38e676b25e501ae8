package org.stocktrader.web.operations;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The operator dashboard ({@code trade.web.dashboard.*}).
 *
 * @param interval how often the server samples its metrics for the dashboard; default 5s
 * @param history how far back the dashboard's charts reach; default 15m
 */
@ConfigurationProperties("trade.web.dashboard")
record DashboardProperties(@DefaultValue("5s") Duration interval, @DefaultValue("15m") Duration history) {

	DashboardProperties {
		if (interval.toMillis() < 100 || history.compareTo(interval) < 0) {
			throw new IllegalArgumentException(
					"trade.web.dashboard.interval must be at least 100ms and history at least one interval");
		}
	}

	/** The samples kept. */
	int samples() {
		return (int) Math.min(10_000, this.history.toMillis() / this.interval.toMillis());
	}

}
