package org.stocktrader.loader;

import java.sql.Connection;
import java.util.Map;

import javax.sql.DataSource;

import org.stocktrader.loader.Checksums.DataChecksum;
import org.stocktrader.loader.Generator.Table;

import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.jdbc.datasource.init.ScriptUtils;

/**
 * The pristine copy in the {@code loader} schema: unlogged tables holding the loaded
 * rows, with their primary keys, that a reset restores from. Taken at the end of a load;
 * checked before a reset, and regenerated from the recorded seed if a server crash
 * emptied it or it is gone.
 */
final class PristineCopyStep {

	private final DataSource dataSource;

	private final JdbcClient jdbc;

	private final CopyStep copy;

	PristineCopyStep(DataSource dataSource, JdbcClient jdbc, CopyStep copy) {
		this.dataSource = dataSource;
		this.jdbc = jdbc;
		this.copy = copy;
	}

	/** Copies the loaded application tables into the {@code loader} schema. */
	void take() {
		ScriptUtils.executeSqlScript(DataSourceUtils.getConnection(this.dataSource),
				new ClassPathResource("loader-schema.sql", Loader.class));
		for (AppTable table : AppTable.parentsFirst()) {
			this.jdbc.sql("drop table if exists loader." + table.table()).update();
			this.jdbc.sql("create unlogged table loader." + table.table() + " as table public." + table.table())
				.update();
			addPrimaryKey(table);
		}
	}

	/**
	 * Whether every table of the copy exists and holds the recorded number of rows.
	 * @param recorded the row count per table recorded by the load
	 */
	boolean isIntact(Map<String, Long> recorded) {
		boolean intact = true;
		for (AppTable table : AppTable.parentsFirst()) {
			boolean exists = this.jdbc.sql("select to_regclass(:name) is not null")
				.param("name", "loader." + table.table())
				.query(Boolean.class)
				.single();
			intact &= exists && this.jdbc.sql("select count(*) from loader." + table.table())
				.query(Long.class)
				.single()
				.equals(recorded.get(table.table()));
		}
		return intact;
	}

	/**
	 * Regenerates the copy from the seed and sizes of {@code run}, and checks it against
	 * the run's checksum.
	 */
	void rebuild(LoaderRun run, Connection connection) {
		Generator generator = new Generator(run.set(),
				Generator.passwordHash(run.passwordStrength(), run.set().seed()));
		for (Table table : generator.tables()) {
			this.jdbc.sql("drop table if exists loader." + table.name()).update();
			this.jdbc
				.sql("create unlogged table loader." + table.name() + " (like public." + table.name()
						+ " including defaults)")
				.update();
		}
		this.copy.copyAll(connection, "loader", generator, false);
		for (AppTable table : AppTable.parentsFirst()) {
			addPrimaryKey(table);
		}
		DataChecksum rebuilt = Checksums.compute(this.jdbc, "loader");
		if (!rebuilt.checksum().equals(run.checksum())) {
			throw new LoaderException("The pristine copy was lost and regenerating it from seed " + run.set().seed()
					+ " gives other data (was the schema changed?); run load --replace");
		}
	}

	private void addPrimaryKey(AppTable table) {
		this.jdbc.sql("alter table loader." + table.table() + " add primary key (" + table.key() + ")").update();
	}

}
