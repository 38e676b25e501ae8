package org.stocktrader.services.management;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;

/**
 * The database schema, part of readiness ({@code migrations}): UP when every migration of
 * this build is applied and none failed. A node whose database is behind its code, or
 * unreachable, takes no traffic. Where Flyway is switched off
 * ({@code spring.flyway.enabled=false}) the schema is someone else's business: UP.
 */
@Component
class MigrationsHealthIndicator extends AbstractHealthIndicator {

	private final ObjectProvider<Flyway> flyway;

	/** The version found complete, once it was. */
	private volatile String complete;

	MigrationsHealthIndicator(ObjectProvider<Flyway> flyway) {
		super("The database migrations check failed");
		this.flyway = flyway;
	}

	@Override
	protected void doHealthCheck(Health.Builder builder) {
		Flyway migrations = this.flyway.getIfAvailable();
		if (migrations == null) {
			builder.up().withDetail("managed", false);
			return;
		}
		String version = this.complete;
		if (version != null) {
			builder.up().withDetail("version", version).withDetail("pending", 0).withDetail("failed", 0);
			return;
		}
		MigrationInfoService info = migrations.info();
		MigrationInfo current = info.current();
		int pending = info.pending().length;
		long failed = 0;
		for (MigrationInfo migration : info.all()) {
			if (migration.getState().isFailed()) {
				failed++;
			}
		}
		version = (current != null && current.getVersion() != null) ? current.getVersion().toString() : "none";
		if (pending == 0 && failed == 0) {
			this.complete = version;
		}
		builder.status((pending == 0 && failed == 0) ? "UP" : "DOWN")
			.withDetail("version", version)
			.withDetail("pending", pending)
			.withDetail("failed", failed);
	}

}
