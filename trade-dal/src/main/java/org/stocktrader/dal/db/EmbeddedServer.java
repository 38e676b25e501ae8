package org.stocktrader.dal.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An embedded PostgreSQL on a data directory that one process at a time owns.
 * <p>
 * Ownership is an operating-system lock on a file beside the directory
 * ({@code <data-dir>.lock}, holding the owner's pid), taken before anything touches the
 * directory and released when the server stops or the owning process dies. A second
 * process on the same directory fails at once with {@link DataDirectoryInUseException}
 * and leaves the owner's server alone. A server still running on the directory while
 * nobody holds the lock was left by a process killed without its shutdown hooks: it has
 * no clients left and is stopped before the new one starts.
 * <p>
 * Durable by default: {@code fsync} and {@code synchronous_commit} on, so a committed
 * trade survives a machine crash. {@code durable = false} turns both off (zonky's test
 * defaults): faster commits for benchmarks and throw-away data, at the risk of losing the
 * last transactions, or the whole directory, in a crash.
 */
public final class EmbeddedServer implements AutoCloseable {

	private static final Logger logger = LoggerFactory.getLogger(EmbeddedServer.class);

	/**
	 * How long the server may take to accept connections: after a stop that did not end
	 * cleanly (a killed process, a shutdown that timed out) PostgreSQL first replays its
	 * write-ahead log, which after a busy run takes longer than zonky's default ten
	 * seconds on a loaded machine.
	 */
	private static final Duration STARTUP_WAIT = Duration.ofMinutes(2);

	/**
	 * Directories this JVM owns. Checked before opening a second channel on a lock file:
	 * closing any channel on a file drops all of the process's locks on it (POSIX).
	 */
	private static final Set<Path> owned = ConcurrentHashMap.newKeySet();

	private final Path dataDir;

	private final FileChannel lockChannel;

	private final FileLock lock;

	private final EmbeddedPostgres postgres;

	private EmbeddedServer(Path dataDir, FileChannel lockChannel, FileLock lock, EmbeddedPostgres postgres) {
		this.dataDir = dataDir;
		this.lockChannel = lockChannel;
		this.lock = lock;
		this.postgres = postgres;
	}

	/**
	 * Takes the data directory and starts PostgreSQL on it (creating and initialising it
	 * on first use; an initialised directory is reused and never wiped).
	 * @param dataDir the data directory
	 * @param port the port on 127.0.0.1, 0 for a free one outside the ephemeral range
	 * ({@link LoopbackPorts})
	 * @param durable {@code fsync} and {@code synchronous_commit} on ({@code true}) or
	 * off
	 * @return the running server, to be closed
	 * @throws DataDirectoryInUseException when another process owns the directory
	 * @throws IOException when the server cannot start
	 */
	public static EmbeddedServer start(Path dataDir, int port, boolean durable) throws IOException {
		Path directory = dataDir.toAbsolutePath().normalize();
		Files.createDirectories(directory.getParent());
		if (!owned.add(directory)) {
			throw new DataDirectoryInUseException(directory, String.valueOf(ProcessHandle.current().pid()),
					runningPort(directory));
		}
		try {
			return start(directory, port, durable, lockFile(directory));
		}
		catch (IOException | RuntimeException ex) {
			owned.remove(directory);
			throw ex;
		}
	}

	private static EmbeddedServer start(Path directory, int port, boolean durable, Path lockFile) throws IOException {
		FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE);
		FileLock lock;
		try {
			lock = channel.tryLock();
		}
		catch (IOException | RuntimeException ex) {
			channel.close();
			throw ex;
		}
		if (lock == null) {
			String owner = readOwner(channel);
			channel.close();
			throw new DataDirectoryInUseException(directory, owner, runningPort(directory));
		}
		try {
			writeOwner(channel);
			stopOrphanedServer(directory);
			Files.createDirectories(directory);
			String sync = durable ? "on" : "off";
			EmbeddedPostgres postgres = EmbeddedPostgres.builder()
				.setDataDirectory(directory)
				// keep the data: reuse an initialised directory, never delete it on close
				.setCleanDataDirectory(false)
				.setPort((port != 0) ? port : LoopbackPorts.pick())
				.setServerConfig("listen_addresses", "127.0.0.1")
				// zonky always passes -F (fsync off); -c options come after it and win
				.setServerConfig("fsync", sync)
				.setServerConfig("synchronous_commit", sync)
				.setPGStartupWait(STARTUP_WAIT)
				.start();
			logger.info("Embedded PostgreSQL on {} listening on 127.0.0.1:{} ({})", directory, postgres.getPort(),
					durable ? "durable: fsync and synchronous_commit on"
							: "NOT durable: fsync and synchronous_commit off");
			return new EmbeddedServer(directory, channel, lock, postgres);
		}
		catch (IOException | RuntimeException ex) {
			lock.release();
			channel.close();
			throw ex;
		}
	}

	/**
	 * The lock file of a data directory: {@code <data-dir>.lock} beside it (inside, it
	 * would stop {@code initdb} from initialising an empty directory).
	 * @param dataDir the data directory
	 * @return the lock file
	 */
	public static Path lockFile(Path dataDir) {
		Path directory = dataDir.toAbsolutePath().normalize();
		return directory.resolveSibling(directory.getFileName() + ".lock");
	}

	/**
	 * The port of a live server on a data directory, from line 4 of its
	 * {@code postmaster.pid}.
	 * @param dataDir the data directory
	 * @return the port, empty when no server runs there
	 */
	public static OptionalInt runningPort(Path dataDir) {
		List<String> lines = postmasterPid(dataDir);
		if (lines.size() < 4 || !lines.get(3).trim().matches("\\d+")) {
			return OptionalInt.empty();
		}
		return (postmaster(lines).isPresent()) ? OptionalInt.of(Integer.parseInt(lines.get(3).trim()))
				: OptionalInt.empty();
	}

	public Path dataDir() {
		return this.dataDir;
	}

	public int port() {
		return this.postgres.getPort();
	}

	public String jdbcUrl(String database) {
		return "jdbc:postgresql://127.0.0.1:" + port() + "/" + database;
	}

	@Override
	public void close() throws IOException {
		try {
			this.postgres.close();
		}
		finally {
			if (this.lock.isValid()) {
				this.lock.release();
			}
			this.lockChannel.close();
			owned.remove(this.dataDir);
		}
	}

	private static void writeOwner(FileChannel channel) throws IOException {
		channel.truncate(0);
		channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)), 0);
		channel.force(false);
	}

	private static String readOwner(FileChannel channel) {
		try {
			ByteBuffer buffer = ByteBuffer.allocate(32);
			channel.read(buffer, 0);
			String pid = new String(buffer.array(), 0, buffer.position(), StandardCharsets.US_ASCII).trim();
			return pid.matches("\\d+") ? pid : null;
		}
		catch (IOException ex) {
			return null;
		}
	}

	private static List<String> postmasterPid(Path dataDir) {
		Path pidFile = dataDir.resolve("postmaster.pid");
		try {
			return Files.isReadable(pidFile) ? Files.readAllLines(pidFile) : List.of();
		}
		catch (IOException ex) {
			return List.of();
		}
	}

	private static Optional<ProcessHandle> postmaster(List<String> postmasterPid) {
		if (postmasterPid.isEmpty() || !postmasterPid.get(0).trim().matches("\\d+")) {
			return Optional.empty();
		}
		return ProcessHandle.of(Long.parseLong(postmasterPid.get(0).trim()))
			.filter((process) -> process.info().command().map((command) -> command.endsWith("postgres")).orElse(false));
	}

	/**
	 * A JVM killed without its shutdown hooks leaves its PostgreSQL running on the data
	 * directory, which would refuse a new server. Called only while holding the lock, so
	 * no live application uses it: asks it to shut down (SIGTERM) and waits.
	 */
	private static void stopOrphanedServer(Path dataDir) throws IOException {
		Optional<ProcessHandle> server = postmaster(postmasterPid(dataDir));
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

}
