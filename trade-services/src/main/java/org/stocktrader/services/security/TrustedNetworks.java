package org.stocktrader.services.security;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.services.http.PeerAddressValve;

import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.security.web.util.matcher.IpAddressMatcher;

/**
 * Grants a request from a trusted network, or from a caller authenticated with one of the
 * given roles. A request is from a trusted network when both the client
 * ({@code getRemoteAddr()}, which Tomcat takes from {@code X-Forwarded-For} when a
 * configured proxy sends it) and the host that opened the connection (the proxy, kept by
 * {@link PeerAddressValve}) are in one: a balancer on a trusted address does not make the
 * clients it forwards for trusted, and a proxy that is not itself trusted cannot name a
 * trusted client.
 * <p>
 * The networks are parsed once. A client address is parsed and matched the first time it
 * is seen; the verdict is kept in a small table of recent addresses (a few clients call
 * the services, each over and over), so a repeated caller costs a string comparison. The
 * table has a fixed size and a newer address takes an older one's slot, so no caller can
 * make it grow.
 */
public final class TrustedNetworks implements AuthorizationManager<RequestAuthorizationContext> {

	/** Slots of the table of recent verdicts (a power of two). */
	static final int RECENT_ADDRESSES = 64;

	private static final AuthorizationDecision GRANTED = new AuthorizationDecision(true);

	private static final AuthorizationDecision DENIED = new AuthorizationDecision(false);

	private final List<IpAddressMatcher> networks;

	private final List<String> authorities;

	private final AtomicReferenceArray<Verdict> recent = new AtomicReferenceArray<>(RECENT_ADDRESSES);

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
		if (this.networks.isEmpty()) {
			return false;
		}
		if (address == null) {
			return matches(null);
		}
		int slot = address.hashCode() & (RECENT_ADDRESSES - 1);
		Verdict known = this.recent.get(slot);
		if (known != null && known.address().equals(address)) {
			return known.trusted();
		}
		// an address that is not an IP address throws, as before, and is not kept
		boolean trusted = matches(address);
		this.recent.set(slot, new Verdict(address, trusted));
		return trusted;
	}

	private boolean matches(String address) {
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
		if (fromTrustedNetwork(context.getRequest())) {
			return GRANTED;
		}
		Authentication caller = authentication.get();
		boolean granted = caller != null && caller.isAuthenticated()
				&& caller.getAuthorities()
					.stream()
					.map(GrantedAuthority::getAuthority)
					.anyMatch(this.authorities::contains);
		return granted ? GRANTED : DENIED;
	}

	private boolean fromTrustedNetwork(HttpServletRequest request) {
		String client = request.getRemoteAddr();
		if (!isTrusted(client)) {
			return false;
		}
		// without the valve (a server other than Tomcat, MockMvc) the client address is
		// the connection's
		return !(request.getAttribute(PeerAddressValve.ATTRIBUTE) instanceof String peer) || peer.equals(client)
				|| isTrusted(peer);
	}

	/** Whether an address seen before is trusted. */
	private record Verdict(String address, boolean trusted) {
	}

}
