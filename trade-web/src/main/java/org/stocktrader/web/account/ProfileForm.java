package org.stocktrader.web.account;

import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.services.trade.InvalidInputException;

/**
 * The profile update form. An empty password keeps the current one; a new one needs the
 * current one.
 *
 * @param fullName the full name
 * @param address the postal address
 * @param email the email address
 * @param creditCard the credit card number
 * @param password a new password, or empty
 * @param confirmPassword the new password again
 * @param currentPassword the current password, needed to change it
 */
public record ProfileForm(String fullName, String address, String email, String creditCard, String password,
		String confirmPassword, String currentPassword) {

	static ProfileForm of(AccountProfile profile) {
		return new ProfileForm(profile.fullName(), profile.address(), profile.email(), profile.creditCard(), "", "",
				"");
	}

	/**
	 * The update for the service, or an {@link InvalidInputException} saying what is
	 * wrong.
	 */
	AccountProfile toProfile(String userId) {
		String newPassword = (this.password != null) ? this.password : "";
		String confirmation = (this.confirmPassword != null) ? this.confirmPassword : "";
		if (!newPassword.equals(confirmation)) {
			throw new InvalidInputException("The new password and its confirmation do not match. Nothing was changed.");
		}
		return new AccountProfile(userId, newPassword.isEmpty() ? null : newPassword, orEmpty(this.fullName),
				orEmpty(this.address), orEmpty(this.email), orEmpty(this.creditCard));
	}

	/**
	 * The current password as typed, or empty.
	 * @return the current password
	 */
	String current() {
		return orEmpty(this.currentPassword);
	}

	/**
	 * Whether this update changes the password: a new one with the current one (a new one
	 * without it must be the current one, as the original products' forms send it back).
	 * @return whether the password changes
	 */
	boolean changesPassword() {
		return !orEmpty(this.password).isEmpty() && !current().isEmpty();
	}

	/** The form to show again: passwords are never echoed. */
	ProfileForm withoutPasswords() {
		return new ProfileForm(this.fullName, this.address, this.email, this.creditCard, "", "", "");
	}

	/**
	 * Null as empty; the service trims spaces itself, after refusing control characters
	 * (which {@code String.trim} would silently drop).
	 */
	private static String orEmpty(String value) {
		return (value != null) ? value : "";
	}

}
