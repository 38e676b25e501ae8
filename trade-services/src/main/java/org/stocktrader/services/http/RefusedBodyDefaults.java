package org.stocktrader.services.http;

import java.util.Map;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * How much of a request body Tomcat reads and discards after the application answered
 * without reading all of it (a 413 for a body over its limit, a page that refused a form
 * before reading it): 16 MB, where Tomcat's own default is 2 MB. A client still sending
 * the body when the answer comes thus reads the answer. When Tomcat closes the connection
 * with part of the body unread, the client's system gets a reset instead, and a client
 * still writing (Java's {@code HttpClient}) reports "Broken pipe" without the 413. A
 * larger body is still cut off. A default that {@code application.properties}, the
 * environment and the command line override.
 */
public class RefusedBodyDefaults implements EnvironmentPostProcessor {

	static final String SOURCE_NAME = "stocktraderRefusedBodyDefaults";

	/** The defaults, by property name. */
	static final Map<String, Object> DEFAULTS = Map.of("server.tomcat.max-swallow-size", "16MB");

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		// last: below application.properties, so either can still be changed
		environment.getPropertySources().addLast(new MapPropertySource(SOURCE_NAME, DEFAULTS));
	}

}
