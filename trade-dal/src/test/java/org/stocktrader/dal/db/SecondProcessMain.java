package org.stocktrader.dal.db;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * The second process of {@link SecondProcessIntegrationTests}: an application with the
 * embedded database auto-configuration, started on the data directory given as the
 * argument, in its own JVM. Prints {@code STARTED} and stops if it ever gets the
 * database; exits non-zero with Spring Boot's failure report if not.
 */
public final class SecondProcessMain {

	private SecondProcessMain() {
	}

	public static void main(String[] args) {
		try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Application.class)
			.web(WebApplicationType.NONE)
			.run("--trade.db.data-dir=" + args[0], "--spring.main.banner-mode=off")) {
			System.out.println("STARTED on port " + context.getBean(EmbeddedServer.class).port());
		}
	}

	@Configuration(proxyBeanMethods = false)
	@ImportAutoConfiguration({ EmbeddedDatabaseAutoConfiguration.class, DataSourceAutoConfiguration.class })
	static class Application {

	}

}
