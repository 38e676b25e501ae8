package org.stocktrader.dal.db;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;

import org.springframework.jdbc.core.simple.JdbcClient;

/** A fresh test database with the schema migrated, for repository tests. */
public final class MigratedDatabase {

	private MigratedDatabase() {
	}

	public static JdbcClient freshJdbcClient() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		return JdbcClient.create(dataSource);
	}

}
