package org.stocktrader.services.tls;

import org.apache.catalina.connector.Connector;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.ssl.SslBundleRegistrar;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.Ssl;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * HTTPS on the server's port when an SSL bundle is configured ({@code server.ssl.bundle},
 * Spring Boot's own) or {@code trade.tls.self-signed=true}; then a plain HTTP port beside
 * it as {@code trade.tls.http} says. Without either, nothing changes: plain HTTP on the
 * server's port.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(TlsProperties.class)
class TlsConfiguration {

	/** The name of the self-signed certificate's SSL bundle. */
	static final String SELF_SIGNED_BUNDLE = "self-signed";

	@Bean
	@ConditionalOnBooleanProperty("trade.tls.self-signed")
	SslBundleRegistrar selfSignedBundle(TlsProperties properties) {
		return (registry) -> registry.registerBundle(SELF_SIGNED_BUNDLE,
				SelfSignedCertificate.in(properties.selfSignedDirOrDefault()).bundle());
	}

	/**
	 * After Spring Boot's own customizer (an unordered customizer comes last): the
	 * self-signed bundle when no other certificate is configured, and the plain HTTP
	 * port.
	 */
	@Bean
	WebServerFactoryCustomizer<TomcatServletWebServerFactory> tlsConnectors(TlsProperties properties) {
		return (factory) -> {
			if (properties.selfSigned() && !Ssl.isEnabled(factory.getSsl())) {
				factory.setSsl(Ssl.forBundle(SELF_SIGNED_BUNDLE));
			}
			if (Ssl.isEnabled(factory.getSsl()) && properties.http() != PlainHttp.REFUSE) {
				Connector plain = new Connector(TomcatServletWebServerFactory.DEFAULT_PROTOCOL);
				plain.setPort(properties.httpPort());
				factory.addAdditionalConnectors(plain);
			}
		};
	}

	@Bean
	@ConditionalOnProperty(name = "trade.tls.http", havingValue = "redirect")
	HttpsRedirect httpsRedirect(TlsProperties properties) {
		return new HttpsRedirect(properties.httpPort());
	}

	/** First of all filters: a request to the plain port goes nowhere else. */
	@Bean
	@ConditionalOnProperty(name = "trade.tls.http", havingValue = "redirect")
	FilterRegistrationBean<HttpsRedirect> httpsRedirectFirst(HttpsRedirect redirect) {
		FilterRegistrationBean<HttpsRedirect> registration = new FilterRegistrationBean<>(redirect);
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
		return registration;
	}

}
