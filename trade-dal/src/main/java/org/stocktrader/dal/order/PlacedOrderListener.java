package org.stocktrader.dal.order;

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
 * Listens on {@link OrderRepository#PLACED_CHANNEL} on a connection of its own, opened
 * with the pool's settings but outside the pool (a listening connection is never
 * returned), and runs a callback for each batch of notifications, and once after every
 * (re)connection so that nothing announced while it was away is missed. A lost connection
 * is reopened after a pause; meanwhile the callers poll.
 */
public final class PlacedOrderListener {

	private static final Logger logger = LoggerFactory.getLogger(PlacedOrderListener.class);

	private final HikariDataSource pool;

	private final Runnable onPlaced;

	private final Duration wait;

	private volatile boolean running;

	private Thread thread;

	private PlacedOrderListener(HikariDataSource pool, Runnable onPlaced, Duration wait) {
		this.pool = pool;
		this.onPlaced = onPlaced;
		this.wait = wait;
	}

	/**
	 * A listener on the data source's database, or {@code null} when the data source is
	 * not a Hikari pool whose settings can be reused.
	 * @param dataSource the application's data source
	 * @param onPlaced what to run when orders are announced
	 * @param wait the longest time to block waiting for a notification, and the pause
	 * before reconnecting
	 * @return the listener, not started
	 */
	public static PlacedOrderListener on(DataSource dataSource, Runnable onPlaced, Duration wait) {
		try {
			if (dataSource.isWrapperFor(HikariDataSource.class)) {
				return new PlacedOrderListener(dataSource.unwrap(HikariDataSource.class), onPlaced, wait);
			}
		}
		catch (SQLException ex) {
			logger.debug("Cannot unwrap the data source: {}", ex.getMessage());
		}
		return null;
	}

	public synchronized void start() {
		this.running = true;
		this.thread = Thread.ofPlatform().daemon().name("order-listener").start(this::listen);
	}

	public synchronized void stop() {
		this.running = false;
		if (this.thread != null) {
			this.thread.interrupt();
		}
	}

	private void listen() {
		int waitMillis = Math.toIntExact(Math.max(1, this.wait.toMillis()));
		boolean warned = false;
		while (this.running) {
			try (Connection connection = connect()) {
				try (Statement statement = connection.createStatement()) {
					statement.execute("listen " + OrderRepository.PLACED_CHANNEL);
				}
				if (warned) {
					logger.info("Listening for placed orders again");
					warned = false;
				}
				this.onPlaced.run();
				PGConnection notifications = connection.unwrap(PGConnection.class);
				while (this.running) {
					PGNotification[] received = notifications.getNotifications(waitMillis);
					if (received != null && received.length > 0) {
						this.onPlaced.run();
					}
				}
			}
			catch (SQLException ex) {
				if (!warned) {
					logger.warn("Not listening for placed orders ({}); polling until reconnected", ex.getMessage());
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
		properties.setProperty("ApplicationName", "stocktrader order listener");
		properties.setProperty("tcpKeepAlive", "true");
		Connection connection = new Driver().connect(this.pool.getJdbcUrl(), properties);
		if (connection == null) {
			throw new SQLException("Not a PostgreSQL URL: " + this.pool.getJdbcUrl());
		}
		return connection;
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
