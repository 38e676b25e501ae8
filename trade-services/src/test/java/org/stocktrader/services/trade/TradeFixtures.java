package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicInteger;

import org.stocktrader.dal.account.Registration;

/** Test data builders; every user id and symbol is unique within a test JVM. */
public final class TradeFixtures {

	private static final AtomicInteger sequence = new AtomicInteger();

	private TradeFixtures() {
	}

	public static RegistrationBuilder aRegistration() {
		return new RegistrationBuilder("u:" + sequence.incrementAndGet());
	}

	/** A fresh symbol, not created yet. */
	public static String aSymbol() {
		return "t:" + sequence.incrementAndGet();
	}

	public static final class RegistrationBuilder {

		private String userId;

		private String password = "xxx";

		private BigDecimal openBalance = new BigDecimal("10000.00");

		private RegistrationBuilder(String userId) {
			this.userId = userId;
		}

		public RegistrationBuilder userId(String userId) {
			this.userId = userId;
			return this;
		}

		public RegistrationBuilder password(String password) {
			this.password = password;
			return this;
		}

		public RegistrationBuilder openBalance(String openBalance) {
			this.openBalance = new BigDecimal(openBalance);
			return this;
		}

		public Registration build() {
			return new Registration(this.userId, this.password, "Test " + this.userId, "1 Oak St.",
					this.userId + "@example.com", "1234-5678", this.openBalance);
		}

	}

}
