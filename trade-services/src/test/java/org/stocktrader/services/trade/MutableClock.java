package org.stocktrader.services.trade;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * A clock that stands still until a test moves it on; as a bean ({@link Config}) it is
 * the clock of the login throttle.
 */
public final class MutableClock extends Clock {

	private volatile Instant now = Instant.parse("2026-01-05T09:00:00Z");

	public void advance(Duration duration) {
		this.now = this.now.plus(duration);
	}

	@Override
	public Instant instant() {
		return this.now;
	}

	@Override
	public ZoneId getZone() {
		return ZoneOffset.UTC;
	}

	@Override
	public Clock withZone(ZoneId zone) {
		throw new UnsupportedOperationException("a test clock in UTC only");
	}

	@TestConfiguration(proxyBeanMethods = false)
	public static class Config {

		@Bean
		MutableClock clock() {
			return new MutableClock();
		}

	}

}
