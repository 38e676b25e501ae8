package org.stocktrader.web.welcome;

import java.math.BigDecimal;

import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.InvalidInputException;

/**
 * The registration form as submitted.
 *
 * @param fullName the full name
 * @param address the postal address
 * @param email the email address
 * @param userId the wanted user id
 * @param password the password
 * @param confirmPassword the password again
 * @param openBalance the opening balance, as typed
 * @param creditCard the credit card number
 */
public record RegisterForm(String fullName, String address, String email, String userId, String password,
		String confirmPassword, String openBalance, String creditCard) {

	static final String DEFAULT_OPEN_BALANCE = "100000";

	static RegisterForm empty() {
		return new RegisterForm("", "", "", "", "", "", DEFAULT_OPEN_BALANCE, "");
	}

	/** The registration, or an {@link InvalidInputException} saying what is wrong. */
	Registration toRegistration() {
		if (isBlank(this.userId) || isBlank(this.password)) {
			throw new InvalidInputException("Please enter a user ID and a password.");
		}
		if (!this.password.equals(this.confirmPassword)) {
			throw new InvalidInputException("The password and its confirmation do not match.");
		}
		BigDecimal balance = Inputs.parseAmount(this.openBalance, "opening balance", DEFAULT_OPEN_BALANCE);
		return new Registration(this.userId, this.password, orEmpty(this.fullName), orEmpty(this.address),
				orEmpty(this.email), orEmpty(this.creditCard), balance);
	}

	/** The form to show again after a refusal: the passwords are not echoed. */
	RegisterForm withoutPasswords() {
		return new RegisterForm(this.fullName, this.address, this.email, this.userId, "", "", this.openBalance,
				this.creditCard);
	}

	private static boolean isBlank(String value) {
		return value == null || value.isBlank();
	}

	/**
	 * Null as empty; the service trims spaces itself, after refusing control characters
	 * (which {@code String.trim} would silently drop).
	 */
	private static String orEmpty(String value) {
		return (value != null) ? value : "";
	}

}
