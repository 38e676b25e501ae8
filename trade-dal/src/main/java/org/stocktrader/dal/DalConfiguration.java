package org.stocktrader.dal;

import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Repository;

/**
 * The data layer's beans: the repositories of {@code org.stocktrader.dal}. The embedded
 * PostgreSQL default comes in separately, as an auto-configuration.
 */
@Configuration(proxyBeanMethods = false)
@ComponentScan(useDefaultFilters = false, includeFilters = @Filter(Repository.class))
public class DalConfiguration {

}
