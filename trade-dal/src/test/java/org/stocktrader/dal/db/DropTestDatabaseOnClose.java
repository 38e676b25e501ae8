package org.stocktrader.dal.db;

import java.util.List;

import org.springframework.beans.factory.support.DefaultSingletonBeanRegistry;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Drops the database {@link TestDatabase#register} gave a Spring test context when the
 * context closes (a {@code @DirtiesContext}, an eviction from the context cache, the end
 * of the JVM). Registered for every test context in {@code META-INF/spring.factories}; a
 * context without such a database is left alone.
 */
class DropTestDatabaseOnClose implements ContextCustomizerFactory {

	@Override
	public ContextCustomizer createContextCustomizer(Class<?> testClass,
			List<ContextConfigurationAttributes> configAttributes) {
		return new Customizer();
	}

	private static final class Customizer implements ContextCustomizer {

		@Override
		public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
			if (context.getBeanFactory() instanceof DefaultSingletonBeanRegistry registry) {
				// registered before any bean: destroyed after all of them, the pool
				// included
				registry.registerDisposableBean(DropTestDatabaseOnClose.class.getName(), () -> {
					String database = context.getEnvironment().getProperty(TestDatabase.DATABASE_PROPERTY);
					if (database != null) {
						TestDatabase.drop(database);
					}
				});
			}
		}

		@Override
		public boolean equals(Object other) {
			return other != null && other.getClass() == getClass();
		}

		@Override
		public int hashCode() {
			return getClass().hashCode();
		}

	}

}
