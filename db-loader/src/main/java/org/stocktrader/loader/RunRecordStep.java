package org.stocktrader.loader;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.stocktrader.loader.Checksums.DataChecksum;
import org.stocktrader.loader.Checksums.TableChecksum;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The run record: each load's data set, settings, times, loading transaction and
 * checksums in {@code loader.loader_run} and {@code loader.loader_checksum}, which reset
 * and verify read back.
 */
final class RunRecordStep {

	private final JdbcClient jdbc;

	RunRecordStep(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** Records a load that started at {@code started} and ends with this transaction. */
	LoaderRun record(DataSet set, int passwordStrength, Instant started, DataChecksum checksum) {
		int runId = this.jdbc
			.sql("""
					insert into loader.loader_run (seed, accounts, quotes, holdings_per_account, orders_per_account,
					                               password_strength, started, finished, checksum, load_xid)
					values (:seed, :accounts, :quotes, :holdings, :orders, :strength, :started, clock_timestamp(), :checksum,
					        txid_current() % 4294967296)
					returning run_id
					""")
			.param("seed", set.seed())
			.param("accounts", set.accounts())
			.param("quotes", set.quotes())
			.param("holdings", set.holdingsPerAccount())
			.param("orders", set.ordersPerAccount())
			.param("strength", passwordStrength)
			.param("started", Timestamp.from(started))
			.param("checksum", checksum.checksum())
			.query(Integer.class)
			.single();
		for (TableChecksum table : checksum.tables()) {
			this.jdbc.sql("""
					insert into loader.loader_checksum (run_id, table_name, row_count, checksum)
					values (:runId, :table, :rows, :checksum)
					""")
				.param("runId", runId)
				.param("table", table.table())
				.param("rows", table.rows())
				.param("checksum", table.checksum())
				.update();
		}
		return latest().orElseThrow();
	}

	/** The most recent load, if any. */
	Optional<LoaderRun> latest() {
		boolean exists = this.jdbc.sql("select to_regclass('loader.loader_run') is not null")
			.query(Boolean.class)
			.single();
		if (!exists) {
			return Optional.empty();
		}
		return this.jdbc.sql("""
				select run_id, seed, accounts, quotes, holdings_per_account, orders_per_account, password_strength,
				       started, finished, checksum, load_xid
				from loader.loader_run
				order by run_id desc
				limit 1
				""")
			.query((rs, row) -> new LoaderRun(rs.getInt("run_id"),
					new DataSet(rs.getInt("accounts"), rs.getInt("quotes"), rs.getInt("holdings_per_account"),
							rs.getInt("orders_per_account"), rs.getLong("seed")),
					rs.getInt("password_strength"), rs.getTimestamp("started").toInstant(),
					rs.getTimestamp("finished").toInstant(), rs.getString("checksum"),
					rs.getObject("load_xid", Long.class)))
			.optional();
	}

	/** The checksum of each table recorded by a run. */
	List<TableChecksum> checksums(int runId) {
		return this.jdbc.sql("""
				select table_name, row_count, checksum
				from loader.loader_checksum
				where run_id = :runId
				order by table_name
				""")
			.param("runId", runId)
			.query((rs, row) -> new TableChecksum(rs.getString("table_name"), rs.getLong("row_count"),
					rs.getString("checksum")))
			.list();
	}

	/** The row count of each table recorded by a run. */
	Map<String, Long> rows(int runId) {
		return checksums(runId).stream().collect(Collectors.toMap(TableChecksum::table, TableChecksum::rows));
	}

	/** How many loads are recorded. */
	long count() {
		if (latest().isEmpty()) {
			return 0;
		}
		return this.jdbc.sql("select count(*) from loader.loader_run").query(Long.class).single();
	}

}
