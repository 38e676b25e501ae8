package org.stocktrader.dal.db;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Statements about the trading database as a whole. */
@Repository
public class TradeDatabase {

	private final JdbcClient jdbc;

	public TradeDatabase(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** Whether the database answers a trivial query. */
	public boolean isOnline() {
		return this.jdbc.sql("select 1").query(Integer.class).single() == 1;
	}

	/** Removes every row of every trading table and restarts the identity keys. */
	public void truncateAll() {
		this.jdbc.sql("""
				truncate table orders, holding, account, accountprofile, quote restart identity
				""").update();
	}

}
