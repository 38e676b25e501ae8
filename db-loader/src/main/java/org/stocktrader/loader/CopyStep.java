package org.stocktrader.loader;

import java.sql.Connection;
import java.sql.SQLException;

import org.stocktrader.loader.Generator.Table;

/**
 * The copy step: every table of a {@link Generator} sent with {@code COPY} into a schema,
 * one progress line per table. A load copies into {@code public} with {@code FREEZE}; a
 * lost pristine copy is regenerated into {@code loader}.
 */
final class CopyStep {

	private final TableCopy copy;

	private final Progress progress;

	private final Runnable checkCancelled;

	/**
	 * A copy step.
	 * @param copy copies one table
	 * @param progress where each table's progress shows
	 * @param checkCancelled throws once a cancel was requested; called before each table
	 */
	CopyStep(TableCopy copy, Progress progress, Runnable checkCancelled) {
		this.copy = copy;
		this.progress = progress;
		this.checkCancelled = checkCancelled;
	}

	/** Copies every generated table into {@code public}, frozen. */
	void copyAll(Connection connection, Generator generator) {
		copyAll(connection, "public", generator, true);
	}

	/** Copies every generated table into {@code schema}. */
	void copyAll(Connection connection, String schema, Generator generator, boolean freeze) {
		String prefix = "public".equals(schema) ? "" : schema + ".";
		for (Table table : generator.tables()) {
			this.checkCancelled.run();
			Progress.Task task = this.progress.table(prefix + table.name(), table.rows());
			try {
				task.finish(this.copy.copy(connection, schema, table, freeze, task));
			}
			catch (SQLException ex) {
				task.abandon();
				throw new LoaderException("COPY into " + prefix + table.name() + " failed: " + ex.getMessage());
			}
			catch (RuntimeException ex) {
				task.abandon();
				throw ex;
			}
		}
	}

	/** Makes the copy in progress fail, so that its transaction rolls back. */
	void cancel() {
		this.copy.cancel();
	}

}
