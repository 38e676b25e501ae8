package org.stocktrader.loader;

import java.nio.ByteBuffer;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.postgresql.PGConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.loader.Checksums.DataChecksum;
import org.stocktrader.loader.Checksums.TableChecksum;
import org.stocktrader.loader.Generator.Table;

import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.jdbc.datasource.init.ScriptUtils;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Loads, resets and verifies the benchmark data set.
 * <p>
 * A load is one transaction: truncate (with {@code --replace}), drop keys and indexes,
 * {@code COPY ... FREEZE} every table, create keys, indexes and foreign keys again, set
 * the identity sequences, keep a pristine copy in the {@code loader} schema, and record
 * the run and its checksum. A failure or a cancel anywhere rolls all of it back, so the
 * database holds either the old data or the complete new data.
 * <p>
 * A reset restores the pristine copy in one transaction, touching only the rows a run
 * changed: rows that are not in the copy are deleted, changed rows are updated, missing
 * rows are inserted, and the sequences are set back. The copy is regenerated from the
 * recorded seed if it was lost.
 */
public final class Loader {

	private static final Logger logger = LoggerFactory.getLogger(Loader.class);

	private final DataSource dataSource;

	private final JdbcClient jdbc;

	private final TransactionTemplate transactions;

	private final Progress progress;

	private final TableCopy copy;

	private volatile PGConnection active;

	private volatile boolean cancelled;

	public Loader(DataSource dataSource, Progress progress) {
		this(dataSource, progress, TableCopy.Interruption.NONE);
	}

	Loader(DataSource dataSource, Progress progress, TableCopy.Interruption interruption) {
		this.dataSource = dataSource;
		this.jdbc = JdbcClient.create(dataSource);
		this.transactions = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
		this.progress = progress;
		this.copy = new TableCopy(interruption);
	}

	/**
	 * The BCrypt hash of the generated users' password, deterministic for a seed, in the
	 * application's {@code DelegatingPasswordEncoder} format ({@code {bcrypt}$2a$...}).
	 */
	static String passwordHash(int strength, long seed) {
		try {
			SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
			// seeded before first use, SHA1PRNG is deterministic: the same seed gives the
			// same salt
			random.setSeed(ByteBuffer.allocate(Long.BYTES).putLong(seed).array());
			return "{bcrypt}" + new BCryptPasswordEncoder(strength, random).encode(Generator.PASSWORD);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA1PRNG is a required JDK algorithm", ex);
		}
	}

	/** Creates or updates the application schema with its Flyway migrations. */
	void migrate() {
		step("migrate schema (Flyway)", () -> Flyway.configure().dataSource(this.dataSource).load().migrate());
	}

	/**
	 * Loads {@code set}; refuses a database that holds data unless {@code replace}.
	 */
	public LoaderRun load(DataSet set, int passwordStrength, boolean replace) {
		Instant started = Instant.now();
		migrate();
		String hash = step("hash password (BCrypt " + passwordStrength + ")",
				() -> passwordHash(passwordStrength, set.seed()));
		Generator generator = new Generator(set, hash);
		LoaderRun run = this.transactions
			.execute((status) -> loadInTransaction(set, passwordStrength, replace, started, generator));
		step("analyze", () -> this.jdbc.sql("analyze " + AppTable.names()).update());
		logger.info("Loaded run {}: {} (checksum {})", run.runId(), set, run.checksum());
		return run;
	}

