package org.stocktrader.loader;

import java.math.BigDecimal;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

import static org.assertj.core.api.Assertions.assertThat;

class DemoDataTests {

	@Test
	void seedsTheDemoSetIntoAnEmptyDatabase() {
		DataSource dataSource = migratedDatabase();
		PasswordEncoder encoder = new BCryptPasswordEncoder(4);

		boolean seeded = new DemoData(dataSource, encoder).seedIfEmpty();

		JdbcClient jdbc = JdbcClient.create(dataSource);
		assertThat(seeded).isTrue();
		assertThat(LoaderIntegrationTests.rows(dataSource)).containsEntry("accountprofile", 200L)
			.containsEntry("account", 200L)
			.containsEntry("quote", 400L)
			.containsEntry("holding", 600L);
		assertThat(jdbc.sql("select count(*) from quote where symbol like 's:1__'").query(Long.class).single())
			.isEqualTo(100L);
		assertThat(jdbc.sql("select openbalance from account where profile_userid = 'uid:0'")
			.query(BigDecimal.class)
			.single()).isEqualByComparingTo("1000000");
		String hash = jdbc.sql("select password from accountprofile where userid = 'uid:199'")
			.query(String.class)
			.single();
		assertThat(encoder.matches("xxx", hash)).isTrue();
		assertThat(
				jdbc.sql("select nextval(pg_get_serial_sequence('account', 'accountid'))").query(Long.class).single())
			.isEqualTo(201L);
	}

	@Test
	void leavesADatabaseWithDataAlone() {
		DataSource dataSource = migratedDatabase();
		JdbcClient jdbc = JdbcClient.create(dataSource);
		jdbc.sql("""
				insert into quote (symbol, companyname, price, open1, low, high)
				values ('s:0', 'mine', 1, 1, 1, 1)
				""").update();

		boolean seeded = new DemoData(dataSource, new BCryptPasswordEncoder(4)).seedIfEmpty();

		assertThat(seeded).isFalse();
		assertThat(LoaderIntegrationTests.rows(dataSource)).containsEntry("quote", 1L).containsEntry("account", 0L);
	}

	@Test
	void usesTheSameGeneratorAsTheBenchmarkLoader() {
		DataSource demo = migratedDatabase();
		new DemoData(demo, new BCryptPasswordEncoder(4), new DataSet(50, 120, 2, 2, 3)).seedIfEmpty();
		DataSource benchmark = TestDatabase.freshDataSource();
		new Loader(benchmark, Progress.silent()).load(new DataSet(50, 120, 2, 2, 3), 4, false);

		String rowsWithoutPasswords = """
				select string_agg(t::text, ';' order by t::text) from (
				    select accountid, profile_userid, creationdate, openbalance, balance from account
				    union all select holdingid, quote_symbol, purchasedate, quantity, purchaseprice from holding
				    union all select orderid, quote_symbol, opendate, quantity, price from orders) t
				""";
		assertThat(JdbcClient.create(demo).sql(rowsWithoutPasswords).query(String.class).single())
			.isEqualTo(JdbcClient.create(benchmark).sql(rowsWithoutPasswords).query(String.class).single());
	}

	@Test
	void theAutoConfigurationSeedsAfterTheMigrationUnlessDisabled() {
		String url = TestDatabase.freshDatabase();
		ApplicationContextRunner runner = new ApplicationContextRunner()
			.withConfiguration(
					AutoConfigurations.of(org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration.class,
							org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration.class,
							DemoDataAutoConfiguration.class))
			.withPropertyValues("spring.datasource.url=" + url, "spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password());

		runner.withPropertyValues("trade.demo-data.enabled=false").run((context) -> {
			assertThat(context).hasNotFailed().doesNotHaveBean(DemoDataAutoConfiguration.DemoDataSeeder.class);
			assertThat(LoaderIntegrationTests.rows(context.getBean(DataSource.class))).containsEntry("account", 0L);
		});
		runner.withBean(PasswordEncoder.class, () -> new BCryptPasswordEncoder(5)).run((context) -> {
			assertThat(context).hasNotFailed();
			JdbcClient jdbc = JdbcClient.create(context.getBean(DataSource.class));
			assertThat(jdbc.sql("select count(*) from account").query(Long.class).single()).isEqualTo(200L);
			assertThat(
					jdbc.sql("select password from accountprofile where userid = 'uid:0'").query(String.class).single())
				.startsWith("$2a$05$");
		});
	}

	private static DataSource migratedDatabase() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		return dataSource;
	}

}
