package org.stocktrader.web.session;

import java.util.UUID;

import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * This node's name on its database connections: PostgreSQL's {@code application_name} of
 * every connection of the HikariCP pool, {@code stocktrader <random id>}, set before the
 * pool opens its first connection. The session change notifications carry the name of the
 * connection that made the change ({@code V12__session_change_origin.sql}), so that
 * {@link SessionCache} tells this node's own changes (whose copies this node has already
 * dropped or replaced) from the others'. It also shows in {@code pg_stat_activity} which
 * node a connection belongs to.
 */
class ConnectionName implements BeanPostProcessor {

	/** PgJDBC's connection property for {@code application_name}. */
	static final String PROPERTY = "ApplicationName";

	private final String name = "stocktrader " + UUID.randomUUID();

	private volatile boolean named;

	@Override
	public Object postProcessBeforeInitialization(Object bean, String beanName) {
		if (bean instanceof HikariDataSource pool) {
			try {
				pool.addDataSourceProperty(PROPERTY, this.name);
				this.named = true;
			}
			catch (IllegalStateException ex) {
				// a pool already started is sealed: its connections keep their name
			}
		}
		return bean;
	}

	/**
	 * This node's connection name.
	 * @return the name, or {@code null} when the pool could not be named (then this node
	 * ignores no notification)
	 */
	String name() {
		return this.named ? this.name : null;
	}

}
