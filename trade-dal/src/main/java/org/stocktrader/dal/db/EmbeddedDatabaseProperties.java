package org.stocktrader.dal.db;

import java.nio.file.Path;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The embedded PostgreSQL started when no external database is configured.
 *
 * @param dataDir the data directory, kept between runs so data survives a restart;
 * default {@code ${user.home}/.stocktrader/postgres}
 * @param port the port on 127.0.0.1; default 0, a free port chosen at start
 * @param durable {@code fsync} and {@code synchronous_commit} on, so a committed trade
 * survives a machine crash; default {@code true}. {@code false} (the benchmark's setting)
 * turns both off: faster commits, but a crash can lose the last transactions or corrupt
 * the directory
 */
@ConfigurationProperties("trade.db")
public record EmbeddedDatabaseProperties(Path dataDir, int port, @DefaultValue("true") boolean durable) {

	public EmbeddedDatabaseProperties {
		if (dataDir == null) {
			dataDir = Path.of(System.getProperty("user.home"), ".stocktrader", "postgres");
		}
		if (port < 0 || port > 65535) {
			throw new IllegalArgumentException("trade.db.port must be between 0 and 65535, not " + port);
		}
	}

}
