package org.stocktrader.services.trade;

import java.time.Duration;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * The bounds the trade service and its facades keep ({@code trade.*}).
 *
 * @param maxOrderQuantity the most shares one order may buy or sell; default 1,000,000
 * @param requireFunds whether a buy costing more than the cash balance (quantity × price
 * + fee) is refused; default true
 * @param maxRequestSize the largest request body accepted by the pages and the REST API
 * (SOAP has {@code trade.soap.max-request-size}); default 1MB
 * @param loginFailuresPerUser failed logins of one user id after which each further
 * attempt for it waits ({@code login-delay}, doubled by every further failure); default 5
 * @param loginDelay how long the first attempt after {@code login-failures-per-user}
 * failures waits after the latest failure; default 1s
 * @param loginMaxDelay the longest wait after a failure, however many there were; default
 * 1m
 * @param loginThrottleWindow how long after a user id's latest failure its failures are
 * forgotten (longer than {@code login-max-delay}); default 15m
 * @param passwordChecks the most password hashes checked at once by this node (the rest
 * wait their turn); default 0, half the processors (at least one), so that a login storm
 * leaves the other half to trading
 * @param passwordCheckWait how long a login waits for its turn before it is refused as
 * busy (503); default 10s
 * @param passwordCheckQueue the most logins waiting for a turn on this node (each holds a
 * request thread, so keep it well below {@code server.tomcat.threads.max}); more are
 * refused as busy at once; default 100
 * @param passwordCacheSize the most users whose password, once found right, signs them in
 * again without the slow hash check ({@code VerifiedPasswords}); 0 checks every password
 * with the hash; default 10,000
 * @param passwordCacheExpiry how long a password found right is remembered; default 10m
 */
@ConfigurationProperties("trade")
@Validated
public record TradeLimits(@DefaultValue("1000000") @Positive @Max(Long.MAX_VALUE) double maxOrderQuantity,
		@DefaultValue("true") boolean requireFunds, @DefaultValue("1MB") DataSize maxRequestSize,
		@DefaultValue("5") @Positive int loginFailuresPerUser,
		@DefaultValue("1s") @DurationMin(nanos = 1) Duration loginDelay, @DefaultValue("1m") Duration loginMaxDelay,
		@DefaultValue("15m") Duration loginThrottleWindow, @DefaultValue("0") @PositiveOrZero int passwordChecks,
		@DefaultValue("10s") @DurationMin(nanos = 0) Duration passwordCheckWait,
		@DefaultValue("100") @PositiveOrZero int passwordCheckQueue,
		@DefaultValue("10000") @PositiveOrZero int passwordCacheSize,
		@DefaultValue("10m") @DurationMin(nanos = 1) Duration passwordCacheExpiry) {

	/** The login delays are in order. */
	@AssertTrue(message = "login-delay must be at most login-max-delay, which must be shorter than "
			+ "login-throttle-window")
	boolean isLoginDelaysInOrder() {
		return this.loginMaxDelay.compareTo(this.loginDelay) >= 0
				&& this.loginThrottleWindow.compareTo(this.loginMaxDelay) > 0;
	}

	/** All defaults. */
	public static TradeLimits defaults() {
		return new Binder().bindOrCreate("trade", TradeLimits.class);
	}

	/**
	 * The password checks at once in force: the configured number, or half the processors
	 * (at least one).
	 */
	public int passwordChecksOrDefault() {
		return (this.passwordChecks > 0) ? this.passwordChecks
				: Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
	}

	/**
	 * How long after its latest failure the next login of a user id with this many
	 * failures waits: nothing below {@code login-failures-per-user}, then
	 * {@code login-delay} doubled for each further failure, at most
	 * {@code login-max-delay}.
	 */
	public Duration loginDelayAfter(int failures) {
		if (failures < this.loginFailuresPerUser) {
			return Duration.ZERO;
		}
		int doublings = Math.min(failures - this.loginFailuresPerUser, 40);
		Duration delay = this.loginDelay.multipliedBy(1L << doublings);
		return (delay.compareTo(this.loginMaxDelay) < 0) ? delay : this.loginMaxDelay;
	}

}
