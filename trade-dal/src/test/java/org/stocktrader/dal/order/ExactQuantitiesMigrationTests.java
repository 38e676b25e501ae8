package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.util.List;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class ExactQuantitiesMigrationTests {

	@Test
	void binaryQuantitiesBecomeExactAndDustIsRemoved() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).target("7").load().migrate();
		JdbcClient jdbc = JdbcClient.create(dataSource);
		// quantities as binary floating point leaves them: 0.09999999999999998,
		// 0.30000000000000004, dust
		jdbc.sql(
				"""
						insert into accountprofile (userid, password) values ('uid:0', 'hash');
						insert into account (accountid, profile_userid, openbalance, balance) values (1, 'uid:0', 100, 100);
						insert into quote (symbol, price, open1, low, high) values ('s:1', 1, 1, 1, 1);
						insert into holding (holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
						values (1, 1, 's:1', 0.3::float8 - 0.1::float8 - 0.1::float8, 1, now()), (2, 1, 's:1', 1e-16, 1, now()),
							(3, 1, 's:1', 12.5, 1, now());
						insert into orders (orderid, account_accountid, quote_symbol, ordertype, orderstatus, quantity, orderfee)
						values (1, 1, 's:1', 'sell', 'closed', 7.1e-15, 15.95), (2, 1, 's:1', 'sell', 'open', 7.1e-15, 15.95),
							(3, 1, 's:1', 'buy', 'closed', 0.1::float8 + 0.2::float8, 15.95)
						""")
			.update();

		Flyway.configure().dataSource(dataSource).load().migrate();

		assertThat(jdbc.sql("select quantity from holding order by holdingid").query(BigDecimal.class).list())
			.containsExactly(new BigDecimal("0.1000"), new BigDecimal("12.5000"));
		assertThat(jdbc.sql("select orderstatus || ' ' || quantity from orders order by orderid")
			.query(String.class)
			.list()).isEqualTo(List.of("closed 0.0000", "cancelled 0.0000", "closed 0.3000"));
		// the check still applies to every new row
		assertThatExceptionOfType(DataIntegrityViolationException.class).isThrownBy(() -> jdbc.sql("""
				insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
				values (1, 's:1', 0.00001, 1, now())
				""").update());
		assertThatExceptionOfType(DataIntegrityViolationException.class).isThrownBy(() -> jdbc.sql("""
				insert into orders (account_accountid, quote_symbol, ordertype, orderstatus, quantity, orderfee)
				values (1, 's:1', 'buy', 'open', 0, 15.95)
				""").update());
	}

	@Test
	void aDatabaseWithoutDustHasItsQuantityCheckValidated() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();

		assertThat(JdbcClient.create(dataSource)
			.sql("select convalidated from pg_constraint where conname = 'orders_quantity_check'")
			.query(Boolean.class)
			.single()).isTrue();
	}

}
