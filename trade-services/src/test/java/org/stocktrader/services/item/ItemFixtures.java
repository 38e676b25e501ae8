package org.stocktrader.services.item;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.jdbc.core.simple.JdbcClient;

/** A fresh migrated database with items {@code s:0}... made by the database server. */
final class ItemFixtures {

	private ItemFixtures() {
	}

	static DataSource databaseWithItems(int count, int size) {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		storeItems(JdbcClient.create(dataSource), count, size);
		return dataSource;
	}

	/** Items {@code s:0}... whose byte {@code k} is {@code (k + item number) % 256}. */
	static void storeItems(JdbcClient jdbc, int count, int size) {
		// one statement per item: a statement's memory stays that of one item
		for (int i = 0; i < count; i++) {
			jdbc.sql(
					"""
							insert into item (symbol, name, content_type, content)
							select 's:' || :i, 'Chart of s:' || :i, 'application/octet-stream',
							       substring(decode(repeat((select string_agg(lpad(to_hex((b + :i) % 256), 2, '0'), '' order by b)
							                                from generate_series(0, 255) as b), :repeats), 'hex') from 1 for :size)
							""")
				.param("i", i)
				.param("repeats", (size + 255) / 256)
				.param("size", size)
				.update();
		}
	}

	/** The byte an item of {@link #storeItems} holds at {@code offset}. */
	static int expectedByte(int item, int offset) {
		return (offset + item) % 256;
	}

}
