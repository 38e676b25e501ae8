package org.stocktrader.dal.db;

import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Bounds on every connection to the database, as defaults that
 * {@code application.properties}, the environment, the command line and the JDBC URL's
 * own parameters override: PgJDBC's {@code socketTimeout} (60 s: a read on a connection
 * whose server went away, its host off the network, fails instead of waiting for TCP to
 * give up after about 15 minutes; above the longest statement of the application, the
 * operator's reset of a large data set) and {@code tcpKeepAlive} (an idle pooled
 * connection to a vanished host is found broken as soon as the operating system's
 * keepalive says so). A cluster sets a shorter socket timeout in its URL, above its
 * longest commit wait (src-test/cluster/README.md).
 */
public class ConnectionDefaults implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "stocktraderConnectionDefaults";

	private static final String DRIVER = "spring.datasource.hikari.data-source-properties.";

	/** The defaults, by property name. */
	static final Map<String, Object> DEFAULTS = Map.of(DRIVER + "socketTimeout", "60", DRIVER + "tcpKeepAlive", "true");

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, DEFAULTS));
	}

}
