package org.stocktrader.dal.db;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.test.context.ContextCustomizerFactories;

/**
 * Gives the Spring test context of the annotated class a fresh database on the test
 * PostgreSQL ({@link TestDatabase}) as its data source, dropped when the context closes.
 * Each annotated class gets a context and a database of its own; its subclasses and
 * nested classes share them, as they share the class's other configuration.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ContextCustomizerFactories(RealDatabaseContextCustomizerFactory.class)
public @interface RealDatabase {

}
