package org.stocktrader.loader;

import java.util.List;

/**
 * The application's tables (trade-dal's {@code V1__schema.sql}), parents first, with
 * their keys.
 */
enum AppTable {

	QUOTE("quote", "symbol", false), ACCOUNTPROFILE("accountprofile", "userid", false),
	ACCOUNT("account", "accountid", true), HOLDING("holding", "holdingid", true), ORDERS("orders", "orderid", true);

	private final String table;

	private final String key;

	private final boolean identity;

	AppTable(String table, String key, boolean identity) {
		this.table = table;
		this.key = key;
		this.identity = identity;
	}

	/** The table name in the {@code public} schema (and in the {@code loader} copy). */
	String table() {
		return this.table;
	}

	/** The primary key column. */
	String key() {
		return this.key;
	}

	/**
	 * Whether the key is an identity column whose sequence must follow the loaded ids.
	 */
	boolean identity() {
		return this.identity;
	}

	static List<AppTable> parentsFirst() {
		return List.of(values());
	}

	static List<AppTable> childrenFirst() {
		return parentsFirst().reversed();
	}

	/** The comma-separated names, for {@code lock} and {@code truncate}. */
	static String names() {
		return String.join(", ", parentsFirst().stream().map(AppTable::table).toList());
	}

}
