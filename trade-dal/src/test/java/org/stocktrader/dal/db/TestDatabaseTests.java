package org.stocktrader.dal.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.Test;

import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.test.annotation.DirtiesContext.HierarchyMode;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestContextManager;

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

	@Test
	void contextsDatabaseIsDroppedWhenTheContextCloses() throws SQLException {
		TestContext test = new TestContextManager(ContextWithDatabase.class).getTestContext();
		ApplicationContext context = test.getApplicationContext();
		String database = context.getEnvironment().getProperty(TestDatabase.DATABASE_PROPERTY);
		try (Connection connection = context.getBean(DataSource.class).getConnection();
				Statement statement = connection.createStatement()) {
			// the pool now holds connections to the database, as in any integration test
			statement.execute("create table marker (id integer)");
		}
		assertThat(database).startsWith("st_test_");
		assertThat(TestDatabase.exists(database)).isTrue();

		test.markApplicationContextDirty(HierarchyMode.EXHAUSTIVE);

		assertThat(TestDatabase.exists(database)).isFalse();
	}

	@Test
	void eachAnnotatedClassHasItsOwnDatabaseWhichItsSubclassesShare() {
		String first = databaseOf(ContextWithDatabase.class);
		String second = databaseOf(OtherContextWithDatabase.class);
		assertThat(first).startsWith("st_test_");
		assertThat(second).startsWith("st_test_").isNotEqualTo(first);
		assertThat(databaseOf(ContextWithDatabase.class)).isEqualTo(first);
		assertThat(databaseOf(InheritedDatabase.class)).isEqualTo(first);
	}

	private static String databaseOf(Class<?> testClass) {
		return new TestContextManager(testClass).getTestContext()
			.getApplicationContext()
			.getEnvironment()
			.getProperty(TestDatabase.DATABASE_PROPERTY);
	}

	@RealDatabase
	@ContextConfiguration(classes = PoolConfiguration.class)
	static class ContextWithDatabase {

	}

	@RealDatabase
	@ContextConfiguration(classes = PoolConfiguration.class)
	static class OtherContextWithDatabase {

	}

	static class InheritedDatabase extends ContextWithDatabase {

	}

	@Configuration(proxyBeanMethods = false)
	static class PoolConfiguration {

		@Bean
		HikariDataSource dataSource(Environment environment) {
			HikariDataSource dataSource = new HikariDataSource();
			dataSource.setJdbcUrl(environment.getRequiredProperty("spring.datasource.url"));
			dataSource.setUsername(environment.getRequiredProperty("spring.datasource.username"));
			dataSource.setPassword(environment.getRequiredProperty("spring.datasource.password"));
			dataSource.setMinimumIdle(2);
			return dataSource;
		}

	}

}
