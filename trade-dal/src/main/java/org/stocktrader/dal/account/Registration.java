package org.stocktrader.dal.account;

import java.math.BigDecimal;

/**
 * A request to open a new account.
 *
 * @param userId the wanted user id
 * @param password the plain password
 * @param fullName the full name
 * @param address the postal address
 * @param email the email address
 * @param creditCard the credit card number
 * @param openBalance the opening cash balance, not negative
 */
public record Registration(String userId, String password, String fullName, String address, String email,
		String creditCard, BigDecimal openBalance) {

}
