package org.stocktrader.services;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.EmbeddedDatabaseProperties;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The standalone services jar and the main application can run side by side with their
 * defaults: another port, another embedded data directory.
 */
class TradeServicesApplicationTests {

	@Test
	void standaloneDefaultsDifferFromTheMainApplication() {
		StandardEnvironment environment = new StandardEnvironment();
		environment.getPropertySources()
			.addLast(new MapPropertySource("defaults", TradeServicesApplication.STANDALONE_DEFAULTS));
		Binder binder = Binder.get(environment);

		assertThat(binder.bind("server.port", Integer.class).get()).isEqualTo(8081);
		EmbeddedDatabaseProperties database = binder.bind("trade.db", EmbeddedDatabaseProperties.class).get();
		assertThat(database.dataDir())
			.isEqualTo(Path.of(System.getProperty("user.home"), ".stocktrader", "trade-services-postgres"))
			.isNotEqualTo(new EmbeddedDatabaseProperties(null, 0, true).dataDirOrDefault());
		assertThat(database.durable()).isTrue();
	}

}
