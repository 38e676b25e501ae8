package org.stocktrader.wstest;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * WSTest on its own: {@code java -jar wstest-exec.jar}, SOAP at
 * {@code http://127.0.0.1:8090/services/WSTestService}, JSON under {@code /wstest/api}.
 * It listens on the loopback address only (a load driver on the same machine);
 * {@code --server.address=0.0.0.0} opens it to other machines. The main application
 * imports {@link WSTestConfiguration} instead.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(WSTestConfiguration.class)
public class WSTestApplication {

	/**
	 * What differs from the main application when WSTest runs on its own: port 8090 on
	 * 127.0.0.1 (no database, so no data directory). Load drivers keep their connections
	 * open, so Tomcat does not close one after 100 requests; requests run on virtual
	 * threads, which on a small machine spend less CPU per request than a pool of 200
	 * platform threads (see README.md, Speed).
	 */
	static final Map<String, Object> STANDALONE_DEFAULTS = Map.of("server.port", 8090, "server.address", "127.0.0.1",
			"wstest.soap-path", "/services", "spring.application.name", "wstest",
			"server.tomcat.max-keep-alive-requests", -1, "spring.threads.virtual.enabled", true);

	public static void main(String[] args) {
		application().run(args);
	}

	static SpringApplication application() {
		SpringApplication application = new SpringApplication(WSTestApplication.class);
		application.setDefaultProperties(STANDALONE_DEFAULTS);
		return application;
	}

}
