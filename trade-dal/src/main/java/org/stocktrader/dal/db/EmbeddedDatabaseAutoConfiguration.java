package org.stocktrader.dal.db;

import java.io.IOException;

import com.zaxxer.hikari.HikariDataSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The zero-setup database: when neither {@code spring.datasource.url} nor
 * {@code TRADE_DB_URL} names a server, starts an {@link EmbeddedServer} on 127.0.0.1
 * whose data directory ({@code trade.db.data-dir}) is reused across restarts and owned by
 * this process alone (a second one fails at start), durable unless
 * {@code trade.db.durable=false}, and puts a HikariCP pool on it
 * ({@code spring.datasource.hikari.*} apply). Flyway's auto-configuration then migrates
 * it like any other data source.
 */
@AutoConfiguration(before = DataSourceAutoConfiguration.class)
@ConditionalOnClass({ EmbeddedPostgres.class, HikariDataSource.class })
@ConditionalOnMissingBean(javax.sql.DataSource.class)
@Conditional(EmbeddedDatabaseAutoConfiguration.NoDataSourceUrl.class)
@EnableConfigurationProperties(EmbeddedDatabaseProperties.class)
public class EmbeddedDatabaseAutoConfiguration {

	@Bean(destroyMethod = "close")
	EmbeddedServer embeddedServer(EmbeddedDatabaseProperties properties) throws IOException {
		return EmbeddedServer.start(properties.dataDirOrDefault(), properties.port(), properties.durable());
	}

	@Bean
	@ConfigurationProperties("spring.datasource.hikari")
	HikariDataSource dataSource(EmbeddedServer server) {
		HikariDataSource dataSource = new HikariDataSource();
		dataSource.setJdbcUrl(server.jdbcUrl("postgres"));
		dataSource.setUsername("postgres");
		dataSource.setPoolName("stocktrader");
		return dataSource;
	}

	static class NoDataSourceUrl extends SpringBootCondition {

		@Override
		public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
			String url = context.getEnvironment().getProperty("spring.datasource.url");
			if (url != null && !url.isBlank()) {
				return ConditionOutcome.noMatch("spring.datasource.url is set");
			}
			return ConditionOutcome.match("no spring.datasource.url or TRADE_DB_URL");
		}

	}

}
