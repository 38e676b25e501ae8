package org.stocktrader.dal.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.postgresql.ds.PGSimpleDataSource;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.postgresql.PostgreSQLContainer;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A real PostgreSQL for tests, one server per test JVM and a fresh database per call, so
 * test classes never see each other's data. The server is, in this order: the one named
 * by {@code TRADE_TEST_DB_URL} (with {@code TRADE_TEST_DB_USER} and
 * {@code TRADE_TEST_DB_PASSWORD}), a Testcontainers PostgreSQL where Docker is available,
 * or an embedded PostgreSQL. A Spring test class gets its database with
 * {@link RealDatabase}; that database is dropped when its context closes
 * ({@link DropTestDatabaseOnClose}).
 */
public final class TestDatabase {

	/** The property naming the database {@link #register} gave a test context. */
	static final String DATABASE_PROPERTY = "stocktrader.test.database";

	private static final AtomicInteger databases = new AtomicInteger();

	private static Server server;

	/** Set when the embedded server starts to stop, taking its databases with it. */
	private static volatile boolean stopping;

	private TestDatabase() {
	}

	/**
	 * Registers a fresh database as the Spring data source of a test context; it is
	 * dropped when the context closes. Test classes declare {@link RealDatabase} rather
	 * than calling this.
	 */
	public static void register(DynamicPropertyRegistry registry) {
		String name = createDatabase();
		Server current = server();
		String url = current.urlOf(name);
		registry.add("spring.datasource.url", () -> url);
		registry.add("spring.datasource.username", current::user);
		registry.add("spring.datasource.password", current::password);
		registry.add(DATABASE_PROPERTY, () -> name);
	}

	/** Creates a fresh, empty database and returns its JDBC URL. */
	public static String freshDatabase() {
		return server().urlOf(createDatabase());
	}

	/** Whether a database of this name exists on the test server. */
	static boolean exists(String name) {
		try (Connection connection = server().admin().getConnection();
				PreparedStatement statement = connection
					.prepareStatement("select count(*) from pg_database where datname = ?")) {
			statement.setString(1, name);
			try (ResultSet count = statement.executeQuery()) {
				count.next();
				return count.getInt(1) > 0;
			}
		}
		catch (SQLException ex) {
			throw new IllegalStateException("Cannot look for test database " + name, ex);
		}
	}

	/**
	 * Drops a test database. Its connections must be closed: a context's pool closes
	 * before this runs. When the embedded server is stopping at the end of the JVM, the
	 * database goes with the server's data directory and is left to it.
	 */
	static void drop(String name) {
		try (Connection connection = server().admin().getConnection();
				Statement statement = connection.createStatement()) {
			statement.execute("drop database if exists " + name);
		}
		catch (SQLException ex) {
			if (!stopping) {
				throw new IllegalStateException("Cannot drop test database " + name, ex);
			}
		}
	}

	private static String createDatabase() {
		Server current = server();
		String name = "st_test_" + ProcessHandle.current().pid() + "_" + databases.incrementAndGet();
		try (Connection connection = current.admin().getConnection();
				Statement statement = connection.createStatement()) {
			statement.execute("create database " + name);
		}
		catch (SQLException ex) {
			throw new IllegalStateException("Cannot create test database " + name, ex);
		}
		return name;
	}

	/** A data source on a fresh, empty database. */
	public static DataSource freshDataSource() {
		Server current = server();
		PGSimpleDataSource dataSource = new PGSimpleDataSource();
		dataSource.setUrl(freshDatabase());
		dataSource.setUser(current.user());
		dataSource.setPassword(current.password());
		return dataSource;
	}

	/** The user name for the test server. */
	public static String user() {
		return server().user();
	}

	/** The password for the test server. */
	public static String password() {
		return server().password();
	}

	private static synchronized Server server() {
		if (server == null) {
			server = startServer();
		}
		return server;
	}

	private static Server startServer() {
		String external = System.getenv("TRADE_TEST_DB_URL");
		if (external != null && !external.isBlank()) {
			return new Server(external, envOr("TRADE_TEST_DB_USER", "postgres"), envOr("TRADE_TEST_DB_PASSWORD", ""));
		}
		if (DockerClientFactory.instance().isDockerAvailable()) {
			PostgreSQLContainer container = new PostgreSQLContainer("postgres:17-alpine");
			container.start();
			return new Server(container.getJdbcUrl(), container.getUsername(), container.getPassword());
		}
		try {
			EmbeddedPostgres postgres = EmbeddedPostgres.builder().setPort(LoopbackPorts.pick()).start();
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				stopping = true;
				closeQuietly(postgres);
			}));
			return new Server(postgres.getJdbcUrl("postgres", "postgres"), "postgres", "postgres");
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot start the embedded PostgreSQL for tests", ex);
		}
	}

	private static void closeQuietly(EmbeddedPostgres postgres) {
		try {
			postgres.close();
		}
		catch (IOException ex) {
			// the JVM is exiting; the temporary data directory is removed by the library
		}
	}

	private static String envOr(String name, String fallback) {
		String value = System.getenv(name);
		return (value != null) ? value : fallback;
	}

	private record Server(String adminUrl, String user, String password) {

		DataSource admin() {
			PGSimpleDataSource dataSource = new PGSimpleDataSource();
			dataSource.setUrl(this.adminUrl);
			dataSource.setUser(this.user);
			dataSource.setPassword(this.password);
			return dataSource;
		}

		String urlOf(String database) {
			int slash = this.adminUrl.indexOf('/', "jdbc:postgresql://".length());
			int query = this.adminUrl.indexOf('?', slash);
			String suffix = (query >= 0) ? this.adminUrl.substring(query) : "";
			return this.adminUrl.substring(0, slash + 1) + database + suffix;
		}

	}

}
