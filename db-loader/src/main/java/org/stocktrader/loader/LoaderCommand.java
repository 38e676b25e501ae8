package org.stocktrader.loader;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.postgresql.ds.PGSimpleDataSource;
import org.stocktrader.loader.Checksums.TableChecksum;
import org.stocktrader.loader.Loader.ResetCount;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import org.springframework.util.unit.DataSize;

/**
 * The {@code db-loader} command line: {@code load}, {@code reset}, {@code verify} and
 * {@code stats} on the benchmark database.
 */
@Command(name = "db-loader", mixinStandardHelpOptions = true, sortOptions = false,
		description = { "Loads, resets and verifies the StockTrader benchmark data set in PostgreSQL.", "",
				"  load    generate the data set and COPY it in (one transaction)",
				"  reset   return the database to exactly the loaded state after a benchmark run",
				"  verify  compare the data with the checksum recorded at load",
				"  stats   row counts and the recorded load", "" },
		exitCodeListHeading = "%nExit codes:%n", exitCodeList = { "0:done (verify: the data equals the loaded set)",
				"1:verify found differences", "2:refused or failed (message on stderr)" })
public final class LoaderCommand implements Callable<Integer> {

	/** What to do. */
	enum Action {

		load, reset, verify, stats

	}

	@Parameters(index = "0", paramLabel = "ACTION", description = "load, reset, verify or stats")
	Action action;

	@Option(names = "--db-url", paramLabel = "URL",
			description = "JDBC URL of a PostgreSQL server (default: $TRADE_DB_URL, else the application's "
					+ "embedded PostgreSQL, see --embedded-dir)")
	String dbUrl;

	@Option(names = "--db-user", paramLabel = "USER",
			description = "database user (default: $TRADE_DB_USER, else postgres)")
	String dbUser;

	@Option(names = "--db-password", paramLabel = "PASSWORD",
			description = "database password (default: $TRADE_DB_PASSWORD)")
	String dbPassword;

	@Option(names = "--embedded",
			description = "use the application's embedded PostgreSQL even when $TRADE_DB_URL is set (the default "
					+ "without --db-url): the running application's server, else one started on the directory")
	boolean embedded;

	@Option(names = "--embedded-dir", paramLabel = "DIR",
			description = "embedded data directory (default: ${DEFAULT-VALUE})")
	Path embeddedDir = Path.of(System.getProperty("user.home"), ".stocktrader", "postgres");

	@Option(names = "--embedded-port", paramLabel = "PORT",
			description = "port when the loader starts the embedded server (default: ${DEFAULT-VALUE}, a free port)")
	int embeddedPort;

	@Option(names = "--embedded-database", paramLabel = "NAME",
			description = "database in the embedded server (default: ${DEFAULT-VALUE})")
	String embeddedDatabase = "postgres";

	@Option(names = "--accounts", paramLabel = "N", description = "accounts uid:0... (default: ${DEFAULT-VALUE})")
	int accounts = DataSet.BENCHMARK.accounts();

	@Option(names = "--quotes", paramLabel = "N", description = "quotes s:0... (default: ${DEFAULT-VALUE})")
	int quotes = DataSet.BENCHMARK.quotes();

	@Option(names = "--holdings-per-account", paramLabel = "N", description = "default: ${DEFAULT-VALUE}")
	int holdingsPerAccount = DataSet.BENCHMARK.holdingsPerAccount();

	@Option(names = "--orders-per-account", paramLabel = "N", description = "default: ${DEFAULT-VALUE}")
	int ordersPerAccount = DataSet.BENCHMARK.ordersPerAccount();

	@Option(names = "--items", paramLabel = "N",
			description = "CachePerf items s:0... stored as bytea, replacing any loaded before (default: "
					+ "${DEFAULT-VALUE})")
	int items;

