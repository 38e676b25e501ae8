package org.stocktrader.dal.db;

import java.time.Duration;

import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The node's one PostgreSQL {@code LISTEN} connection ({@code trade.notifications.*}),
 * shared by every feature that hears of other nodes' changes (see {@link Notifications}).
 *
 * @param reconnectDelay the pause before the first attempt to connect again after the
 * connection is lost; doubled after each failed attempt; default 1s
 * @param maxReconnectDelay the longest pause between two attempts; default 30s
 * @param receiveTimeout the longest the listener blocks waiting for a notification before
 * it looks at channels registered meanwhile (how late a new registration starts
 * listening); default 250ms
 */
@ConfigurationProperties("trade.notifications")
@Validated
public record NotificationsProperties(@DefaultValue("1s") @DurationMin(millis = 1) Duration reconnectDelay,
		@DefaultValue("30s") @DurationMin(millis = 1) Duration maxReconnectDelay,
		@DefaultValue("250ms") @DurationMin(millis = 1) Duration receiveTimeout) {

	public NotificationsProperties {
		if (maxReconnectDelay != null && reconnectDelay != null && maxReconnectDelay.compareTo(reconnectDelay) < 0) {
			maxReconnectDelay = reconnectDelay;
		}
	}

	/** All defaults. */
	public static NotificationsProperties defaults() {
		return new Binder().bindOrCreate("trade.notifications", NotificationsProperties.class);
	}

}
