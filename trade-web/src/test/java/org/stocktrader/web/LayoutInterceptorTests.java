package org.stocktrader.web;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The layout's date is formatted once a day and follows the clock across midnight. */
class LayoutInterceptorTests {

	@Test
	void todayIsFormattedOnceADayAndChangesAtMidnight() {
		Instant midnight = LocalDate.of(2026, 11, 23).atStartOfDay(Formats.ZONE).toInstant();
		MovableClock clock = new MovableClock(midnight.minusSeconds(2));
		LayoutInterceptor layout = new LayoutInterceptor(null, null, clock);
		String evening = layout.today();
		assertThat(evening).isEqualTo("Sunday, November 22, 2026");
		clock.now = midnight.minusSeconds(1);
		assertThat(layout.today()).isSameAs(evening);
		clock.now = midnight;
		assertThat(layout.today()).isEqualTo("Monday, November 23, 2026");
		// a clock set back is followed too
		clock.now = midnight.minusSeconds(1);
		assertThat(layout.today()).isEqualTo("Sunday, November 22, 2026");
	}

	private static final class MovableClock extends Clock {

		private Instant now;

		MovableClock(Instant now) {
			this.now = now;
		}

		@Override
		public Instant instant() {
			return this.now;
		}

		@Override
		public ZoneId getZone() {
			return Formats.ZONE;
		}

		@Override
		public Clock withZone(ZoneId zone) {
			throw new UnsupportedOperationException();
		}

	}

}
