package org.stocktrader.services.security;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The operator credential ({@code trade.operator.*}), sent with HTTP Basic to the
 * configuration page {@code /config} and with the SOAP operator operations (reset, quote
 * creation and price updates, operations on any user's orders).
 *
 * @param username the operator's user name
 * @param password the operator's password; when empty, a random one is generated at start
 * and logged once
 */
@ConfigurationProperties("trade.operator")
@Validated
public record OperatorProperties(@DefaultValue("operator") String username, String password) {

	/** Whether a password is configured. */
	public boolean hasPassword() {
		return this.password != null && !this.password.isEmpty();
	}

	/** Hides the password so the record can be logged. */
	@Override
	public String toString() {
		return "OperatorProperties[username=" + this.username + ", password=****]";
	}

}
