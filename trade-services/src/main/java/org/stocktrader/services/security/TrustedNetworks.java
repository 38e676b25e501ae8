package org.stocktrader.services.security;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.security.web.util.matcher.IpAddressMatcher;

/**
 * Grants a request from a trusted network, or from a caller authenticated with one of the
 * given roles. The client address is the connection's ({@code getRemoteAddr()}): an
 * {@code X-Forwarded-For} header counts only where the server is configured to honour it
 * from its proxies ({@code server.forward-headers-strategy}).
 */
public final class TrustedNetworks implements AuthorizationManager<RequestAuthorizationContext> {

	private final List<IpAddressMatcher> networks;

	private final List<String> authorities;

	/**
	 * Trusts the networks, and callers with the roles from anywhere.
	 * @param networks the trusted networks (CIDR or single addresses)
	 * @param roles the roles that are trusted from anywhere
	 */
	public TrustedNetworks(List<String> networks, String... roles) {
		this.networks = networks.stream().map(IpAddressMatcher::new).toList();
		this.authorities = Arrays.stream(roles).map((role) -> "ROLE_" + role).toList();
	}

	/** Whether the address is in a trusted network. */
	public boolean isTrusted(String address) {
		for (IpAddressMatcher network : this.networks) {
			if (network.matches(address)) {
				return true;
			}
		}
		return false;
	}

	@Override
	public AuthorizationResult authorize(Supplier<? extends Authentication> authentication,
			RequestAuthorizationContext context) {
		if (isTrusted(context.getRequest().getRemoteAddr())) {
			return new AuthorizationDecision(true);
		}
		Authentication caller = authentication.get();
		boolean granted = caller != null && caller.isAuthenticated()
				&& caller.getAuthorities()
					.stream()
					.map(GrantedAuthority::getAuthority)
					.anyMatch(this.authorities::contains);
		return new AuthorizationDecision(granted);
	}

}
