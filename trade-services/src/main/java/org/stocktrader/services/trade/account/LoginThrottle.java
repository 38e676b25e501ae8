package org.stocktrader.services.trade.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.stocktrader.dal.account.Credential;
import org.stocktrader.dal.account.LoginFailureRepository;
import org.stocktrader.services.trade.BusyException;
import org.stocktrader.services.trade.ThrottledException;
import org.stocktrader.services.trade.TradeLimits;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Checks logins so that a guesser is slowed down and the real user is not locked out.
 * <ul>
 * <li>Failed logins are counted per user id in the database
 * ({@link LoginFailureRepository}), so every node sees the same count. After
 * {@code trade.login-failures-per-user} failures, the next attempt for that user id is
 * checked only {@code trade.login-delay} after the latest failure, and the delay doubles
 * with every further failure up to {@code trade.login-max-delay}; an attempt inside the
 * delay is refused without checking ({@link ThrottledException}, 429 with
 * {@code Retry-After}) and counts as nothing. A correct password after the delay signs in
 * and clears the count.</li>
 * <li>Nothing is counted per client address: an address can be a whole office, a
 * carrier's NAT or a trusted web tier sending all its users' logins, and a limit there
 * would refuse every user behind it. What bounds a guesser spraying many user ids is the
 * rate of password checks below.</li>
 * <li>At most {@code trade.password-checks} password hashes (the slow BCrypt rounds) are
 * checked at once on this node (a fair semaphore); at most
 * {@code trade.password-check-queue} more wait their turn, each for at most
 * {@code trade.password-check-wait}, and the rest are refused as busy (503) at once. A
 * login storm so neither takes every processor nor every request thread from
 * trading.</li>
 * </ul>
 * The failures are read and recorded while the turn is held, so the concurrent attempts
 * for one user id that read the same count are at most the turns of the nodes.
 */
@Component
public class LoginThrottle {

	private final LoginFailureRepository failures;

	private final TradeLimits limits;

	private final Clock clock;

	private final Semaphore checks;

	private final int mostInProgress;

	/** Logins checking or waiting for a turn. */
	private final AtomicInteger inProgress = new AtomicInteger();

	LoginThrottle(LoginFailureRepository failures, TradeLimits limits, ObjectProvider<Clock> clock) {
		this.failures = failures;
		this.limits = limits;
		this.clock = clock.getIfAvailable(Clock::systemUTC);
		this.checks = new Semaphore(limits.passwordChecksOrDefault(), true);
		this.mostInProgress = limits.passwordChecksOrDefault() + limits.passwordCheckQueue();
	}

	/**
	 * Checks a login in its turn: whether the user id is let in now, and if so whether
	 * the password matches.
	 * @param userId the user id, validated
	 * @param passwordMatches whether the password matches the stored hash ({@code null}
	 * for an unknown user id, which never matches but is checked all the same)
	 * @return whether the login succeeded
	 * @throws ThrottledException when the user id must wait
	 * @throws BusyException when too many logins wait already, or no turn came within
	 * {@code trade.password-check-wait}
	 */
	boolean check(String userId, Predicate<String> passwordMatches) {
		acquireTurn();
		try {
			Instant now = this.clock.instant();
			Credential credential = this.failures.find(userId, now.minus(this.limits.loginThrottleWindow()));
			Duration wait = waitBefore(credential, now);
			if (wait.isPositive()) {
				throw new ThrottledException(wait);
			}
			if (!passwordMatches.test(credential.passwordHash())) {
				Instant failedAt = this.clock.instant();
				this.failures.recordFailure(userId, failedAt, failedAt.minus(this.limits.loginThrottleWindow()));
				return false;
			}
			if (credential.failures() > 0) {
				this.failures.clear(userId);
			}
			return true;
		}
		finally {
			this.checks.release();
			this.inProgress.decrementAndGet();
		}
	}

	/** Logins checking or waiting for a turn now. */
	int inProgress() {
		return this.inProgress.get();
	}

	private void acquireTurn() {
		if (this.inProgress.incrementAndGet() <= this.mostInProgress) {
			try {
				if (this.checks.tryAcquire(this.limits.passwordCheckWait().toNanos(), TimeUnit.NANOSECONDS)) {
					return;
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
		this.inProgress.decrementAndGet();
		throw new BusyException("Too many sign-ins at once; try again in a moment.");
	}

	private Duration waitBefore(Credential credential, Instant now) {
		if (credential.lastFailure() == null) {
			return Duration.ZERO;
		}
		Instant allowedAt = credential.lastFailure().plus(this.limits.loginDelayAfter(credential.failures()));
		return now.isBefore(allowedAt) ? Duration.between(now, allowedAt) : Duration.ZERO;
	}

}
