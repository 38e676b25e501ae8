package org.stocktrader.dal.db;

import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * Another process owns the embedded PostgreSQL data directory: its server is left
 * running, and this process does not start.
 */
public class DataDirectoryInUseException extends IllegalStateException {

	private static final long serialVersionUID = 1L;

	private final transient Path dataDir;

	private final transient OptionalInt port;

	private final String ownerPid;

	DataDirectoryInUseException(Path dataDir, String ownerPid, OptionalInt port) {
		super(message(dataDir, ownerPid, port));
		this.dataDir = dataDir;
		this.port = port;
		this.ownerPid = ownerPid;
	}

	/**
	 * What happened, without the remedies.
	 * @return one sentence
	 */
	public String description() {
		return "The embedded PostgreSQL data directory " + this.dataDir + " is in use by another running process"
				+ ((this.ownerPid != null) ? " (pid " + this.ownerPid + ")" : "")
				+ ", whose database is left running; this process does not start a second one on it.";
	}

	/**
	 * The data directory in use.
	 * @return the directory
	 */
	public Path dataDir() {
		return this.dataDir;
	}

	/**
	 * The port of the owner's server on 127.0.0.1, when it is running.
	 * @return the port, or empty
	 */
	public OptionalInt port() {
		return this.port;
	}

	private static String message(Path dataDir, String ownerPid, OptionalInt port) {
		StringBuilder message = new StringBuilder("The embedded PostgreSQL data directory ").append(dataDir)
			.append(" is in use by another running process");
		if (ownerPid != null) {
			message.append(" (pid ").append(ownerPid).append(')');
		}
		message.append(", which keeps it. Stop that process, or give this one its own directory")
			.append(" (--trade.db.data-dir=...)");
		if (port.isPresent()) {
			message.append(", or use the running database with TRADE_DB_URL=jdbc:postgresql://127.0.0.1:")
				.append(port.getAsInt())
				.append("/postgres");
		}
		return message.append('.').toString();
	}

}
