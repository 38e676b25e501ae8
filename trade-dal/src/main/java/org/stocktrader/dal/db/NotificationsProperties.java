package org.stocktrader.dal.db;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

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
public record NotificationsProperties(@DefaultValue("1s") Duration reconnectDelay,
		@DefaultValue("30s") Duration maxReconnectDelay, @DefaultValue("250ms") Duration receiveTimeout) {

	public NotificationsProperties {
		if (!positive(reconnectDelay) || !positive(maxReconnectDelay) || !positive(receiveTimeout)) {
			throw new IllegalArgumentException(
					"trade.notifications reconnect-delay, max-reconnect-delay and receive-timeout must be positive");
		}
		if (maxReconnectDelay.compareTo(reconnectDelay) < 0) {
			maxReconnectDelay = reconnectDelay;
		}
	}

	/** All defaults. */
	public static NotificationsProperties defaults() {
		return new NotificationsProperties(Duration.ofSeconds(1), Duration.ofSeconds(30), Duration.ofMillis(250));
	}

	private static boolean positive(Duration duration) {
		return duration != null && !duration.isNegative() && !duration.isZero();
	}

}
