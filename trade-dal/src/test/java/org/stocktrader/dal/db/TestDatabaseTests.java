package org.stocktrader.dal.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TestDatabaseTests {

	@Test
	void eachFreshDatabaseIsEmptyAndSeparate() throws SQLException {
		DataSource first = TestDatabase.freshDataSource();
		DataSource second = TestDatabase.freshDataSource();
		try (Connection connection = first.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("create table marker (id integer)");
		}
		try (Connection connection = second.getConnection();
				Statement statement = connection.createStatement();
				ResultSet tables = statement
					.executeQuery("select count(*) from information_schema.tables where table_name = 'marker'")) {
			tables.next();
			assertThat(tables.getInt(1)).isZero();
		}
	}

}
