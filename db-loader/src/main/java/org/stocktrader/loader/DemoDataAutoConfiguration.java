package org.stocktrader.loader;

import javax.sql.DataSource;

import org.springframework.beans.factory.InitializingBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Seeds the demo data into an empty database once the Flyway migrations have run, unless
 * {@code trade.demo-data.enabled=false}. Passwords are hashed with the application's
 * {@link PasswordEncoder} bean, or BCrypt if there is none.
 */
@AutoConfiguration(afterName = { "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
		"org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration" })
@ConditionalOnBooleanProperty(name = "trade.demo-data.enabled", matchIfMissing = true)
public class DemoDataAutoConfiguration {

	@Bean
	@ConditionalOnSingleCandidate(DataSource.class)
	@DependsOnDatabaseInitialization
	DemoDataSeeder demoDataSeeder(DataSource dataSource, ObjectProvider<PasswordEncoder> passwordEncoder) {
		return new DemoDataSeeder(new DemoData(dataSource, passwordEncoder.getIfAvailable(BCryptPasswordEncoder::new)));
	}

	/** Runs the seeding when the context creates it, after database initialization. */
	static final class DemoDataSeeder implements InitializingBean {

		private final DemoData demoData;

		DemoDataSeeder(DemoData demoData) {
			this.demoData = demoData;
		}

		@Override
		public void afterPropertiesSet() {
			this.demoData.seedIfEmpty();
		}

	}

}
