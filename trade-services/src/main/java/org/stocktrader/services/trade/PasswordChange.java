package org.stocktrader.services.trade;

/**
 * Published when a user's password has changed, after the change is stored: every
 * signed-in session of that user ends (the pages' and the REST API's, on every node).
 *
 * @param userId the user whose password changed
 */
public record PasswordChange(String userId) {

	/** Why a password change was refused. */
	public static final String REFUSED = "To change the password, enter your current password correctly. "
			+ "Nothing was changed.";

}
