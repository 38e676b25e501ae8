package org.stocktrader.dal.db;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcClientAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

class EmbeddedDatabaseAutoConfigurationTests {

	private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(AutoConfigurations
		.of(EmbeddedDatabaseAutoConfiguration.class, DataSourceAutoConfiguration.class, FlywayAutoConfiguration.class,
				JdbcTemplateAutoConfiguration.class, JdbcClientAutoConfiguration.class));

	@Test
	void startsADurableMigratedEmbeddedPostgresWhoseDataSurvivesARestart(@TempDir Path dataDir) {
		AtomicInteger migrations = new AtomicInteger();
		ApplicationContextRunner embedded = this.runner.withPropertyValues("trade.db.data-dir=" + dataDir,
				"spring.datasource.hikari.maximum-pool-size=3");
		embedded.run((context) -> {
			assertThat(context).hasSingleBean(EmbeddedServer.class);
			HikariDataSource dataSource = context.getBean(HikariDataSource.class);
			assertThat(dataSource.getMaximumPoolSize()).isEqualTo(3);
			assertThat(dataSource.getJdbcUrl()).startsWith("jdbc:postgresql://127.0.0.1:");
			JdbcClient jdbc = context.getBean(JdbcClient.class);
			assertThat(jdbc.sql("select setting from pg_settings where name = 'listen_addresses'")
				.query(String.class)
				.single()).isEqualTo("127.0.0.1");
			// durable by default: a committed trade survives a machine crash
			assertThat(setting(jdbc, "fsync")).isEqualTo("on");
			assertThat(setting(jdbc, "synchronous_commit")).isEqualTo("on");
			migrations.set(
					jdbc.sql("select count(*) from flyway_schema_history where success").query(Integer.class).single());
			jdbc.sql("""
					insert into quote (symbol, companyname, price, open1, low, high)
					values ('s:1', 'kept', 1.00, 1.00, 1.00, 1.00)
					""").update();
		});
		assertThat(dataDir.resolve("postgresql.conf")).exists();
		assertThat(dataDir.resolve("postmaster.pid")).doesNotExist();

		embedded.run((context) -> {
			JdbcClient jdbc = context.getBean(JdbcClient.class);
			assertThat(jdbc.sql("select companyname from quote where symbol = 's:1'").query(String.class).single())
				.isEqualTo("kept");
			assertThat(jdbc.sql("select count(*) from flyway_schema_history").query(Integer.class).single())
				.isPositive()
				.isEqualTo(migrations.get());
		});
	}

	@Test
	void theBenchmarkSettingTurnsFsyncAndSynchronousCommitOff(@TempDir Path dataDir) {
		this.runner.withPropertyValues("trade.db.data-dir=" + dataDir, "trade.db.durable=false").run((context) -> {
			JdbcClient jdbc = context.getBean(JdbcClient.class);
			assertThat(setting(jdbc, "fsync")).isEqualTo("off");
			assertThat(setting(jdbc, "synchronous_commit")).isEqualTo("off");
		});
	}

	@Test
	void aSecondContextOnTheSameDirectoryFailsAndTheFirstKeepsServing(@TempDir Path dataDir) {
		ApplicationContextRunner embedded = this.runner.withPropertyValues("trade.db.data-dir=" + dataDir);
		embedded.run((first) -> {
			int port = first.getBean(EmbeddedServer.class).port();
			embedded.run((second) -> assertThat(second).getFailure()
				.rootCause()
				.isInstanceOf(DataDirectoryInUseException.class)
				.hasMessageContaining(dataDir.toString())
				.hasMessageContaining("pid " + ProcessHandle.current().pid())
				.hasMessageContaining("TRADE_DB_URL=jdbc:postgresql://127.0.0.1:" + port + "/postgres"));
			assertThat(first.getBean(JdbcClient.class).sql("select 42").query(Integer.class).single()).isEqualTo(42);
		});
		// released at close: the directory can be taken again
		embedded.run((again) -> assertThat(again).hasNotFailed());
	}

	private static String setting(JdbcClient jdbc, String name) {
		return jdbc.sql("select setting from pg_settings where name = ?").param(name).query(String.class).single();
	}

	@Test
	void backsOffWhenADataSourceUrlIsConfigured() {
		this.runner
			.withPropertyValues("spring.datasource.url=" + TestDatabase.freshDatabase(),
					"spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password())
			.run((context) -> {
				assertThat(context).doesNotHaveBean(EmbeddedServer.class);
				assertThat(context).hasSingleBean(DataSource.class);
				assertThat(context.getBean(JdbcClient.class)
					.sql("select count(*) from flyway_schema_history")
					.query(Integer.class)
					.single()).isPositive();
			});
	}

}
