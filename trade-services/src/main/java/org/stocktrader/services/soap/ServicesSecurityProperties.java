package org.stocktrader.services.soap;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Optional HTTP Basic authentication for the service clients' paths (SOAP
 * {@code /services/*} and its aliases, REST {@code /api/*}), as the .NET benchmark's
 * service tier ran it ({@code trade.services.security.*}). Off while no user name is set.
 *
 * @param username the one user name the services accept; authentication is off when empty
 * @param password its password
 */
@ConfigurationProperties("trade.services.security")
public record ServicesSecurityProperties(String username, String password) {

	/** Hides the password so the record can be logged. */
	@Override
	public String toString() {
		return "ServicesSecurityProperties[username=" + this.username + ", password=****]";
	}

}
