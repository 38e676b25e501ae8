package org.stocktrader.dal.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;

/**
 * The node's one PostgreSQL {@code LISTEN} connection, shared by every feature that hears
 * of changes made on other nodes (quote cache, order processor, live market, ...). A
 * feature registers a {@link Listener} on a channel with {@link #listen}; one thread
 * reads the notifications and hands each to the listeners of its channel.
 * <p>
 * The connection is opened with the pool's URL and credentials but outside the pool (a
 * listening connection is never given back), or, when the data source is not a Hikari
 * pool, taken from the data source once and held. When it is lost, every listener hears
 * {@link Listener#lost()} (poll, or stop trusting what you hold), and the listener
 * connects again after a pause that doubles up to a limit. Once listening again, every
 * listener hears {@link Listener#listening()}: notifications sent meanwhile are lost, so
 * this is the signal to resynchronise. A listener registered later hears
 * {@code listening()} once its channel is listened to (within
 * {@link NotificationsProperties#receiveTimeout()}).
 * <p>
 * Listeners run on the listener thread, one notification after another: they must be
 * quick and never block (record, release a semaphore, hand over to a queue).
 */
public final class Notifications implements SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(Notifications.class);

	/** A plain lower-case SQL identifier: a channel name that needs no quoting. */
	private static final String CHANNEL = "[a-z_][a-z0-9_]{0,62}";

	private final DataSource dataSource;

	private final NotificationsProperties properties;

	private final Map<String, List<Listener>> channels = new ConcurrentHashMap<>();

	/** Registrations and cancellations for the listener thread to apply. */
	private final Queue<Change> changes = new ConcurrentLinkedQueue<>();

	private volatile boolean running;

	private volatile boolean listening;

	private volatile Connection connection;

	private Thread thread;

	public Notifications(DataSource dataSource, NotificationsProperties properties) {
		this.dataSource = dataSource;
		this.properties = properties;
	}

	/**
	 * Registers a listener on a channel, listened to from now on (whether or not the
	 * connection is up yet).
	 * @param channel a lower-case SQL identifier
	 * @param listener what to tell of the channel's notifications
	 * @return the registration; {@link Subscription#close()} cancels it
	 */
	public Subscription listen(String channel, Listener listener) {
		if (channel == null || !channel.matches(CHANNEL)) {
			throw new IllegalArgumentException("A notification channel must be a lower-case SQL identifier");
		}
		this.channels.computeIfAbsent(channel, (name) -> new CopyOnWriteArrayList<>()).add(listener);
		this.changes.add(new Change(channel, listener, true));
		return () -> cancel(channel, listener);
	}

	private void cancel(String channel, Listener listener) {
		this.channels.computeIfPresent(channel, (name, listeners) -> {
			listeners.remove(listener);
			return listeners.isEmpty() ? null : listeners;
		});
		this.changes.add(new Change(channel, listener, false));
	}

	/** Whether the connection is up and listening. */
	public boolean isListening() {
		return this.listening;
	}

	@Override
	public synchronized void start() {
		if (this.running) {
			return;
		}
		this.running = true;
		this.thread = Thread.ofPlatform().name("pg-notifications").daemon().start(this::run);
	}

	@Override
	public synchronized void stop() {
		if (!this.running) {
			return;
		}
		this.running = false;
		Thread listener = this.thread;
		listener.interrupt();
		// a listener blocked reading the socket wakes when the socket closes
		closeQuietly(this.connection);
		try {
			listener.join(TimeUnit.SECONDS.toMillis(5));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		this.thread = null;
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/** Starts before the features that register, and stops after them. */
	@Override
	public int getPhase() {
		return SmartLifecycle.DEFAULT_PHASE - 1000;
	}

	private void run() {
		long pause = this.properties.reconnectDelay().toMillis();
		boolean warned = false;
		while (this.running) {
			try (Connection listening = connect()) {
				this.connection = listening;
				this.changes.clear();
				try (Statement statement = listening.createStatement()) {
					for (String channel : this.channels.keySet()) {
						statement.execute("listen " + channel);
					}
				}
				this.listening = true;
				pause = this.properties.reconnectDelay().toMillis();
				if (warned) {
					logger.info("Listening for notifications again");
					warned = false;
				}
				this.channels.values().forEach((listeners) -> listeners.forEach(Notifications::tellListening));
				receive(listening);
			}
			catch (SQLException ex) {
				if (this.running && !warned) {
					logger.warn("Not listening for notifications ({}); connecting again with backoff", ex.getMessage());
					warned = true;
				}
			}
			finally {
				this.connection = null;
				if (this.listening) {
					this.listening = false;
					this.channels.values().forEach((listeners) -> listeners.forEach(Notifications::tellLost));
				}
			}
			if (this.running) {
				sleep(pause);
				pause = Math.min(pause * 2, this.properties.maxReconnectDelay().toMillis());
			}
		}
	}

	private void receive(Connection listening) throws SQLException {
		PGConnection notifications = listening.unwrap(PGConnection.class);
		int waitMillis = Math.toIntExact(Math.max(1, this.properties.receiveTimeout().toMillis()));
		while (this.running) {
			applyChanges(listening);
			PGNotification[] received = notifications.getNotifications(waitMillis);
			if (received == null) {
				continue;
			}
			for (PGNotification notification : received) {
				List<Listener> listeners = this.channels.get(notification.getName());
				if (listeners != null) {
					for (Listener listener : listeners) {
						tell(listener, notification.getName(), notification.getParameter());
					}
				}
			}
		}
	}

	private void applyChanges(Connection listening) throws SQLException {
		Change change;
		while ((change = this.changes.poll()) != null) {
			try (Statement statement = listening.createStatement()) {
				if (change.added()) {
					statement.execute("listen " + change.channel());
					if (this.channels.getOrDefault(change.channel(), List.of()).contains(change.listener())) {
						tellListening(change.listener());
					}
				}
				else if (!this.channels.containsKey(change.channel())) {
					statement.execute("unlisten " + change.channel());
				}
			}
		}
	}

	private static void tell(Listener listener, String channel, String payload) {
		try {
			listener.notified(payload);
		}
		catch (RuntimeException ex) {
			// one listener's failure must not deprive the others, or stop the listening
			logger.error("A listener on channel {} failed on notification '{}'", channel, payload, ex);
		}
	}

	private static void tellListening(Listener listener) {
		try {
			listener.listening();
		}
		catch (RuntimeException ex) {
			logger.error("A notification listener failed when told it is listening", ex);
		}
	}

	private static void tellLost(Listener listener) {
		try {
			listener.lost();
		}
		catch (RuntimeException ex) {
			logger.error("A notification listener failed when told its connection was lost", ex);
		}
	}

	private Connection connect() throws SQLException {
		if (!this.dataSource.isWrapperFor(HikariDataSource.class)) {
			return this.dataSource.getConnection();
		}
		HikariDataSource pool = this.dataSource.unwrap(HikariDataSource.class);
		Properties settings = new Properties();
		if (pool.getUsername() != null) {
			settings.setProperty("user", pool.getUsername());
		}
		if (pool.getPassword() != null) {
			settings.setProperty("password", pool.getPassword());
		}
		settings.setProperty("ApplicationName", "stocktrader notifications");
		settings.setProperty("tcpKeepAlive", "true");
		Connection opened = new Driver().connect(pool.getJdbcUrl(), settings);
		if (opened == null) {
			throw new SQLException("Not a PostgreSQL URL: " + pool.getJdbcUrl());
		}
		return opened;
	}

	private void sleep(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			this.running = false;
		}
	}

	private static void closeQuietly(Connection connection) {
		if (connection == null) {
			return;
		}
		try {
			connection.close();
		}
		catch (SQLException ex) {
			logger.debug("Closing the notification connection: {}", ex.getMessage());
		}
	}

	/**
	 * What a feature does with its channel's notifications. Called on the listener
	 * thread: quick, never blocking. A lambda will do when only the notifications matter:
	 * {@code notifications.listen("trade_settings_changed", settings::reload)}.
	 */
	@FunctionalInterface
	public interface Listener {

		/** A notification on the channel, with its payload (empty when none was sent). */
		void notified(String payload);

		/**
		 * The channel is listened to now, after registration or a reconnection: anything
		 * announced before may have been missed, so resynchronise.
		 */
		default void listening() {
		}

		/**
		 * The connection was lost: no notification arrives until {@link #listening()}.
		 */
		default void lost() {
		}

	}

	/** A registration; closing it stops the listener hearing its channel. */
	@FunctionalInterface
	public interface Subscription extends AutoCloseable {

		@Override
		void close();

	}

	private record Change(String channel, Listener listener, boolean added) {

	}

}
