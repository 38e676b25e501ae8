package org.stocktrader.loader;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;

import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.stocktrader.loader.Generator.Table;

/**
 * Streams a generated table into PostgreSQL with {@code COPY ... FROM STDIN}: a producer
 * thread formats rows into 1 MB chunks while the calling thread writes the previous
 * chunks to the server, so generation and the server's parsing overlap.
 */
final class TableCopy {

	private static final int CHUNK = 1 << 20;

	private static final byte[] END = new byte[0];

	private final Interruption interruption;

	private volatile boolean cancelled;

	TableCopy(Interruption interruption) {
		this.interruption = interruption;
	}

	/** Stops the running copy at the next chunk; the copy then fails and rolls back. */
	void cancel() {
		this.cancelled = true;
	}

	/**
	 * Copies all rows of {@code table}; {@code freeze} needs the table to have been
	 * created or truncated in the current transaction.
	 */
	long copy(Connection connection, Table table, boolean freeze, Progress.Task task) throws SQLException {
		return copy(connection, "public", table, freeze, task);
	}

	/** Copies into the table of the same name in {@code schema}. */
	long copy(Connection connection, String schema, Table table, boolean freeze, Progress.Task task)
			throws SQLException {
		String sql = "copy " + schema + "." + table.name() + " (" + table.columns() + ") from stdin"
				+ (freeze ? " with (freeze)" : "");
		CopyIn copyIn = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
		BlockingQueue<byte[]> chunks = new ArrayBlockingQueue<>(8);
		AtomicReference<Throwable> failure = new AtomicReference<>();
		Thread producer = Thread.ofPlatform()
			.name("generate-" + table.name())
			.start(() -> produce(table, chunks, failure, task));
		try {
			while (true) {
				byte[] chunk = chunks.take();
				if (chunk == END) {
					break;
				}
				copyIn.writeToCopy(chunk, 0, chunk.length);
			}
			producer.join();
			if (failure.get() != null) {
				copyIn.cancelCopy();
				throw asUnchecked(failure.get());
			}
			return copyIn.endCopy();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new CancellationException("Interrupted while copying " + table.name());
		}
		finally {
			if (producer.isAlive()) {
				producer.interrupt();
			}
			if (copyIn.isActive()) {
				copyIn.cancelCopy();
			}
		}
	}

	private void produce(Table table, BlockingQueue<byte[]> chunks, AtomicReference<Throwable> failure,
			Progress.Task task) {
		try {
			CopyText out = new CopyText(CHUNK + 64 * 1024);
			long rowsPerUnit = (table.units() == 0) ? 0 : table.rows() / table.units();
			int reported = 0;
			for (int unit = 0; unit < table.units(); unit++) {
				this.interruption.beforeUnit(table.name(), unit);
				if (this.cancelled) {
					throw new CancellationException("Cancelled while copying " + table.name());
				}
				table.writer().write(unit, out);
				if (out.length() >= CHUNK) {
					chunks.put(out.take());
					task.advance((unit + 1 - reported) * rowsPerUnit);
					reported = unit + 1;
				}
			}
			chunks.put(out.take());
			task.advance((table.units() - reported) * rowsPerUnit);
			chunks.put(END);
		}
		catch (InterruptedException ex) {
			fail(chunks, failure, new CancellationException("Generation of " + table.name() + " interrupted"));
		}
		catch (RuntimeException | Error ex) {
			fail(chunks, failure, ex);
		}
	}

	private static void fail(BlockingQueue<byte[]> chunks, AtomicReference<Throwable> failure, Throwable cause) {
		failure.set(cause);
		chunks.clear();
		chunks.offer(END);
	}

	private static RuntimeException asUnchecked(Throwable failure) {
		if (failure instanceof RuntimeException runtime) {
			return runtime;
		}
		if (failure instanceof Error error) {
			throw error;
		}
		return new IllegalStateException(failure);
	}

	/** A test hook that can fail a load half-way. */
	@FunctionalInterface
	interface Interruption {

		/** No interruption: the load runs to its end. */
		Interruption NONE = (table, unit) -> {
		};

		void beforeUnit(String table, int unit);

	}

}
