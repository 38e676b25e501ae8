package org.stocktrader.services.trade.account;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link VerifiedPasswords}: a password found right skips BCrypt until it expires; a
 * wrong one, another hash or a disabled cache always costs a BCrypt check.
 */
class VerifiedPasswordsTests {

	private final BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder(4);

	private final AtomicInteger bcryptChecks = new AtomicInteger();

	private final PasswordEncoder counting = new PasswordEncoder() {

		@Override
		public String encode(CharSequence rawPassword) {
			return VerifiedPasswordsTests.this.bcrypt.encode(rawPassword);
		}

		@Override
		public boolean matches(CharSequence rawPassword, String encodedPassword) {
			VerifiedPasswordsTests.this.bcryptChecks.incrementAndGet();
			return VerifiedPasswordsTests.this.bcrypt.matches(rawPassword, encodedPassword);
		}

	};

	private final AtomicLong nanos = new AtomicLong();

	private final String hash = this.bcrypt.encode("xxx");

	private VerifiedPasswords passwords(int size) {
		return new VerifiedPasswords(this.counting, size, Duration.ofMinutes(10), this.nanos::get);
	}

	@Test
	void aPasswordFoundRightIsNotHashedAgain() {
		VerifiedPasswords passwords = passwords(10);
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(this.bcryptChecks).hasValue(1);
	}

	@Test
	void aWrongPasswordIsAlwaysHashedAndNeverMatches() {
		VerifiedPasswords passwords = passwords(10);
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(passwords.matches("xxy", this.hash)).isFalse();
		assertThat(passwords.matches("xxy", this.hash)).isFalse();
		assertThat(passwords.matches("", this.hash)).isFalse();
		assertThat(this.bcryptChecks).hasValue(4);
	}

	@Test
	void aNewHashIsCheckedWithBcrypt() {
		VerifiedPasswords passwords = passwords(10);
		String changed = this.bcrypt.encode("new password");
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(passwords.matches("xxx", changed)).isFalse();
		assertThat(passwords.matches("new password", changed)).isTrue();
		assertThat(passwords.matches("new password", changed)).isTrue();
		assertThat(this.bcryptChecks).hasValue(3);
	}

	@Test
	void aPasswordIsHashedAgainOnceItsEntryExpires() {
		VerifiedPasswords passwords = passwords(10);
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		this.nanos.addAndGet(Duration.ofMinutes(10).minusSeconds(1).toNanos());
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(this.bcryptChecks).hasValue(1);
		this.nanos.addAndGet(Duration.ofSeconds(1).toNanos());
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(this.bcryptChecks).hasValue(2);
	}

	@Test
	void sizeZeroHashesEveryPassword() {
		VerifiedPasswords passwords = passwords(0);
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(passwords.matches("xxx", this.hash)).isTrue();
		assertThat(this.bcryptChecks).hasValue(2);
	}

}
