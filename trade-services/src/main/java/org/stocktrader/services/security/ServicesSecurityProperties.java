package org.stocktrader.services.security;

import java.util.List;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.annotation.Validated;

/**
 * Who may call the trusted-peer SOAP services ({@code /services/*} and its aliases, the
 * order processor): clients on a trusted network, and clients sending the service
 * credential with HTTP Basic ({@code trade.services.security.*}). The operator credential
 * ({@code trade.operator.*}) is accepted too.
 *
 * @param username the service credential's user name; none when empty
 * @param password the service credential's password
 * @param trustedNetworks the client networks (CIDR such as {@code 10.1.0.0/16}, or single
 * addresses) served without a credential; by default the loopback addresses, or none when
 * a service credential is configured; an empty value trusts no network
 */
@ConfigurationProperties("trade.services.security")
@Validated
public record ServicesSecurityProperties(String username, String password, List<String> trustedNetworks) {

	/** The loopback networks, trusted unless configured otherwise. */
	static final List<String> LOOPBACK = List.of("127.0.0.0/8", "::1");

	/** Whether a service credential is configured. */
	public boolean hasCredential() {
		return this.username != null && !this.username.isBlank();
	}

	/** The trusted networks in force: the configured list, or the default. */
	public List<String> trustedNetworksOrDefault() {
		if (this.trustedNetworks != null) {
			return this.trustedNetworks.stream().filter((network) -> !network.isBlank()).toList();
		}
		return hasCredential() ? List.of() : LOOPBACK;
	}

	/** Hides the password so the record can be logged. */
	@Override
	public String toString() {
		return "ServicesSecurityProperties[username=" + this.username + ", password=****, trustedNetworks="
				+ this.trustedNetworks + "]";
	}

}
