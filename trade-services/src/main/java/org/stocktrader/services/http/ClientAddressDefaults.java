package org.stocktrader.services.http;

import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * The client address of every request is the one a balancer on this host forwards in
 * {@code X-Forwarded-For} (HAProxy's {@code option forwardfor}), and the connection's
 * address otherwise: Spring Boot's native forward-headers support (Tomcat's
 * {@code RemoteIpValve}) with only the loopback addresses as proxies, so a client
 * elsewhere cannot name another address. A balancer on another host is added with
 * {@code server.tomcat.remoteip.internal-proxies}. Defaults that
 * {@code application.properties}, the environment and the command line override.
 */
public class ClientAddressDefaults implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "stocktraderClientAddressDefaults";

	/** The defaults, by property name. */
	static final Map<String, Object> DEFAULTS = Map.of("server.forward-headers-strategy", "native",
			"server.tomcat.remoteip.internal-proxies", "127.0.0.0/8, ::1/128");

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		// last: below application.properties, so either can still be changed
		environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, DEFAULTS));
	}

}
