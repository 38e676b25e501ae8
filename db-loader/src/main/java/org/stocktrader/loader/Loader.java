package org.stocktrader.loader;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

import javax.sql.DataSource;

import org.postgresql.PGConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.loader.Checksums.DataChecksum;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Loads, resets and verifies the benchmark data set, step by step, each step in its own
 * class.
 * <p>
 * A load is one transaction: truncate (with {@code --replace}) in {@link SchemaStep},
 * drop keys and indexes ({@link DeferredConstraints}), {@code COPY ... FREEZE} every
 * table ({@link CopyStep}), write the CachePerf items ({@link ItemStep}), create keys,
 * indexes and foreign keys again, set the identity sequences ({@link IdentitySequences}),
 * keep a pristine copy in the {@code loader} schema ({@link PristineCopyStep}), and
 * record the run and its checksum ({@link RunRecordStep}). A failure or a cancel anywhere
 * rolls all of it back, so the database holds either the old data or the complete new
 * data.
 * <p>
 * A reset restores the pristine copy in one transaction, touching only the rows a run
 * changed ({@link ResetStep}): rows that are not in the copy are deleted, changed rows
 * are updated, missing rows are inserted, and the sequences are set back. The copy is
 * regenerated from the recorded seed if it was lost.
 */
public final class Loader {

	private static final Logger logger = LoggerFactory.getLogger(Loader.class);

	private final DataSource dataSource;

	private final JdbcClient jdbc;

	private final TransactionTemplate transactions;

	private final Progress progress;

	private final SchemaStep schema;

	private final CopyStep copy;

	private final PristineCopyStep pristine;

	private final RunRecordStep runs;

	private final ResetStep resets;

