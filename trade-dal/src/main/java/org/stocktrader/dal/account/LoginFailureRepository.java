package org.stocktrader.dal.account;

import java.time.Instant;

import org.stocktrader.dal.db.Timestamps;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Failed logins per user id (LOGIN_FAILURE), in the database so that every node counts
 * the same failures. A login reads them in the statement that reads the password hash, so
 * a login of a user without failures costs no statement more.
 */
@Repository
public class LoginFailureRepository {

	/** The most forgotten rows one failure's statement deletes. */
	static final int FORGOTTEN_PER_FAILURE = 100;

	private final JdbcClient jdbc;

	public LoginFailureRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * The password hash of a user id (none for an unknown one) and its failed logins
	 * since {@code forgetBefore}, in one statement.
	 */
	public Credential find(String userId, Instant forgetBefore) {
		return this.jdbc.sql("""
				select p.password, f.failures, f.last_failure
				from (values (cast(:userId as varchar))) as k (userid)
				left join accountprofile p on p.userid = k.userid
				left join login_failure f on f.userid = k.userid and f.last_failure >= :forgetBefore
				""")
			.param("userId", userId)
			.param("forgetBefore", Timestamps.parameter(forgetBefore))
			.query((rs, row) -> new Credential(userId, rs.getString("password"), rs.getInt("failures"),
					Timestamps.instant(rs, "last_failure")))
			.single();
	}

	/**
	 * Counts a failed login of a user id at {@code now} (the first one again when the
	 * earlier ones are older than {@code forgetBefore}) and deletes a few other user ids'
	 * forgotten failures, in one statement.
	 * @return the failures now counted
	 */
	public int recordFailure(String userId, Instant now, Instant forgetBefore) {
		return this.jdbc.sql("""
				with forgotten as (
					delete from login_failure
					where userid in (
						select userid from login_failure
						where last_failure < :forgetBefore and userid <> :userId
						limit :forgottenPerFailure
						for update skip locked
					)
				)
				insert into login_failure as f (userid, failures, last_failure)
				values (:userId, 1, :now)
				on conflict (userid) do update
					set failures = case when f.last_failure < :forgetBefore then 1 else f.failures + 1 end,
						last_failure = greatest(f.last_failure, excluded.last_failure)
				returning failures
				""")
			.param("userId", userId)
			.param("now", Timestamps.parameter(now))
			.param("forgetBefore", Timestamps.parameter(forgetBefore))
			.param("forgottenPerFailure", FORGOTTEN_PER_FAILURE)
			.query(Integer.class)
			.single();
	}

	/** Forgets a user id's failed logins (after a successful login). */
	public void clear(String userId) {
		this.jdbc.sql("""
				delete from login_failure
				where userid = :userId
				""").param("userId", userId).update();
	}

}
