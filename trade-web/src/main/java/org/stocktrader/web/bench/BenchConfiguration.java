package org.stocktrader.web.bench;

import javax.sql.DataSource;

import org.stocktrader.dal.db.StatementCounter;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The benchmark's instruments, off unless {@code trade.bench.enabled=true} (the benchmark
 * command sets it): the data source counts the SQL statements and transactions it runs,
 * and {@link BenchController} serves them with the floor page.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = "trade.bench.enabled", havingValue = "true")
class BenchConfiguration {

	@Bean
	static BeanPostProcessor statementCounting() {
		return new BeanPostProcessor() {

			@Override
			public Object postProcessAfterInitialization(Object bean, String beanName) {
				if (bean instanceof DataSource dataSource && !(bean instanceof StatementCounter)) {
					return new StatementCounter(dataSource);
				}
				return bean;
			}

		};
	}

}
