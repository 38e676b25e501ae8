package org.stocktrader.services.trade;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The bounds the trade service and its facades keep ({@code trade.*}).
 *
 * @param maxOrderQuantity the most shares one order may buy or sell; default 1,000,000
 * @param requireFunds whether a buy costing more than the cash balance (quantity × price
 * + fee) is refused; default true
 * @param maxRequestSize the largest request body accepted by the pages and the REST API
 * (SOAP has {@code trade.soap.max-request-size}); default 1MB
 * @param loginFailuresPerUser failed logins of one user id allowed within
 * {@code login-throttle-window} before further attempts are refused; default 10
 * @param loginFailuresPerAddress failed logins from one client address allowed within
 * {@code login-throttle-window}; default 100
 * @param loginThrottleWindow how long failed logins are remembered (and so how long a
 * throttled user id or address waits at most); default 1m
 * @param loginThrottleEntries the most user ids and addresses remembered (each); default
 * 100,000
 */
@ConfigurationProperties("trade")
public record TradeLimits(@DefaultValue("1000000") double maxOrderQuantity, @DefaultValue("true") boolean requireFunds,
		@DefaultValue("1MB") DataSize maxRequestSize, @DefaultValue("10") int loginFailuresPerUser,
		@DefaultValue("100") int loginFailuresPerAddress, @DefaultValue("1m") Duration loginThrottleWindow,
		@DefaultValue("100000") int loginThrottleEntries) {

	public TradeLimits {
		if (!(maxOrderQuantity > 0) || Double.isInfinite(maxOrderQuantity)) {
			throw new IllegalArgumentException("trade.max-order-quantity must be positive");
		}
		if (loginFailuresPerUser < 1 || loginFailuresPerAddress < 1 || loginThrottleEntries < 1) {
			throw new IllegalArgumentException("trade.login-* limits must be positive");
		}
	}

	/** All defaults. */
	public static TradeLimits defaults() {
		return new TradeLimits(1_000_000, true, DataSize.ofMegabytes(1), 10, 100, Duration.ofMinutes(1), 100_000);
	}

}