	@Option(names = "--item-size", paramLabel = "SIZE",
			description = "each item's content length, such as 300KB or 1MB (default: ${DEFAULT-VALUE})")
	String itemSize = "300KB";

	@Option(names = "--seed", paramLabel = "N",
			description = "random seed; the same seed gives the same data (default: ${DEFAULT-VALUE})")
	long seed = DataSet.BENCHMARK.seed();

	@Option(names = "--password-strength", paramLabel = "N",
			description = "BCrypt work factor of the users' password hash, 4..31 (default: ${DEFAULT-VALUE}; "
					+ "the application verifies at the cost stored in the hash)")
	int passwordStrength = 4;

	@Option(names = "--replace", description = "replace the data of a database that already holds some")
	boolean replace;

	private final PrintStream out;

	private final CountDownLatch finished = new CountDownLatch(1);

	private volatile Loader loader;

	LoaderCommand(PrintStream out) {
		this.out = out;
	}

	public static void main(String[] args) {
		if (System.getProperty("logback.configurationFile") == null) {
			// the library jar must not carry a logback.xml (the application has its own)
			System.setProperty("logback.configurationFile", "org/stocktrader/loader/logback-cli.xml");
		}
		LoaderCommand command = new LoaderCommand(System.out);
		int exit = new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true)
			.setExecutionExceptionHandler((ex, line, parsed) -> {
				line.getErr().println(line.getColorScheme().errorText(String.valueOf(ex.getMessage())));
				return 2;
			})
			.execute(args);
		System.exit(exit);
	}

	@Override
	public Integer call() throws Exception {
		Thread hook = Thread.ofPlatform().unstarted(this::interrupt);
		Runtime.getRuntime().addShutdownHook(hook);
		try (Progress progress = new Progress(this.out, Progress.stdoutIsTerminal());
				EmbeddedDatabase server = useEmbedded() ? EmbeddedDatabase.open(this.embeddedDir, this.embeddedPort)
						: null) {
			String url = (server != null) ? server.jdbcUrl(this.embeddedDatabase)
					: envOr(this.dbUrl, "TRADE_DB_URL", "");
			PGSimpleDataSource dataSource = new PGSimpleDataSource();
			dataSource.setUrl(url);
			dataSource.setApplicationName("db-loader");
			dataSource.setUser((server != null) ? "postgres" : envOr(this.dbUser, "TRADE_DB_USER", "postgres"));
			dataSource.setPassword((server != null) ? "" : envOr(this.dbPassword, "TRADE_DB_PASSWORD", ""));
			this.loader = new Loader(dataSource, progress);
			progress.line("db-loader %s on %s", this.action, url);
			return switch (this.action) {
				case load -> load(progress);
				case reset -> reset(progress);
				case verify -> verify(progress);
				case stats -> stats(progress);
			};
		}
		finally {
			this.finished.countDown();
			try {
				Runtime.getRuntime().removeShutdownHook(hook);
			}
			catch (IllegalStateException ex) {
				// the JVM is already shutting down (Ctrl-C): the hook is running
			}
		}
	}

	private int load(Progress progress) {
		DataSet set = new DataSet(this.accounts, this.quotes, this.holdingsPerAccount, this.ordersPerAccount,
				this.seed);
		progress.line("data set: %,d accounts, %,d quotes, %d holdings and %d orders per account, seed %d",
				set.accounts(), set.quotes(), set.holdingsPerAccount(), set.ordersPerAccount(), set.seed());
		ItemSet itemSet = new ItemSet(this.items, itemBytes());
		if (itemSet.count() > 0) {
			progress.line("items: %,d of %,d bytes (%,d MB)", itemSet.count(), itemSet.size(),
					itemSet.bytes() / (1024 * 1024));
		}
		LoaderRun run = this.loader.load(set, itemSet, this.passwordStrength, this.replace);
		progress.summary("load");
		progress.line("recorded as run %d, checksum %s", run.runId(), run.checksum());
		return 0;
	}

	private int reset(Progress progress) {
		long start = System.nanoTime();
		var counts = this.loader.reset();
		progress.line("");
		progress.line("%-16s %10s %10s %10s", "reset", "deleted", "updated", "inserted");
		for (ResetCount count : counts) {
			progress.line("%-16s %,10d %,10d %,10d", count.table(), count.deleted(), count.updated(), count.inserted());
		}
		progress.line("reset in %.1f s; run verify to prove the state", (System.nanoTime() - start) / 1e9);
		return 0;
	}

	private int verify(Progress progress) {
		Loader.Verification verification = progress.step("checksum", this.loader::verify);
		progress.line("");
		progress.line("%-16s %12s %12s  %s", "table", "rows now", "rows loaded", "checksum");
		for (TableChecksum now : verification.current().tables()) {
			TableChecksum loaded = verification.recorded().of(now.table());
			boolean same = loaded != null && loaded.equals(now);
			progress.line("%-16s %,12d %,12d  %s", now.table(), now.rows(), (loaded != null) ? loaded.rows() : 0,
					same ? "equal" : "DIFFERENT");
		}
		LoaderRun run = verification.run();
		if (verification.matches()) {
			progress.line("OK: the data equals run %d (seed %d, loaded %s), checksum %s", run.runId(), run.set().seed(),
					run.finished(), run.checksum());
			return 0;
		}
		progress.line("DIFFERENT: the data is not the set of run %d (checksum %s, loaded %s); run reset", run.runId(),
				verification.current().checksum(), run.checksum());
		return 1;
	}

	private int stats(Progress progress) {
		Loader.Stats stats = this.loader.stats();
		progress.line("");
		progress.line("%-16s %12s", "table", "rows");
		for (Map.Entry<String, Long> entry : stats.rows().entrySet()) {
			progress.line("%-16s %,12d", entry.getKey(), entry.getValue());
		}
		LoaderRun run = stats.latest();
		if (run == null) {
			progress.line("no load recorded");
			return 0;
		}
		progress.line("");
		progress.line(
				"latest load: run %d of %d, seed %d, %,d accounts, %,d quotes, %d holdings and %d orders "
						+ "per account, BCrypt %d",
				run.runId(), stats.runs(), run.set().seed(), run.set().accounts(), run.set().quotes(),
				run.set().holdingsPerAccount(), run.set().ordersPerAccount(), run.passwordStrength());
		progress.line("started %s, committed %s (%.1f s), checksum %s", run.started(), run.finished(),
				(run.finished().toEpochMilli() - run.started().toEpochMilli()) / 1000.0, run.checksum());
		return 0;
	}

	/** Ctrl-C: cancel the statement in progress and wait for the rollback. */
	private void interrupt() {
		Loader current = this.loader;
		if (current != null && this.finished.getCount() > 0) {
			this.out.println();
			this.out.println("Interrupted: cancelling and rolling back...");
			current.cancel();
			try {
				this.finished.await(30, TimeUnit.SECONDS);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private int itemBytes() {
		DataSize size;
		try {
			size = DataSize.parse(this.itemSize);
		}
		catch (IllegalArgumentException ex) {
			throw new LoaderException("--item-size takes a size such as 300KB or 1MB: " + this.itemSize);
		}
		if (size.toBytes() < 1 || size.toBytes() > ItemSet.MAX_SIZE) {
			throw new LoaderException("--item-size is 1 byte to 64MB: " + this.itemSize);
		}
		return (int) size.toBytes();
	}

	/** No server named: the application's embedded database, as the application does. */
	private boolean useEmbedded() {
		return this.embedded || envOr(this.dbUrl, "TRADE_DB_URL", "").isBlank();
	}

	private static String envOr(String option, String variable, String fallback) {
		if (option != null) {
			return option;
		}
		String value = System.getenv(variable);
		return (value != null && !value.isBlank()) ? value : fallback;
	}

}
