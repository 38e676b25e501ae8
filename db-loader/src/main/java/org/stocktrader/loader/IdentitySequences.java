package org.stocktrader.loader;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The identity sequences of the application tables, set after a load, a reset and the
 * demo data so that the next generated ids are the same every time.
 */
final class IdentitySequences {

	private IdentitySequences() {
	}

	/**
	 * Sets each identity sequence past the largest key in {@code source} (the public
	 * tables, or the pristine copy), so the next generated ids are the same after every
	 * load and reset.
	 */
	static void setPastLargestKeys(JdbcClient jdbc, String source) {
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

}
