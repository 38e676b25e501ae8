package org.stocktrader.services.management;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * The Actuator settings of every application that includes the trade services (the
 * assembled application and the standalone services), as defaults that
 * {@code application.properties}, the environment and the command line override: liveness
 * and readiness probes, health details and the other endpoints for the operator only
 * ({@link ManagementSecurityConfiguration}), the info contributors, and graceful
 * shutdown.
 */
public class ManagementDefaults implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "stocktraderManagementDefaults";

	/** The defaults, by property name. */
	static final Map<String, Object> DEFAULTS = defaults();

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		// last: below application.properties, so any of these can still be changed
		environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, DEFAULTS));
	}

	private static Map<String, Object> defaults() {
		Map<String, Object> defaults = new LinkedHashMap<>();
		defaults.put("management.endpoints.web.exposure.include", "health,info,metrics,prometheus");
		defaults.put("management.endpoint.health.probes.enabled", true);
		defaults.put("management.endpoint.health.show-details", "when-authorized");
		defaults.put("management.endpoint.health.show-components", "when-authorized");
		defaults.put("management.endpoint.health.roles", "OPERATOR");
		defaults.put("management.endpoint.health.group.liveness.include", "livenessState");
		// dbWrites: a commit within 2 s (it also checks the connection, as db does, but
		// with a bound)
		defaults.put("management.endpoint.health.group.readiness.include",
				"readinessState,dbWrites,migrations,orderProcessor");
		// a context without some of these (a test slice, a module used alone) still
		// starts:
		// a group names only the contributors that exist
		defaults.put("management.endpoint.health.validate-group-membership", false);
		// latency histograms with a few fixed buckets (percentiles for the dashboard and
		// the benchmark report), only on the timers that need them; four below a
		// millisecond, where a cached page or a quote is answered, so that its
		// percentiles are measured rather than spread over one bucket
		String buckets = "100us,250us,500us,750us,1ms,2ms,5ms,10ms,20ms,50ms,100ms,200ms,500ms,1s,2s,5s,10s";
		for (String timer : new String[] { "http.server.requests", "cxf.server.requests", "trade.operations" }) {
			defaults.put("management.metrics.distribution.slo." + timer, buckets);
		}
		defaults.put("management.metrics.distribution.slo.trade.orders.lag", buckets + ",30s,60s");
		// Spring Security's own observations of every secured request (filter chains,
		// authorizations) would be timed as well, beside http.server.requests: off
		defaults.put("management.observations.enable.spring.security", false);
		defaults.put("management.info.java.enabled", true);
		defaults.put("management.info.os.enabled", true);
		defaults.put("management.info.process.enabled", true);
		// a stopping node finishes the requests it has (and the balancer sees readiness
		// go
		// down), for at most this long
		defaults.put("server.shutdown", "graceful");
		defaults.put("spring.lifecycle.timeout-per-shutdown-phase", "20s");
		return Map.copyOf(defaults);
	}

}
