package org.stocktrader.dal.account;

/**
 * The personal data of a user: the ACCOUNTPROFILE row. {@code password} is the stored
 * hash when read from the database and the plain password when a caller submits an
 * update.
 *
 * @param userId the user id (primary key)
 * @param password the password hash, or a new plain password in an update
 * @param fullName the full name
 * @param address the postal address
 * @param email the email address
 * @param creditCard the credit card number
 */
public record AccountProfile(String userId, String password, String fullName, String address, String email,
		String creditCard) {

	/**
	 * The profile as it leaves the service: without the password or its hash (an empty
	 * password).
	 * @return the profile with an empty password
	 */
	public AccountProfile withoutPassword() {
		return new AccountProfile(this.userId, "", this.fullName, this.address, this.email, this.creditCard);
	}

}
