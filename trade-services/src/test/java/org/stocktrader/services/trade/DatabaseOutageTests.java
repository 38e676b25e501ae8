package org.stocktrader.services.trade;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

import org.junit.jupiter.api.Test;

import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.CannotGetJdbcConnectionException;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.transaction.CannotCreateTransactionException;

import static org.assertj.core.api.Assertions.assertThat;

class DatabaseOutageTests {

	@Test
	void noConnectionFromThePoolIsAnOutage() {
		assertThat(DatabaseOutage.isOutage(new CannotGetJdbcConnectionException("no connection",
				new SQLTransientConnectionException("Connection is not available, request timed out"))))
			.isTrue();
	}

	@Test
	void aTransactionThatCannotBeginIsAnOutage() {
		assertThat(DatabaseOutage.isOutage(new CannotCreateTransactionException("begin",
				new SQLTransientConnectionException("Connection is not available"))))
			.isTrue();
	}

	@Test
	void aBrokenConnectionOrADemotedPrimaryIsAnOutageWhateverSpringCallsIt() {
		assertThat(DatabaseOutage
			.isOutage(new UncategorizedSQLException("insert", "insert", new SQLException("I/O error", "08006"))))
			.isTrue();
		assertThat(DatabaseOutage.isOutage(new UncategorizedSQLException("update", "update",
				new SQLException("cannot execute UPDATE in a read-only transaction", "25006"))))
			.isTrue();
		assertThat(DatabaseOutage.isOutage(new IllegalStateException("wrapped",
				new SQLException("terminating connection due to administrator command", "57P01"))))
			.isTrue();
	}

	@Test
	void aBugOrABrokenRuleIsNotAnOutage() {
		assertThat(DatabaseOutage.isOutage(new IllegalStateException("bug"))).isFalse();
		assertThat(DatabaseOutage.isOutage(new DuplicateKeyException("duplicate"))).isFalse();
		assertThat(DatabaseOutage.isOutage(
				new DataIntegrityViolationException("check", new SQLException("violates check constraint", "23514"))))
			.isFalse();
		assertThat(DatabaseOutage
			.isOutage(new UncategorizedSQLException("select", "select", new SQLException("syntax error", "42601"))))
			.isFalse();
	}

}
