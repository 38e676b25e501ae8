package org.stocktrader.services.trade.account;

import java.math.BigDecimal;
import java.util.Optional;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.services.trade.DuplicateUserException;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.PasswordChange;
import org.stocktrader.services.trade.TradeProperties;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

/**
 * Credentials and accounts: registration, sign-in and sign-out, the profile and its
 * password. No transactions: each write is one statement, and the slow password hash is
 * checked holding no pooled connection.
 */
@Service
public class Credentials {

	private final AccountRepository accounts;

	private final PasswordEncoder passwordEncoder;

	private final VerifiedPasswords verifiedPasswords;

	private final TradeProperties properties;

	private final LoginThrottle loginThrottle;

	private final ApplicationEventPublisher events;

	/** Checked against when the user is unknown, so that case costs a hash check too. */
	private final String unknownUserHash;

	Credentials(AccountRepository accounts, PasswordEncoder passwordEncoder, VerifiedPasswords verifiedPasswords,
			TradeProperties properties, LoginThrottle loginThrottle, ApplicationEventPublisher events) {
		this.accounts = accounts;
		this.passwordEncoder = passwordEncoder;
		this.verifiedPasswords = verifiedPasswords;
		this.properties = properties;
		this.loginThrottle = loginThrottle;
		this.events = events;
		this.unknownUserHash = passwordEncoder.encode("no such user");
	}

	/**
	 * Returns the account with its true login count after this login (.NET StockTrader
	 * returned one more than stored; we do not copy that). No transaction: the hash is
	 * read in one statement, checked (the slow BCrypt round) holding no pooled
	 * connection, and the login counted in one update. Failed logins slow down further
	 * attempts for the user id, and password checks take turns ({@link LoginThrottle}).
	 * @param userId the user
	 * @param password the password typed
	 * @return the account, empty for an unknown user or a wrong password
	 */
	public Optional<Account> login(String userId, String password) {
		return checkPassword(userId, password).flatMap(this.accounts::recordLogin);
	}

	/**
	 * As {@link #login}, with the login counted, the home page's account and holdings
	 * read and the executed orders reported in one statement after the password check.
	 * @param userId the user
	 * @param password the password typed
	 * @return the signed-in user's summary, empty for an unknown user or a wrong password
	 */
	public Optional<SignedIn> signIn(String userId, String password) {
		return checkPassword(userId, password)
			.flatMap((id) -> this.accounts.recordLoginWithSummary(id, this.properties.maxQueryHoldings()));
	}

	/**
	 * Checks the password as a login does (throttled alike, the slow hash check holding
	 * no pooled connection), without counting a login.
	 * @param userId the user
	 * @param password the password typed
	 * @return whether it is the user's password
	 */
	public boolean isPasswordOf(String userId, String password) {
		return checkPassword(userId, password).isPresent();
	}

	/**
	 * Counts a logout.
	 * @param userId the user
	 */
	public void logout(String userId) {
		String id = Inputs.userId(userId);
		if (!this.accounts.recordLogout(id)) {
			throw NotFoundException.user(id);
		}
	}

	/**
	 * Opens the profile and the account in one statement (so no transaction), with
	 * {@code logins} logins counted: a user id taken, even concurrently, fails it with a
	 * duplicate key and inserts nothing. One password hash: registering and signing in at
	 * once does not check the password just stored again (a second BCrypt round would
	 * prove nothing).
	 * @param registration the new user
	 * @param logins the logins counted: 0, or 1 to sign in at once
	 * @return the new account
	 */
	public Account register(Registration registration, int logins) {
		if (registration == null) {
			throw new InvalidInputException("A registration is required.");
		}
		String id = Inputs.newUserId(registration.userId());
		String password = Inputs.password(registration.password());
		BigDecimal openBalance = Inputs.balance(registration.openBalance(), "opening balance");
		AccountProfile profile = new AccountProfile(id, null, Inputs.requiredText(registration.fullName(), "full name"),
				Inputs.requiredText(registration.address(), "address"), Inputs.email(registration.email()),
				Inputs.creditCard(registration.creditCard()));
		AccountProfile hashed = new AccountProfile(id, this.passwordEncoder.encode(password), profile.fullName(),
				profile.address(), profile.email(), profile.creditCard());
		try {
			return this.accounts.create(hashed, openBalance, logins);
		}
		catch (DuplicateKeyException ex) {
			throw new DuplicateUserException(id);
		}
	}

	/**
	 * Updates the personal data; an empty password keeps the current one, so a profile
	 * read (which carries an empty password) can be sent back unchanged. A new password
	 * is announced ({@link PasswordChange}), so the user's sessions end.
	 * @param profile the new data
	 * @return the stored profile, without password
	 */
	public AccountProfile updateProfile(AccountProfile profile) {
		if (profile == null) {
			throw new InvalidInputException("A profile is required.");
		}
		String id = Inputs.userId(profile.userId());
		String fullName = Inputs.requiredText(profile.fullName(), "full name");
		String address = Inputs.requiredText(profile.address(), "address");
		String email = Inputs.email(profile.email());
		String creditCard = Inputs.creditCard(profile.creditCard());
		String password = (profile.password() == null || profile.password().isEmpty()) ? null
				: this.passwordEncoder.encode(Inputs.password(profile.password()));
		AccountProfile update = new AccountProfile(id, password, fullName, address, email, creditCard);
		AccountProfile updated = this.accounts.updateProfile(update).orElseThrow(() -> NotFoundException.user(id));
		if (password != null) {
			this.events.publishEvent(new PasswordChange(id));
		}
		return updated.withoutPassword();
	}

	/**
	 * The user id, checked, when the password is the user's: the hash (and the user id's
	 * failed logins) read in one statement and checked (the slow BCrypt round, unless
	 * {@link VerifiedPasswords} found this password right lately) holding no pooled
	 * connection; empty for an unknown user or a wrong password, which are counted.
	 */
	private Optional<String> checkPassword(String userId, String password) {
		String id = Inputs.userId(userId);
		String plain = (password != null) ? password.trim() : "";
		// an over-long password cannot have been registered, but is checked all the same
		// so that the answer takes as long as any other
		boolean acceptable = plain.length() <= Inputs.MAX_PASSWORD && plain.chars().noneMatch(Character::isISOControl);
		boolean signedIn = this.loginThrottle.check(id, (hash) -> {
			if (hash == null || !acceptable) {
				this.passwordEncoder.matches("", (hash != null) ? hash : this.unknownUserHash);
				return false;
			}
			return this.verifiedPasswords.matches(plain, hash);
		});
		return signedIn ? Optional.of(id) : Optional.empty();
	}

}
