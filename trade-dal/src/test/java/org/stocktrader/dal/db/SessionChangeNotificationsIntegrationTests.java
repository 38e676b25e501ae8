package org.stocktrader.dal.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The session change notifications of the migrations V11 and V12 on a real PostgreSQL, as
 * a listening node hears them: a change of a session's attributes, id, timeout or
 * principal, and its end, is announced with its id (the old one for a new id) and the
 * writing connection's name; a write of the last-access time alone is announced to
 * nobody.
 */
class SessionChangeNotificationsIntegrationTests {

	private static final String CHANNEL = "trade_session_changed";

	private static final int DEADLINE_MILLIS = 30_000;

	/** The writing connection's {@code application_name}, as a node names its pool's. */
	private static final String WRITER = "stocktrader test-writer";

	private Connection listener;

	private Connection writer;

	@BeforeEach
	void connect() throws SQLException {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		this.listener = dataSource.getConnection();
		this.writer = dataSource.getConnection();
		this.writer.setClientInfo("ApplicationName", WRITER);
		try (Statement statement = this.listener.createStatement()) {
			statement.execute("listen " + CHANNEL);
		}
	}

	@AfterEach
	void close() throws SQLException {
		this.listener.close();
		this.writer.close();
	}

	@Test
	void attributeChangesAreAnnouncedWithTheSessionsIdAndTheWritersName() throws SQLException {
		String id = UUID.randomUUID().toString();
		insertSession(id);
		assertThat(announced()).isEmpty();

		insertAttribute(id, "user");
		assertThat(announced()).containsExactly(fromWriter(id));
		insertAttribute(id, "orders");
		// two rows in one statement: PostgreSQL delivers a notification once per
		// transaction
		execute("update spring_session_attributes set attribute_bytes = '\\x02' where session_primary_id = ?", id);
		execute("delete from spring_session_attributes where session_primary_id = ? and attribute_name = 'orders'", id);
		assertThat(announced()).containsExactly(fromWriter(id), fromWriter(id), fromWriter(id));
	}

	@Test
	void aNewIdIsAnnouncedUnderTheOldOneAndAWriteOfTheAccessTimeAloneIsNot() throws SQLException {
		String id = UUID.randomUUID().toString();
		insertSession(id);
		String newId = UUID.randomUUID().toString();

		execute("update spring_session set last_access_time = 1, expiry_time = 1800001 where primary_id = ?", id);
		assertThat(announced()).isEmpty();
		execute("update spring_session set session_id = ? where primary_id = ?", newId, id);
		assertThat(announced()).containsExactly(fromWriter(id));
		execute("update spring_session set principal_name = 'uid:1' where primary_id = ?", id);
		assertThat(announced()).containsExactly(fromWriter(newId));
	}

	@Test
	void anEndedSessionIsAnnouncedOnce() throws SQLException {
		String id = UUID.randomUUID().toString();
		insertSession(id);
		insertAttribute(id, "user");
		insertAttribute(id, "orders");
		assertThat(announced()).hasSize(2);

		execute("delete from spring_session where primary_id = ?", id);

		// its attributes go with it, announced by nobody
		assertThat(announced()).containsExactly(fromWriter(id));
	}

	private void insertSession(String id) throws SQLException {
		// primary and session id alike, as a session's ids are before they change
		execute("insert into spring_session (primary_id, session_id, creation_time, last_access_time,"
				+ " max_inactive_interval, expiry_time) values (?, ?, 0, 0, 1800, 1800000)", id, id);
	}

	private void insertAttribute(String id, String name) throws SQLException {
		execute("insert into spring_session_attributes (session_primary_id, attribute_name, attribute_bytes)"
				+ " values (?, ?, '\\x01')", id, name);
	}

	private void execute(String sql, String... parameters) throws SQLException {
		try (PreparedStatement statement = this.writer.prepareStatement(sql)) {
			for (int i = 0; i < parameters.length; i++) {
				statement.setString(i + 1, parameters[i]);
			}
			statement.executeUpdate();
		}
	}

	/** The payload announcing a change of a session by the writing connection. */
	private static String fromWriter(String sessionId) {
		return sessionId + " " + WRITER;
	}

	/**
	 * The notifications' payloads since the last call, in order: those the listener hears
	 * before a marker the writer announces now.
	 */
	private List<String> announced() throws SQLException {
		String marker = UUID.randomUUID().toString();
		try (PreparedStatement statement = this.writer.prepareStatement("select pg_notify(?, ?)")) {
			statement.setString(1, CHANNEL);
			statement.setString(2, marker);
			statement.execute();
		}
		List<String> payloads = new ArrayList<>();
		long deadline = System.currentTimeMillis() + DEADLINE_MILLIS;
		while (System.currentTimeMillis() < deadline) {
			PGNotification[] notifications = this.listener.unwrap(PGConnection.class).getNotifications(1000);
			for (PGNotification notification : (notifications != null) ? notifications : new PGNotification[0]) {
				if (notification.getParameter().equals(marker)) {
					return payloads;
				}
				payloads.add(notification.getParameter());
			}
		}
		return fail("the marker was not heard within " + DEADLINE_MILLIS + " ms");
	}

}