	private LoaderRun loadInTransaction(DataSet set, int passwordStrength, boolean replace, Instant started,
			Generator generator) {
		Connection connection = DataSourceUtils.getConnection(this.dataSource);
		this.active = unwrap(connection);
		try {
			this.jdbc.sql("set local maintenance_work_mem = '512MB'").update();
			this.jdbc.sql("lock table " + AppTable.names() + " in access exclusive mode").update();
			Map<String, Long> existing = counts();
			if (!replace && existing.values().stream().anyMatch((rows) -> rows > 0)) {
				throw new LoaderException("The database already holds data (" + existing.get("account") + " accounts, "
						+ existing.get("quote") + " quotes); use --replace to replace it");
			}
			this.jdbc.sql("truncate table " + AppTable.names()).update();
			DeferredConstraints deferred = DeferredConstraints.read(this.jdbc);
			deferred.drop();
			for (Table table : generator.tables()) {
				checkCancelled();
				Progress.Task task = this.progress.table(table.name(), table.rows());
				try {
					task.finish(this.copy.copy(connection, table, true, task));
				}
				catch (SQLException ex) {
					task.abandon();
					throw new LoaderException("COPY into " + table.name() + " failed: " + ex.getMessage());
				}
				catch (RuntimeException ex) {
					task.abandon();
					throw ex;
				}
			}
			step("primary keys", deferred::createKeys);
			step("indexes", deferred::createIndexes);
			step("foreign keys", deferred::createForeignKeys);
			setSequences("public");
			step("pristine copy for reset", this::copyPristine);
			DataChecksum checksum = step("checksum", () -> Checksums.compute(this.jdbc));
			LoaderRun run = record(set, passwordStrength, started, checksum);
			// a cancel that arrived between statements must still roll back
			checkCancelled();
			return run;
		}
		finally {
			this.active = null;
		}
	}

	/** A step of the output that fails, before and after, once a cancel was requested. */
	private <T> T step(String name, java.util.function.Supplier<T> body) {
		checkCancelled();
		T result = this.progress.step(name, body);
		checkCancelled();
		return result;
	}

	private void step(String name, Runnable body) {
		step(name, () -> {
			body.run();
			return null;
		});
	}

	private void checkCancelled() {
		if (this.cancelled) {
			throw new java.util.concurrent.CancellationException("Cancelled; the transaction rolls back");
		}
	}

	/**
	 * Cancels a running load or reset: the statement in progress fails and rolls back.
	 */
	void cancel() {
		this.cancelled = true;
		this.copy.cancel();
		PGConnection connection = this.active;
		if (connection != null) {
			try {
				connection.cancelQuery();
			}
			catch (SQLException ex) {
				logger.warn("Could not send the cancel request: {}", ex.getMessage());
			}
		}
	}

	private Map<String, Long> counts() {
		Map<String, Long> counts = new java.util.LinkedHashMap<>();
		for (AppTable table : AppTable.parentsFirst()) {
			counts.put(table.table(),
					this.jdbc.sql("select count(*) from public." + table.table()).query(Long.class).single());
		}
		return counts;
	}

	private void copyPristine() {
		ScriptUtils.executeSqlScript(DataSourceUtils.getConnection(this.dataSource),
				new ClassPathResource("loader-schema.sql", Loader.class));
		for (AppTable table : AppTable.parentsFirst()) {
			this.jdbc.sql("drop table if exists loader." + table.table()).update();
			this.jdbc.sql("create unlogged table loader." + table.table() + " as table public." + table.table())
				.update();
			this.jdbc.sql("alter table loader." + table.table() + " add primary key (" + table.key() + ")").update();
		}
	}

	private void setSequences(String source) {
		setSequences(this.jdbc, source);
	}

	/**
	 * Sets each identity sequence past the largest key in {@code source} (the public
	 * tables, or the pristine copy), so the next generated ids are the same after every
	 * load and reset.
	 */
	static void setSequences(JdbcClient jdbc, String source) {
		for (AppTable table : AppTable.parentsFirst()) {
			if (table.identity()) {
				// table, key and schema come from the fixed AppTable list, never from
				// input
				jdbc.sql("""
						select setval(pg_get_serial_sequence(:table, :key), coalesce(max(%s), 0) + 1, false)
						from %s.%s
						""".formatted(table.key(), source, table.table()))
					.param("table", "public." + table.table())
					.param("key", table.key())
					.query(Long.class)
					.single();
			}
		}
	}

	private LoaderRun record(DataSet set, int passwordStrength, Instant started, DataChecksum checksum) {
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
			.param("started", java.sql.Timestamp.from(started))
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
		return latestRun().orElseThrow();
	}

