package org.stocktrader.services.soap.client;

import java.net.URI;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Which trade service back end the web tier uses ({@code trade.backend.*}).
 *
 * @param mode in-process (default) or a SOAP client to {@code url}
 * @param url the {@code ITradeServices} endpoint the SOAP client calls, for example
 * {@code http://host:8080/services/TradeServices}; required when {@code mode} is
 * {@code SOAP}
 * @param username user name for HTTP Basic authentication to the endpoint; none when
 * empty
 * @param password password for HTTP Basic authentication to the endpoint
 * @param sslBundle the SSL bundle ({@code spring.ssl.bundle.*}) whose trust material
 * validates an {@code https} endpoint's certificate (and whose key, if it has one, is the
 * client's certificate); none: the JDK's default trust store
 */
@ConfigurationProperties("trade.backend")
@Validated
public record BackendProperties(@DefaultValue("IN_PROCESS") BackendMode mode, URI url, String username, String password,
		String sslBundle) {

	/** Whether HTTP Basic credentials are configured. */
	public boolean hasCredentials() {
		return this.username != null && !this.username.isBlank();
	}

	/** Hides the password so the record can be displayed and logged. */
	@Override
	public String toString() {
		return "BackendProperties[mode=" + this.mode + ", url=" + this.url + ", username=" + this.username
				+ ", password=" + ((this.password != null) ? "****" : null) + ", sslBundle=" + this.sslBundle + "]";
	}

}
