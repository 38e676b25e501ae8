package org.stocktrader.services.soap.client;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** Binds {@link BackendProperties} so the web tier can show which back end it uses. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(BackendProperties.class)
class BackendConfiguration {

}
