package org.stocktrader.systemtest.http;

import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Whole StockTrader applications started by a system test, each on a fresh database of
 * the test PostgreSQL, as separate nodes of one deployment (a web tier and its SOAP back
 * end, for instance).
 */
public final class AppNodes {

	private AppNodes() {
	}

	/**
	 * Starts a node: a fresh database, cheap password hashing, then these properties.
	 * @param properties {@code name=value} settings of the node
	 * @return the running node; the test closes it
	 */
	public static ConfigurableApplicationContext start(String... properties) {
		return new SpringApplicationBuilder(StockTraderApplication.class)
			.properties("spring.datasource.url=" + TestDatabase.freshDatabase(),
					"spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password(), "trade.password-strength=4")
			.properties(properties)
			.run();
	}

	/**
	 * Stops the nodes a test started, those that started.
	 * @param nodes the nodes, {@code null} for one that did not start
	 */
	public static void stop(ConfigurableApplicationContext... nodes) {
		for (ConfigurableApplicationContext node : nodes) {
			if (node != null) {
				node.close();
			}
		}
	}

}
