package org.stocktrader.dal.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import com.zaxxer.hikari.HikariDataSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The zero-setup database: when neither {@code spring.datasource.url} nor
 * {@code TRADE_DB_URL} names a server, starts an embedded PostgreSQL on 127.0.0.1 whose
 * data directory ({@code trade.db.data-dir}) is reused across restarts, and puts a
 * HikariCP pool on it ({@code spring.datasource.hikari.*} apply). Flyway's
 * auto-configuration then migrates it like any other data source.
 */
@AutoConfiguration(before = DataSourceAutoConfiguration.class)
@ConditionalOnClass({ EmbeddedPostgres.class, HikariDataSource.class })
@ConditionalOnMissingBean(javax.sql.DataSource.class)
@Conditional(EmbeddedDatabaseAutoConfiguration.NoDataSourceUrl.class)
@EnableConfigurationProperties(EmbeddedDatabaseProperties.class)
public class EmbeddedDatabaseAutoConfiguration {

	private static final Logger logger = LoggerFactory.getLogger(EmbeddedDatabaseAutoConfiguration.class);

	@Bean(destroyMethod = "close")
	EmbeddedPostgres embeddedPostgres(EmbeddedDatabaseProperties properties) throws IOException {
		logger.info("Starting the embedded PostgreSQL with data directory {}", properties.dataDir());
		stopOrphanedServer(properties.dataDir());
		EmbeddedPostgres postgres = EmbeddedPostgres.builder()
			.setDataDirectory(properties.dataDir())
			// keep the data: reuse an initialised directory, never delete it on close
			.setCleanDataDirectory(false)
			.setPort(properties.port())
			.setServerConfig("listen_addresses", "127.0.0.1")
			.start();
		logger.info("Embedded PostgreSQL listening on 127.0.0.1:{}", postgres.getPort());
		return postgres;
	}

	@Bean
	@ConfigurationProperties("spring.datasource.hikari")
	HikariDataSource dataSource(EmbeddedPostgres postgres) {
		HikariDataSource dataSource = new HikariDataSource();
		dataSource.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres");
		dataSource.setUsername("postgres");
		dataSource.setPoolName("stocktrader");
		return dataSource;
	}

	/**
	 * A JVM killed without its shutdown hooks leaves its PostgreSQL running on the data
	 * directory, which would refuse a second server. Asks such an orphan to shut down
	 * (SIGTERM: it has no clients left) and waits for it.
	 */
	private static void stopOrphanedServer(Path dataDir) throws IOException {
		Path pidFile = dataDir.resolve("postmaster.pid");
		if (!Files.isReadable(pidFile)) {
			return;
		}
		List<String> lines = Files.readAllLines(pidFile);
		if (lines.isEmpty() || !lines.get(0).trim().matches("\\d+")) {
			return;
		}
		Optional<ProcessHandle> server = ProcessHandle.of(Long.parseLong(lines.get(0).trim()))
			.filter((process) -> process.info().command().map((command) -> command.endsWith("postgres")).orElse(false));
		if (server.isEmpty()) {
			return;
		}
		logger.warn("Stopping the PostgreSQL (pid {}) left running on {} by an earlier run", server.get().pid(),
				dataDir);
		server.get().destroy();
		try {
			server.get().onExit().get(30, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IOException("Interrupted while waiting for the orphaned PostgreSQL to stop", ex);
		}
		catch (ExecutionException | TimeoutException ex) {
			throw new IOException("The PostgreSQL left running on " + dataDir + " (pid " + server.get().pid()
					+ ") did not stop; stop it and start again", ex);
		}
	}

	static class NoDataSourceUrl extends SpringBootCondition {

		@Override
		public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
			String url = context.getEnvironment().getProperty("spring.datasource.url");
			if (url != null && !url.isBlank()) {
				return ConditionOutcome.noMatch("spring.datasource.url is set");
			}
			return ConditionOutcome.match("no spring.datasource.url or TRADE_DB_URL");
		}

	}

}
