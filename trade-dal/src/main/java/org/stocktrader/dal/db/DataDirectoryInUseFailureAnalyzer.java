package org.stocktrader.dal.db;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Reports a second application on an owned data directory in two plain lines instead of a
 * stack trace.
 */
class DataDirectoryInUseFailureAnalyzer extends AbstractFailureAnalyzer<DataDirectoryInUseException> {

	@Override
	protected FailureAnalysis analyze(Throwable rootFailure, DataDirectoryInUseException cause) {
		StringBuilder action = new StringBuilder(
				"Stop the other process, or start this one with its own directory, e.g. --trade.db.data-dir=")
			.append(cause.dataDir())
			.append("-2");
		cause.port()
			.ifPresent((port) -> action
				.append(", or on the running database with TRADE_DB_URL=jdbc:postgresql://127.0.0.1:")
				.append(port)
				.append("/postgres"));
		return new FailureAnalysis(cause.description(), action.append('.').toString(), cause);
	}

}
