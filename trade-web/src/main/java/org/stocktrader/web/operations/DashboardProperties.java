package org.stocktrader.web.operations;

import java.time.Duration;

import jakarta.validation.constraints.AssertTrue;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The operator dashboard ({@code trade.web.dashboard.*}).
 *
 * @param interval how often the server samples its metrics for the dashboard; default 5s
 * @param history how far back the dashboard's charts reach; default 15m
 */
@ConfigurationProperties("trade.web.dashboard")
@Validated
record DashboardProperties(@DefaultValue("5s") @DurationMin(millis = 100) Duration interval,
		@DefaultValue("15m") Duration history) {

	/** {@code history} reaches at least one interval back. */
	@AssertTrue(message = "history must be at least one interval")
	boolean isHistoryAtLeastOneInterval() {
		return this.history.compareTo(this.interval) >= 0;
	}

	/** The samples kept. */
	int samples() {
		return (int) Math.min(10_000, this.history.toMillis() / this.interval.toMillis());
	}

}
