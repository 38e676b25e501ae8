package org.stocktrader.services.management;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.stocktrader.services.soap.client.BackendProperties;
import org.stocktrader.services.trade.OrderProcessorProperties;
import org.stocktrader.services.trade.TradeProperties;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * The settings that matter for a benchmark, in {@code /actuator/info} under
 * {@code trade}: processing mode, back end, order fee, connection pool size, order
 * processor threads; and under {@code runtime}: the JVM, its heap, its garbage
 * collectors, its processors and its flags. Never a password: the back end shows its URL
 * and whether it sends a credential.
 */
@Component
class BenchmarkSettingsInfoContributor implements InfoContributor {

	private final TradeProperties trade;

	private final OrderProcessorProperties orderProcessor;

	private final ObjectProvider<BackendProperties> backend;

	private final ObjectProvider<DataSource> dataSource;

	private final Environment environment;

	BenchmarkSettingsInfoContributor(TradeProperties trade, OrderProcessorProperties orderProcessor,
			ObjectProvider<BackendProperties> backend, ObjectProvider<DataSource> dataSource, Environment environment) {
		this.trade = trade;
		this.orderProcessor = orderProcessor;
		this.backend = backend;
		this.dataSource = dataSource;
		this.environment = environment;
	}

	@Override
	public void contribute(Info.Builder builder) {
		Map<String, Object> settings = new LinkedHashMap<>();
		settings.put("processingMode", this.trade.processingMode());
		settings.put("orderFee", this.trade.orderFee());
		BackendProperties backendProperties = this.backend.getIfAvailable();
		if (backendProperties != null) {
			Map<String, Object> backendInfo = new LinkedHashMap<>();
			backendInfo.put("mode", backendProperties.mode());
			if (backendProperties.url() != null) {
				backendInfo.put("url", backendProperties.url().toString());
			}
			backendInfo.put("credential", backendProperties.hasCredentials());
			settings.put("backend", backendInfo);
		}
		settings.put("orderProcessor", Map.of("enabled", this.orderProcessor.enabled(), "threads",
				this.orderProcessor.threads(), "batchSize", this.orderProcessor.batchSize()));
		Map<String, Object> pool = pool();
		if (!pool.isEmpty()) {
			settings.put("connectionPool", pool);
		}
		builder.withDetail("trade", settings);
		builder.withDetail("runtime", runtime());
	}

	private Map<String, Object> pool() {
		DataSource source = this.dataSource.getIfAvailable();
		Map<String, Object> pool = new LinkedHashMap<>();
		try {
			if (source != null && source.isWrapperFor(HikariDataSource.class)) {
				HikariDataSource hikari = source.unwrap(HikariDataSource.class);
				pool.put("name", hikari.getPoolName());
				pool.put("maximumPoolSize", hikari.getMaximumPoolSize());
				pool.put("minimumIdle", hikari.getMinimumIdle());
				pool.put("connectionTimeoutMillis", hikari.getConnectionTimeout());
			}
		}
		catch (SQLException ex) {
			pool.put("error", ex.getMessage());
		}
		return pool;
	}

	private Map<String, Object> runtime() {
		RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
		Map<String, Object> info = new LinkedHashMap<>();
		info.put("vm", runtime.getVmName() + " " + runtime.getVmVersion());
		info.put("availableProcessors", Runtime.getRuntime().availableProcessors());
		info.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
		List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans()
			.stream()
			.map(GarbageCollectorMXBean::getName)
			.toList();
		info.put("garbageCollectors", collectors);
		info.put("virtualThreads",
				this.environment.getProperty("spring.threads.virtual.enabled", Boolean.class, false));
		info.put("tomcatMaxThreads", this.environment.getProperty("server.tomcat.threads.max", Integer.class, 200));
		// the flags (-Xmx, -XX:...), without -D values, which may carry secrets
		info.put("jvmFlags", runtime.getInputArguments().stream().filter((arg) -> !arg.startsWith("-D")).toList());
		return info;
	}

}
