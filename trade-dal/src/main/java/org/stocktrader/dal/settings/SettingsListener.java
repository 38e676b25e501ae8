package org.stocktrader.dal.settings;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Listens on {@link LiveSettingRepository#CHANNEL} on a connection of its own, opened
 * with the pool's settings but outside the pool (a listening connection is never
 * returned), and runs a callback for each batch of announcements and once after every
 * (re)connection, so that a change announced while it was away is read then. A lost
 * connection is reopened after a pause. Deliberately small and self-contained, so that it
 * can move onto a shared listener of the data layer.
 */
public final class SettingsListener {

	private static final Logger logger = LoggerFactory.getLogger(SettingsListener.class);

	private final HikariDataSource pool;

	private final Runnable onChange;

	private final Duration wait;

	private volatile boolean running;

	private volatile Connection connection;

	private Thread thread;

	private SettingsListener(HikariDataSource pool, Runnable onChange, Duration wait) {
		this.pool = pool;
		this.onChange = onChange;
		this.wait = wait;
	}

	/**
	 * A listener on the data source's database, or {@code null} when the data source is
	 * not a Hikari pool whose settings can be reused.
	 * @param dataSource the application's data source
	 * @param onChange what to run when settings are announced (and after connecting)
	 * @param wait the longest time to block waiting for an announcement, and the pause
	 * before reconnecting
	 * @return the listener, not started
	 */
	public static SettingsListener on(DataSource dataSource, Runnable onChange, Duration wait) {
		try {
			if (dataSource.isWrapperFor(HikariDataSource.class)) {
				return new SettingsListener(dataSource.unwrap(HikariDataSource.class), onChange, wait);
			}
		}
		catch (SQLException ex) {
			logger.debug("Cannot unwrap the data source: {}", ex.getMessage());
		}
		return null;
	}

	public synchronized void start() {
		this.running = true;
		this.thread = Thread.ofPlatform().daemon().name("settings-listener").start(this::listen);
	}

	/**
	 * Stops listening: closes the listening connection (so that the database can be
	 * dropped or shut down at once) and waits for the thread a few seconds.
	 */
	public synchronized void stop() {
		this.running = false;
		Thread listening = this.thread;
		if (listening == null) {
			return;
		}
		listening.interrupt();
		closeQuietly(this.connection);
		try {
			listening.join(Duration.ofSeconds(5));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		this.thread = null;
	}

	private void listen() {
		int waitMillis = Math.toIntExact(Math.max(1, this.wait.toMillis()));
		boolean warned = false;
		while (this.running) {
			try (Connection connection = connect()) {
				this.connection = connection;
				if (!this.running) {
					return;
				}
				try (Statement statement = connection.createStatement()) {
					statement.execute("listen " + LiveSettingRepository.CHANNEL);
				}
				if (warned) {
					logger.info("Listening for live settings again");
					warned = false;
				}
				this.onChange.run();
				PGConnection notifications = connection.unwrap(PGConnection.class);
				while (this.running) {
					PGNotification[] received = notifications.getNotifications(waitMillis);
					if (received != null && received.length > 0) {
						this.onChange.run();
					}
				}
			}
			catch (SQLException ex) {
				if (!this.running) {
					return;
				}
				if (!warned) {
					logger.warn("Not listening for live settings ({}); other nodes' changes arrive when reconnected",
							ex.getMessage());
					warned = true;
				}
				pause(waitMillis);
			}
		}
	}

	private Connection connect() throws SQLException {
		Properties properties = new Properties();
		if (this.pool.getUsername() != null) {
			properties.setProperty("user", this.pool.getUsername());
		}
		if (this.pool.getPassword() != null) {
			properties.setProperty("password", this.pool.getPassword());
		}
		properties.setProperty("ApplicationName", "stocktrader settings listener");
		properties.setProperty("tcpKeepAlive", "true");
		Connection connection = new Driver().connect(this.pool.getJdbcUrl(), properties);
		if (connection == null) {
			throw new SQLException("Not a PostgreSQL URL: " + this.pool.getJdbcUrl());
		}
		return connection;
	}

	private static void closeQuietly(Connection connection) {
		if (connection == null) {
			return;
		}
		try {
			connection.close();
		}
		catch (SQLException ex) {
			logger.debug("Closing the settings listener's connection: {}", ex.getMessage());
		}
	}

	private void pause(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			this.running = false;
		}
	}

}
