package org.stocktrader.dal.db;

import java.nio.file.Path;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The embedded PostgreSQL started when no external database is configured.
 *
 * @param dataDir the data directory, kept between runs so data survives a restart;
 * default {@code ${user.home}/.stocktrader/postgres}
 * @param port the port on 127.0.0.1; default 0, a free port chosen at start outside the
 * kernel's ephemeral range
 * @param durable {@code fsync} and {@code synchronous_commit} on, so a committed trade
 * survives a machine crash; default {@code true}. {@code false} (the benchmark's setting)
 * turns both off: faster commits, but a crash can lose the last transactions or corrupt
 * the directory
 */
@ConfigurationProperties("trade.db")
@Validated
public record EmbeddedDatabaseProperties(Path dataDir, @DefaultValue("0") @Min(0) @Max(65535) int port,
		@DefaultValue("true") boolean durable) {

	/**
	 * The data directory in force: the configured one, or
	 * {@code ${user.home}/.stocktrader/postgres} (a default that depends on the machine,
	 * so it is not a {@code @DefaultValue}).
	 */
	public Path dataDirOrDefault() {
		return (this.dataDir != null) ? this.dataDir
				: Path.of(System.getProperty("user.home"), ".stocktrader", "postgres");
	}

}
