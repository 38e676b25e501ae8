package org.stocktrader.services.trade;

import java.time.Duration;

/**
 * A login refused without checking the password because its user id failed too often
 * lately: the next attempt is checked after {@link #retryAfter()}.
 */
public class ThrottledException extends TradeException {

	private static final long serialVersionUID = 1L;

	private final Duration retryAfter;

	public ThrottledException(Duration retryAfter) {
		super(Refusal.THROTTLED,
				"Too many failed logins for this user ID; try again in " + seconds(retryAfter) + " seconds.");
		this.retryAfter = retryAfter;
	}

	/**
	 * How long until a login of this user id is checked again.
	 * @return a positive duration
	 */
	public Duration retryAfter() {
		return this.retryAfter;
	}

	/**
	 * The wait in whole seconds, rounded up (an HTTP {@code Retry-After} value).
	 * @return at least 1
	 */
	public long retryAfterSeconds() {
		return seconds(this.retryAfter);
	}

	private static long seconds(Duration wait) {
		return Math.max(1, wait.plusNanos(999_999_999).getSeconds());
	}

}
