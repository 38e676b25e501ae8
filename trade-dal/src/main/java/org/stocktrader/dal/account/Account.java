package org.stocktrader.dal.account;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A trading account: the ACCOUNT row of the original schemas.
 *
 * @param accountId the account key
 * @param userId the owner's user id (ACCOUNT.PROFILE_USERID)
 * @param creationDate when the account was opened
 * @param lastLogin the last successful login, {@code null} before the first
 * @param loginCount successful logins
 * @param logoutCount logouts
 * @param balance the cash balance
 * @param openBalance the cash balance the account was opened with
 */
public record Account(int accountId, String userId, Instant creationDate, Instant lastLogin, int loginCount,
		int logoutCount, BigDecimal balance, BigDecimal openBalance) {

}