	/** The most recent load, if any. */
	Optional<LoaderRun> latestRun() {
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

	/**
	 * Returns the application tables to the state of the latest load, in one transaction.
	 * Rows whose {@code xmin} is still the loading transaction's are untouched since the
	 * load, so only the others are compared with the pristine copy (by its primary key).
	 */
	public List<ResetCount> reset() {
		LoaderRun run = latestRun()
			.orElseThrow(() -> new LoaderException("No load is recorded in this database; run load first"));
		logger.info("Resetting to run {} ({})", run.runId(), run.set());
		return this.transactions.execute((status) -> {
			Connection connection = DataSourceUtils.getConnection(this.dataSource);
			this.active = unwrap(connection);
			try {
				this.jdbc.sql("lock table " + AppTable.names() + " in exclusive mode").update();
				Map<String, Long> loadedRows = ensurePristine(run, connection);
				boolean all = run.loadXid() == null;
				long xid = all ? 0 : run.loadXid();
				Map<AppTable, ResetCount> counts = new java.util.EnumMap<>(AppTable.class);
				for (AppTable table : AppTable.parentsFirst()) {
					int touched = step("reset " + table.table() + ": find rows written since the load",
							() -> findTouched(table, all, xid));
					logger.info("{}: {} rows written since the load", table.table(), touched);
				}
				for (AppTable table : AppTable.childrenFirst()) {
					int deleted = step("reset " + table.table() + ": delete new rows", () -> this.jdbc.sql("""
							delete from public.%1$s x
							using reset_%1$s t
							where t.%2$s = x.%2$s
							  and not exists (select 1 from loader.%1$s p where p.%2$s = x.%2$s)
							""".formatted(table.table(), table.key())).update());
					counts.put(table, new ResetCount(table.table(), deleted, 0, 0));
				}
				for (AppTable table : AppTable.parentsFirst()) {
					int updated = step("reset " + table.table() + ": restore changed rows",
							() -> restoreChanged(table));
					int inserted = step("reset " + table.table() + ": restore deleted rows",
							() -> restoreDeleted(table, loadedRows.get(table.table())));
					counts.compute(table,
							(key, count) -> new ResetCount(table.table(), count.deleted(), updated, inserted));
				}
				setSequences("loader");
				checkCancelled();
				return List.copyOf(counts.values());
			}
			finally {
				this.active = null;
			}
		});
	}

	/**
	 * Collects the keys of the rows written since the load into a temporary table, with
	 * statistics, so the planner joins only those with the pristine copy (by its key)
	 * instead of hashing millions of rows.
	 */
	private int findTouched(AppTable table, boolean all, long xid) {
		int touched = this.jdbc.sql("""
				create temporary table reset_%1$s on commit drop as
				select x.%2$s from public.%1$s x
				where :all or x.xmin::text::bigint <> :xid
				""".formatted(table.table(), table.key())).param("all", all).param("xid", xid).update();
		this.jdbc.sql("analyze reset_" + table.table()).update();
		return touched;
	}

	private int restoreChanged(AppTable table) {
		List<String> values = columns(table).stream().filter((column) -> !column.equals(table.key())).toList();
		String target = String.join(", ", values);
		String source = values.stream().map((column) -> "p." + column).collect(Collectors.joining(", "));
		String current = values.stream().map((column) -> "x." + column).collect(Collectors.joining(", "));
		// column names come from the catalog, table names from the fixed AppTable list
		return this.jdbc.sql("""
				update public.%1$s x set (%3$s) = row(%4$s)
				from reset_%1$s t, loader.%1$s p
				where t.%2$s = x.%2$s and p.%2$s = x.%2$s
				  and row(%5$s) is distinct from row(%4$s)
				""".formatted(table.table(), table.key(), target, source, current)).update();
	}

	/**
	 * After the deletes every row is a loaded one, so a count tells whether any is
	 * missing.
	 */
	private int restoreDeleted(AppTable table, long loadedRows) {
		long rows = this.jdbc.sql("select count(*) from public." + table.table()).query(Long.class).single();
		if (rows == loadedRows) {
			return 0;
		}
		List<String> columns = columns(table);
		String pristine = columns.stream().map((column) -> "p." + column).collect(Collectors.joining(", "));
		return this.jdbc.sql("""
				insert into public.%1$s (%3$s)
				select %4$s from loader.%1$s p
				where not exists (select 1 from public.%1$s x where x.%2$s = p.%2$s)
				""".formatted(table.table(), table.key(), String.join(", ", columns), pristine)).update();
	}

	/**
	 * Checks that the pristine copy holds the recorded rows; if a server crash emptied it
	 * (it is unlogged) or it is gone, regenerates it from the recorded seed and sizes.
	 * @return the recorded row count per table
	 */
	private Map<String, Long> ensurePristine(LoaderRun run, Connection connection) {
		Map<String, Long> recorded = recordedChecksums(run.runId()).stream()
			.collect(Collectors.toMap(TableChecksum::table, TableChecksum::rows));
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
		if (!intact) {
			step("rebuild pristine copy from seed " + run.set().seed(), () -> rebuildPristine(run, connection));
		}
		return recorded;
	}

	private void rebuildPristine(LoaderRun run, Connection connection) {
		Generator generator = new Generator(run.set(), passwordHash(run.passwordStrength(), run.set().seed()));
		for (Table table : generator.tables()) {
			this.jdbc.sql("drop table if exists loader." + table.name()).update();
			this.jdbc
				.sql("create unlogged table loader." + table.name() + " (like public." + table.name()
						+ " including defaults)")
				.update();
			Progress.Task task = this.progress.table("loader." + table.name(), table.rows());
			try {
				task.finish(this.copy.copy(connection, "loader", table, false, task));
			}
			catch (SQLException ex) {
				task.abandon();
				throw new LoaderException("COPY into loader." + table.name() + " failed: " + ex.getMessage());
			}
		}
		for (AppTable table : AppTable.parentsFirst()) {
			this.jdbc.sql("alter table loader." + table.table() + " add primary key (" + table.key() + ")").update();
		}
		DataChecksum rebuilt = Checksums.compute(this.jdbc, "loader");
		if (!rebuilt.checksum().equals(run.checksum())) {
			throw new LoaderException("The pristine copy was lost and regenerating it from seed " + run.set().seed()
					+ " gives other data (was the schema changed?); run load --replace");
		}
	}

	private List<TableChecksum> recordedChecksums(int runId) {
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

	private List<String> columns(AppTable table) {
		return this.jdbc.sql("""
				select quote_ident(a.attname)
				from pg_attribute a
				where a.attrelid = :table::regclass and a.attnum > 0 and not a.attisdropped
				order by a.attnum
				""").param("table", "public." + table.table()).query(String.class).list();
	}

	/** Compares the data set with the checksum recorded by the latest load. */
	public Verification verify() {
		LoaderRun run = latestRun()
			.orElseThrow(() -> new LoaderException("No load is recorded in this database; nothing to verify"));
		DataChecksum current = this.transactions.execute((status) -> Checksums.compute(this.jdbc));
		List<TableChecksum> recorded = recordedChecksums(run.runId());
		return new Verification(run, current, new DataChecksum(run.checksum(), recorded));
	}

	/** Row counts of the application tables and the load history. */
	Stats stats() {
		List<LoaderRun> runs = new ArrayList<>();
		latestRun().ifPresent(runs::add);
		return new Stats(counts(), runs.isEmpty() ? null : runs.get(0), runCount());
	}

	private long runCount() {
		if (latestRun().isEmpty()) {
			return 0;
		}
		return this.jdbc.sql("select count(*) from loader.loader_run").query(Long.class).single();
	}

	private static PGConnection unwrap(Connection connection) {
		try {
			return connection.unwrap(PGConnection.class);
		}
		catch (SQLException ex) {
			throw new LoaderException("The data source does not give PostgreSQL JDBC connections: " + ex.getMessage());
		}
	}

	/** Rows a reset deleted, updated and inserted in one table. */
	public record ResetCount(String table, int deleted, int updated, int inserted) {

	}

	/** The current checksums beside the recorded ones. */
	public record Verification(LoaderRun run, DataChecksum current, DataChecksum recorded) {

		public boolean matches() {
			return this.current.checksum().equals(this.recorded.checksum());
		}

	}

	/** Row counts and the latest recorded load ({@code null} if none). */
	record Stats(Map<String, Long> rows, LoaderRun latest, long runs) {

	}

}
