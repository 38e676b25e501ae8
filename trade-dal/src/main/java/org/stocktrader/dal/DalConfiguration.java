package org.stocktrader.dal;

import javax.sql.DataSource;

import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.db.NotificationsProperties;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Repository;

/**
 * The data layer's beans: the repositories of {@code org.stocktrader.dal}, and the node's
 * one {@code LISTEN} connection ({@link Notifications}). The embedded PostgreSQL default
 * comes in separately, as an auto-configuration.
 */
@Configuration(proxyBeanMethods = false)
@ComponentScan(useDefaultFilters = false, includeFilters = @Filter(Repository.class))
@EnableConfigurationProperties(NotificationsProperties.class)
public class DalConfiguration {

	/** The notifications of every channel the node's features register. */
	@Bean
	Notifications notifications(DataSource dataSource, NotificationsProperties properties) {
		return new Notifications(dataSource, properties);
	}

}
