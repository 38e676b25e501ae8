package org.stocktrader.loader;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;
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

	@Test
	void aNodeStartingNextToALiveTradeTakesNoLockThatWaitsForIt() throws Exception {
		String url = TestDatabase.freshDatabase();
		DataSource running = dataSource(url, null);
		Flyway.configure().dataSource(running).load().migrate();
		new DemoData(running, new BCryptPasswordEncoder(4), new DataSet(20, 40, 2, 2, 3)).seedIfEmpty();
		JdbcClient jdbc = JdbcClient.create(running);
		BigDecimal balance = jdbc.sql("select balance from account where accountid = 1")
			.query(BigDecimal.class)
			.single();
		// a trade in flight on a running node: rows of every trading table locked, its
		// transaction open while the next node starts
		try (Connection trade = running.getConnection()) {
			trade.setAutoCommit(false);
			try (Statement statement = trade.createStatement()) {
				statement.execute("update account set balance = balance - 1 where accountid = 1");
				statement.execute("update quote set volume = volume + 1 where symbol = 's:1'");
				statement.execute("update holding set quantity = quantity where account_accountid = 1");
				statement.execute("update orders set orderstatus = orderstatus where account_accountid = 1");
				statement.execute("update accountprofile set email = email where userid = 'uid:1'");
			}
			// the starting node's start-up work, refused at once if it waited for any
			// lock
			DataSource starting = dataSource(url, "-c lock_timeout=2000");
			Flyway.configure().dataSource(starting).load().migrate();
			boolean seeded = new DemoData(starting, new BCryptPasswordEncoder(4), new DataSet(20, 40, 2, 2, 3))
				.seedIfEmpty();

			assertThat(seeded).isFalse();
			trade.commit();
		}
		// and the trade committed
		assertThat(jdbc.sql("select balance from account where accountid = 1").query(BigDecimal.class).single())
			.isEqualByComparingTo(balance.subtract(BigDecimal.ONE));
	}

	@Test
	void nodesStartingTogetherOnAnEmptyDatabaseSeedItOnce() throws Exception {
		DataSource dataSource = migratedDatabase();
		ExecutorService nodes = Executors.newFixedThreadPool(3);
		try {
			List<Future<Boolean>> starts = new ArrayList<>();
			for (int i = 0; i < 3; i++) {
				starts.add(nodes
					.submit(() -> new DemoData(dataSource, new BCryptPasswordEncoder(4), new DataSet(20, 40, 2, 2, 3))
						.seedIfEmpty()));
			}
			int seeded = 0;
			for (Future<Boolean> start : starts) {
				seeded += start.get(120, TimeUnit.SECONDS) ? 1 : 0;
			}

			assertThat(seeded).isEqualTo(1);
		}
		finally {
			nodes.shutdown();
		}
		assertThat(LoaderIntegrationTests.rows(dataSource)).containsEntry("account", 20L).containsEntry("quote", 40L);
	}

	private static DataSource dataSource(String url, String options) {
		PGSimpleDataSource dataSource = new PGSimpleDataSource();
		dataSource.setUrl(url);
		dataSource.setUser(TestDatabase.user());
		dataSource.setPassword(TestDatabase.password());
		if (options != null) {
			dataSource.setOptions(options);
		}
		return dataSource;
	}

	private static DataSource migratedDatabase() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		return dataSource;
	}

}
