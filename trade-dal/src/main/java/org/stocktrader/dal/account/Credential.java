package org.stocktrader.dal.account;

import java.time.Instant;

/**
 * What a login is checked against, read in one statement: the user's password hash and
 * the user id's failed logins not yet forgotten.
 *
 * @param userId the user id
 * @param passwordHash the stored hash, or {@code null} when there is no such user
 * @param failures failed logins since the last successful one (0 when none are
 * remembered)
 * @param lastFailure when the latest of them was, or {@code null} when none
 */
public record Credential(String userId, String passwordHash, int failures, Instant lastFailure) {

}
