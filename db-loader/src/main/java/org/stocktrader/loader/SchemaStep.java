package org.stocktrader.loader;

import java.util.LinkedHashMap;
import java.util.Map;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The schema step of a load: the application schema migrated with its Flyway migrations,
 * then, inside the load's transaction, the tables locked, checked empty (unless replaced)
 * and truncated; after the load, their statistics.
 */
final class SchemaStep {

	private final DataSource dataSource;

	private final JdbcClient jdbc;

	SchemaStep(DataSource dataSource, JdbcClient jdbc) {
		this.dataSource = dataSource;
		this.jdbc = jdbc;
	}

	/** Creates or updates the application schema with its Flyway migrations. */
	void migrate() {
		Flyway.configure().dataSource(this.dataSource).load().migrate();
	}

	/**
	 * Locks the application tables for the rest of the transaction and empties them;
	 * refuses tables that hold data unless {@code replace}.
	 */
	void lockAndEmpty(boolean replace) {
		this.jdbc.sql("set local maintenance_work_mem = '512MB'").update();
		this.jdbc.sql("lock table " + AppTable.names() + " in access exclusive mode").update();
		Map<String, Long> existing = counts();
		if (!replace && existing.values().stream().anyMatch((rows) -> rows > 0)) {
			throw new LoaderException("The database already holds data (" + existing.get("account") + " accounts, "
					+ existing.get("quote") + " quotes); use --replace to replace it");
		}
		this.jdbc.sql("truncate table " + AppTable.names()).update();
	}

	/** Updates the planner statistics of the application tables. */
	void analyze() {
		this.jdbc.sql("analyze " + AppTable.names()).update();
	}

	/** The row count of each application table, parents first. */
	Map<String, Long> counts() {
		Map<String, Long> counts = new LinkedHashMap<>();
		for (AppTable table : AppTable.parentsFirst()) {
			counts.put(table.table(),
					this.jdbc.sql("select count(*) from public." + table.table()).query(Long.class).single());
		}
		return counts;
	}

}