	private final ItemStep items;

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
		this.schema = new SchemaStep(dataSource, this.jdbc);
		this.copy = new CopyStep(new TableCopy(interruption), progress, this::checkCancelled);
		this.pristine = new PristineCopyStep(dataSource, this.jdbc, this.copy);
		this.runs = new RunRecordStep(this.jdbc);
		this.resets = new ResetStep(this.jdbc);
		this.items = new ItemStep(this.jdbc);
	}

	/** Creates or updates the application schema with its Flyway migrations. */
	void migrate() {
		step("migrate schema (Flyway)", this.schema::migrate);
	}

	/**
	 * Loads {@code set}; refuses a database that holds data unless {@code replace}.
	 */
	public LoaderRun load(DataSet set, int passwordStrength, boolean replace) {
		return load(set, ItemSet.NONE, passwordStrength, replace);
	}

	/**
	 * Loads {@code set} with the CachePerf {@code items} (which replace any loaded
	 * before); refuses a database that holds data unless {@code replace}.
	 */
	public LoaderRun load(DataSet set, ItemSet items, int passwordStrength, boolean replace) {
		Instant started = Instant.now();
		migrate();
		String hash = step("hash password (BCrypt " + passwordStrength + ")",
				() -> Generator.passwordHash(passwordStrength, set.seed()));
		Generator generator = new Generator(set, hash);
		LoaderRun run = this.transactions
			.execute((status) -> loadInTransaction(set, items, passwordStrength, replace, started, generator));
		step("analyze", this.schema::analyze);
		logger.info("Loaded run {}: {} (checksum {})", run.runId(), set, run.checksum());
		return run;
	}

	private LoaderRun loadInTransaction(DataSet set, ItemSet itemSet, int passwordStrength, boolean replace,
			Instant started, Generator generator) {
		Connection connection = DataSourceUtils.getConnection(this.dataSource);
		this.active = unwrap(connection);
		try {
			this.schema.lockAndEmpty(replace);
			notifyQuoteCaches();
			DeferredConstraints deferred = DeferredConstraints.read(this.jdbc);
			deferred.drop();
			this.copy.copyAll(connection, generator);
			loadItems(itemSet, set.seed());
			step("primary keys", deferred::createKeys);
			step("indexes", deferred::createIndexes);
			step("foreign keys", deferred::createForeignKeys);
			IdentitySequences.setPastLargestKeys(this.jdbc, "public");
			step("pristine copy for reset", this.pristine::take);
			DataChecksum checksum = step("checksum", () -> Checksums.compute(this.jdbc));
			LoaderRun run = this.runs.record(set, passwordStrength, started, checksum);
			// a cancel that arrived between statements must still roll back
			checkCancelled();
			return run;
		}
		finally {
			this.active = null;
		}
	}

	private void loadItems(ItemSet itemSet, long seed) {
		Progress.Task task = this.progress.table("item", itemSet.count());
		try {
			this.items.replace(itemSet, seed, task, this::checkCancelled);
			task.finish(itemSet.count());
		}
		catch (RuntimeException ex) {
			task.abandon();
			throw ex;
		}
	}

	/**
	 * Returns the application tables to the state of the latest load, in one transaction.
	 * Rows whose {@code xmin} is still the loading transaction's are untouched since the
	 * load, so only the others are compared with the pristine copy (by its primary key).
	 */
	public List<ResetCount> reset() {
		LoaderRun run = this.runs.latest()
			.orElseThrow(() -> new LoaderException("No load is recorded in this database; run load first"));
		logger.info("Resetting to run {} ({})", run.runId(), run.set());
		return this.transactions.execute((status) -> {
			Connection connection = DataSourceUtils.getConnection(this.dataSource);
			this.active = unwrap(connection);
			try {
				this.jdbc.sql("lock table " + AppTable.names() + " in exclusive mode").update();
				Map<String, Long> loadedRows = this.runs.rows(run.runId());
				if (!this.pristine.isIntact(loadedRows)) {
					step("rebuild pristine copy from seed " + run.set().seed(),
							() -> this.pristine.rebuild(run, connection));
				}
				boolean all = run.loadXid() == null;
				long xid = all ? 0 : run.loadXid();
				Map<AppTable, ResetCount> counts = new EnumMap<>(AppTable.class);
				for (AppTable table : AppTable.parentsFirst()) {
					int touched = step("reset " + table.table() + ": find rows written since the load",
							() -> this.resets.findTouched(table, all, xid));
					logger.info("{}: {} rows written since the load", table.table(), touched);
				}
				for (AppTable table : AppTable.childrenFirst()) {
					int deleted = step("reset " + table.table() + ": delete new rows",
							() -> this.resets.deleteNew(table));
					counts.put(table, new ResetCount(table.table(), deleted, 0, 0));
				}
				for (AppTable table : AppTable.parentsFirst()) {
					int updated = step("reset " + table.table() + ": restore changed rows",
							() -> this.resets.restoreChanged(table));
					int inserted = step("reset " + table.table() + ": restore deleted rows",
							() -> this.resets.restoreDeleted(table, loadedRows.get(table.table())));
					counts.compute(table,
							(key, count) -> new ResetCount(table.table(), count.deleted(), updated, inserted));
				}
				IdentitySequences.setPastLargestKeys(this.jdbc, "loader");
				notifyQuoteCaches();
				checkCancelled();
				return List.copyOf(counts.values());
			}
			finally {
				this.active = null;
			}
		});
	}

	/** Compares the data set with the checksum recorded by the latest load. */
	public Verification verify() {
		LoaderRun run = this.runs.latest()
			.orElseThrow(() -> new LoaderException("No load is recorded in this database; nothing to verify"));
		DataChecksum current = this.transactions.execute((status) -> Checksums.compute(this.jdbc));
		return new Verification(run, current, new DataChecksum(run.checksum(), this.runs.checksums(run.runId())));
	}

	/** The most recent load, if any. */
	Optional<LoaderRun> latestRun() {
		return this.runs.latest();
	}

	/** Row counts of the application tables and the load history. */
	Stats stats() {
		return new Stats(this.schema.counts(), this.runs.latest().orElse(null), this.runs.count());
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

	/** A step of the output that fails, before and after, once a cancel was requested. */
	private <T> T step(String name, Supplier<T> body) {
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

	/**
	 * Tells running applications, when this transaction commits, to forget the quotes
	 * they cache: {@code NOTIFY} on their default channel
	 * ({@code trade.quote-cache.channel}), payload {@code *}.
	 */
	private void notifyQuoteCaches() {
		this.jdbc.sql("select pg_notify('trade_quote_changed', 'db-loader *')").query().listOfRows();
	}

	private void checkCancelled() {
		if (this.cancelled) {
			throw new CancellationException("Cancelled; the transaction rolls back");
		}
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
