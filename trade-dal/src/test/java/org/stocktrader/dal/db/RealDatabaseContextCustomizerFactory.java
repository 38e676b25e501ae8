package org.stocktrader.dal.db;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;
import org.springframework.test.context.TestContextAnnotationUtils;
import org.springframework.test.context.TestContextAnnotationUtils.AnnotationDescriptor;

/**
 * Registers a fresh database ({@link TestDatabase#register}) as the data source of a test
 * context whose class is annotated {@link RealDatabase}. The customizer is keyed on the
 * class that declares the annotation, so the context cache never hands one class's
 * database to another annotated class, and a context is built, with a new database, once
 * per annotated class.
 */
class RealDatabaseContextCustomizerFactory implements ContextCustomizerFactory {

	@Override
	public ContextCustomizer createContextCustomizer(Class<?> testClass,
			List<ContextConfigurationAttributes> configAttributes) {
		AnnotationDescriptor<RealDatabase> declared = TestContextAnnotationUtils.findAnnotationDescriptor(testClass,
				RealDatabase.class);
		return (declared != null) ? new Customizer(declared.getRootDeclaringClass()) : null;
	}

	private record Customizer(Class<?> declaringClass) implements ContextCustomizer {

		@Override
		public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
			Map<String, Object> properties = new LinkedHashMap<>();
			TestDatabase.register((name, value) -> properties.put(name, value.get()));
			// first, as dynamic property sources are: above the test's own properties
			context.getEnvironment()
				.getPropertySources()
				.addFirst(new MapPropertySource("Real test database", properties));
		}

	}

}
