package org.stocktrader.services.management;

import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;

import javax.sql.DataSource;

import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Whether a write commits, part of readiness ({@code dbWrites}): one transaction that
 * takes a transaction id and commits, so it waits for whatever every trade's commit waits
 * for (a synchronous standby's acknowledgement, a full disk, a server that became
 * read-only), within {@link #TIMEOUT} of reading on the connection. A node whose database
 * reaches no primary, or a primary that cannot commit (isolated from its synchronous
 * standby), takes no traffic; a database that answers slowly no longer hangs the probe
 * (the connection is closed after the timeout and the pool opens a new one). It subsumes
 * {@code db}, the connection check, which waits without a bound.
 */
@Component("dbWritesHealthIndicator")
class DatabaseWritesHealthIndicator extends AbstractHealthIndicator {

	/** How long the probe waits for the commit: below the balancer's check timeout. */
	static final Duration TIMEOUT = Duration.ofSeconds(2);

	private final JdbcTemplate jdbc;

	DatabaseWritesHealthIndicator(DataSource dataSource) {
		super("The database write check failed");
		this.jdbc = new JdbcTemplate(dataSource);
	}

	@Override
	protected void doHealthCheck(Health.Builder builder) {
		long started = System.nanoTime();
		Long transaction = this.jdbc.execute((ConnectionCallback<Long>) (connection) -> {
			connection.setNetworkTimeout(Runnable::run, (int) TIMEOUT.toMillis());
			try (Statement statement = connection.createStatement();
					ResultSet result = statement.executeQuery("select txid_current()")) {
				result.next();
				return result.getLong(1);
			}
		});
		builder.up()
			.withDetail("transaction", transaction)
			.withDetail("committedInMillis", Duration.ofNanos(System.nanoTime() - started).toMillis());
	}

}
