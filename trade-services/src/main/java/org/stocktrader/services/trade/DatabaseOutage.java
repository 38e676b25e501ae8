package org.stocktrader.services.trade;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.time.Duration;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.RecoverableDataAccessException;
import org.springframework.dao.TransientDataAccessException;
import org.springframework.transaction.CannotCreateTransactionException;

/**
 * Whether a failure is the database being away for a while (no connection, a broken or
 * timed-out one, a server shutting down or read-only during a failover, a lock or
 * statement timeout, a serialization failure): every edge answers it as a
 * {@link Refusal#BUSY} with {@link #RETRY_AFTER}, a 503 with {@code Retry-After} on pages
 * and in REST problems and a {@code soap:Server} fault, so that a client retries rather
 * than reporting a server error. The exception itself propagates from the data layer
 * untouched; only the edges ask this class.
 */
public final class DatabaseOutage {

	/** How long a client is asked to wait before trying again. */
	public static final Duration RETRY_AFTER = Duration.ofSeconds(5);

	/** What the client is told. */
	public static final String MESSAGE = "The database is unavailable for a moment; please try again shortly.";

	private DatabaseOutage() {
	}

	/**
	 * Whether the failure, or one of its causes, is a transient loss of the database.
	 * @param failure what a request failed with
	 * @return {@code true} when the same request may succeed once the database is back
	 */
	public static boolean isOutage(Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = (cause.getCause() != cause) ? cause.getCause() : null) {
			if (cause instanceof TransientDataAccessException || cause instanceof RecoverableDataAccessException
					|| cause instanceof DataAccessResourceFailureException
					|| cause instanceof CannotCreateTransactionException || cause instanceof SQLTransientException
					|| cause instanceof SQLRecoverableException
					|| cause instanceof SQLNonTransientConnectionException) {
				return true;
			}
			if (cause instanceof SQLException sql && isTransientState(sql.getSQLState())) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The {@code Retry-After} header's value.
	 * @return whole seconds
	 */
	public static String retryAfterSeconds() {
		return Long.toString(RETRY_AFTER.toSeconds());
	}

	/**
	 * PostgreSQL's SQLSTATEs of a database that is away or busy for a while: connection
	 * exceptions (class 08), insufficient resources (53), an administrator or crash
	 * shutdown or a server not accepting connections yet (57P01 to 57P03), a statement
	 * cancelled by its timeout (57014), a write on a server that became read-only (25006:
	 * a demoted primary), a serialization failure or deadlock (40001, 40P01) and a lock
	 * timeout (55P03).
	 */
	private static boolean isTransientState(String state) {
		if (state == null) {
			return false;
		}
		return state.startsWith("08") || state.startsWith("53") || state.equals("57P01") || state.equals("57P02")
				|| state.equals("57P03") || state.equals("57014") || state.equals("25006") || state.equals("40001")
				|| state.equals("40P01") || state.equals("55P03");
	}

}
