package org.stocktrader.loader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The application's embedded PostgreSQL data directory, for a performance engineer
 * without a server: if a server is already running on the directory (the application,
 * say), its port is read from {@code postmaster.pid} and reused; otherwise the directory
 * is started (and created on first use) until the loader exits.
 */
final class EmbeddedDatabase implements AutoCloseable {

	private static final Logger logger = LoggerFactory.getLogger(EmbeddedDatabase.class);

	private final EmbeddedPostgres started;

	private final int port;

	private EmbeddedDatabase(EmbeddedPostgres started, int port) {
		this.started = started;
		this.port = port;
	}

	static EmbeddedDatabase open(Path directory, int port) {
		Integer running = runningPort(directory);
		if (running != null) {
			logger.info("Using the PostgreSQL already running on {} (port {})", directory, running);
			return new EmbeddedDatabase(null, running);
		}
		try {
			Files.createDirectories(directory);
			EmbeddedPostgres postgres = EmbeddedPostgres.builder()
				.setDataDirectory(directory)
				.setCleanDataDirectory(false)
				.setPort(port)
				.setServerConfig("listen_addresses", "127.0.0.1")
				.start();
			logger.info("Started the embedded PostgreSQL on {} (port {})", directory, postgres.getPort());
			return new EmbeddedDatabase(postgres, postgres.getPort());
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot start the embedded PostgreSQL in " + directory, ex);
		}
	}

	String jdbcUrl(String database) {
		return "jdbc:postgresql://127.0.0.1:" + this.port + "/" + database;
	}

	@Override
	public void close() throws IOException {
		if (this.started != null) {
			this.started.close();
		}
	}

	/**
	 * The port of a live server on {@code directory}: line 4 of {@code postmaster.pid}.
	 */
	private static Integer runningPort(Path directory) {
		Path pidFile = directory.resolve("postmaster.pid");
		if (!Files.isReadable(pidFile)) {
			return null;
		}
		try {
			List<String> lines = Files.readAllLines(pidFile);
			if (lines.size() < 4) {
				return null;
			}
			int port = Integer.parseInt(lines.get(3).trim());
			// a server answers on the port: the recorded postmaster is alive
			new Socket("127.0.0.1", port).close();
			return port;
		}
		catch (IOException | NumberFormatException ex) {
			return null;
		}
	}

}
