package org.stocktrader.loader;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.loader.Generator.Table;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The demo data set the application seeds into an empty database, made by the benchmark
 * loader's generator: users {@code uid:0}... with password {@code xxx} ({@code uid:0}
 * with 1,000,000), quotes {@code s:0}... (including the market-summary symbols
 * {@code s:100}...{@code s:199}), and a few holdings and orders per user.
 */
public final class DemoData {

	private static final Logger logger = LoggerFactory.getLogger(DemoData.class);

	/** The advisory lock key that serializes demo seeding across nodes ("STDEMO"). */
	private static final long SEEDING_LOCK = 0x535444454d4fL;

	private final DataSource dataSource;

	private final PasswordEncoder passwordEncoder;

	private final DataSet set;

	/** The {@link DataSet#DEMO} set, passwords hashed with {@code passwordEncoder}. */
	public DemoData(DataSource dataSource, PasswordEncoder passwordEncoder) {
		this(dataSource, passwordEncoder, DataSet.DEMO);
	}

	public DemoData(DataSource dataSource, PasswordEncoder passwordEncoder, DataSet set) {
		this.dataSource = dataSource;
		this.passwordEncoder = passwordEncoder;
		this.set = set;
	}

	/**
	 * Loads the set in one transaction if the application tables are empty; the schema
	 * must exist.
	 * @return whether the set was loaded
	 */
	public boolean seedIfEmpty() {
		JdbcClient jdbc = JdbcClient.create(this.dataSource);
		// a plain read first: a node starting next to running ones takes no lock at all
		if (!isEmpty(jdbc)) {
			logger.debug("The database holds data; no demo data seeded");
			return false;
		}
		Boolean seeded = new TransactionTemplate(new DataSourceTransactionManager(this.dataSource))
			.execute((status) -> {
				// serializes concurrent seeders only (never trades): the second one then
				// sees the first one's data
				jdbc.sql("select pg_advisory_xact_lock(:key)")
					.param("key", SEEDING_LOCK)
					.query((rs, row) -> 1)
					.single();
				if (!isEmpty(jdbc)) {
					return false;
				}
				copy(new Generator(this.set, this.passwordEncoder.encode(Generator.PASSWORD)));
				IdentitySequences.setPastLargestKeys(jdbc, "public");
				return true;
			});
		if (Boolean.TRUE.equals(seeded)) {
			logger.info("Seeded the demo data: {} users uid:0... (password {}), {} quotes s:0...", this.set.accounts(),
					Generator.PASSWORD, this.set.quotes());
			return true;
		}
		logger.debug("The database holds data; no demo data seeded");
		return false;
	}

	private static boolean isEmpty(JdbcClient jdbc) {
		return jdbc.sql("""
				select not exists (select 1 from accountprofile) and not exists (select 1 from account)
				   and not exists (select 1 from quote) and not exists (select 1 from holding)
				   and not exists (select 1 from orders)
				""").query(Boolean.class).single();
	}

	private void copy(Generator generator) {
		Connection connection = DataSourceUtils.getConnection(this.dataSource);
		TableCopy copy = new TableCopy(TableCopy.Interruption.NONE);
		try (Progress progress = Progress.silent()) {
			for (Table table : generator.tables()) {
				Progress.Task task = progress.table(table.name(), table.rows());
				try {
					task.finish(copy.copy(connection, table, false, task));
				}
				catch (SQLException ex) {
					task.abandon();
					throw new LoaderException("Demo data COPY into " + table.name() + " failed: " + ex.getMessage());
				}
			}
		}
	}

}
