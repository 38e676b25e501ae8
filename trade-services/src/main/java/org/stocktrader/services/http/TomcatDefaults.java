package org.stocktrader.services.http;

import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * The HTTP edge's Tomcat settings, as defaults that {@code application.properties}, the
 * environment and the command line override.
 * <ul>
 * <li>The client address of every request is the one a balancer on this host forwards in
 * {@code X-Forwarded-For} (HAProxy's {@code option forwardfor}), and the connection's
 * address otherwise: Spring Boot's native forward-headers support (Tomcat's
 * {@code RemoteIpValve}) with only the loopback addresses as proxies, so a client
 * elsewhere cannot name another address. A balancer on another host is added with
 * {@code server.tomcat.remoteip.internal-proxies}.</li>
 * <li>Tomcat reads and discards up to 16 MB of a request body the application answered
 * without reading all of it (a 413 for a body over its limit, a page that refused a form
 * before reading it), where its own default is 2 MB, so that a client still sending the
 * body reads the answer. When Tomcat closes the connection with part of the body unread,
 * the client's system gets a reset instead, and a client still writing (Java's
 * {@code HttpClient}) reports "Broken pipe" without the 413. A larger body is still cut
 * off.</li>
 * </ul>
 */
public class TomcatDefaults implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "stocktraderTomcatDefaults";

	/** The defaults, by property name. */
	static final Map<String, Object> DEFAULTS = Map.of("server.forward-headers-strategy", "native",
			"server.tomcat.remoteip.internal-proxies", "127.0.0.0/8, ::1/128", "server.tomcat.max-swallow-size",
			"16MB");

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		// last: below application.properties, so either can still be changed
		environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, DEFAULTS));
	}

}
