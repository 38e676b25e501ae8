package org.stocktrader.loader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.DataDirectoryInUseException;
import org.stocktrader.dal.db.EmbeddedServer;

/**
 * The application's embedded PostgreSQL data directory, for a performance engineer
 * without a server: if the application (or another process) owns the directory and its
 * server is running, the loader connects to that server; otherwise it takes the directory
 * and starts it (creating it on first use) until the loader exits, so the application
 * cannot start on it meanwhile.
 */
final class EmbeddedDatabase implements AutoCloseable {

	private static final Logger logger = LoggerFactory.getLogger(EmbeddedDatabase.class);

	private final EmbeddedServer started;

	private final int port;

	private EmbeddedDatabase(EmbeddedServer started, int port) {
		this.started = started;
		this.port = port;
	}

	static EmbeddedDatabase open(Path directory, int port) {
		try {
			EmbeddedServer server = EmbeddedServer.start(directory, port, true);
			return new EmbeddedDatabase(server, server.port());
		}
		catch (DataDirectoryInUseException ex) {
			if (ex.port().isEmpty()) {
				throw ex;
			}
			logger.info("Using the PostgreSQL already running on {} (port {})", directory, ex.port().getAsInt());
			return new EmbeddedDatabase(null, ex.port().getAsInt());
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

}
