package org.stocktrader.services.security;

import java.util.List;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.security.web.authentication.logout.SecurityContextLogoutHandler;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.stereotype.Component;

/**
 * A trader's REST sessions: Spring Security's security context kept in the HTTP session,
 * holding the user id with the {@link TradeRoles#TRADER} role.
 */
@Component
public class TraderSessions {

	private static final String TRADER = "ROLE_" + TradeRoles.TRADER;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

	/**
	 * Signs the trader in, in a new session: any previous one is ended, against session
	 * fixation. The password must have been checked.
	 * @param userId the trader's user id
	 * @param request the request
	 * @param response the response, which gets the session cookie
	 */
	public void signIn(String userId, HttpServletRequest request, HttpServletResponse response) {
		HttpSession previous = request.getSession(false);
		if (previous != null) {
			previous.invalidate();
		}
		Authentication trader = UsernamePasswordAuthenticationToken.authenticated(userId, null,
				List.of(new SimpleGrantedAuthority(TRADER)));
		SecurityContext context = this.contexts.createEmptyContext();
		context.setAuthentication(trader);
		this.contexts.setContext(context);
		this.sessions.saveContext(context, request, response);
	}

	/**
	 * The signed-in trader of this request.
	 * @return the user id, or empty when no trader is signed in
	 */
	public Optional<String> signedIn() {
		Authentication caller = this.contexts.getContext().getAuthentication();
		if (caller == null || !caller.isAuthenticated() || caller instanceof AnonymousAuthenticationToken
				|| caller.getAuthorities().stream().noneMatch((a) -> TRADER.equals(a.getAuthority()))) {
			return Optional.empty();
		}
		return Optional.of(caller.getName());
	}

	/**
	 * Ends the session, if any.
	 * @param request the request
	 * @param response the response
	 */
	public void signOut(HttpServletRequest request, HttpServletResponse response) {
		new SecurityContextLogoutHandler().logout(request, response, this.contexts.getContext().getAuthentication());
	}

	/**
	 * Whether the caller is the signed-in trader with this user id.
	 * @param caller the caller
	 * @param userId the user id
	 * @return whether it is that trader
	 */
	public static boolean isTrader(Authentication caller, String userId) {
		return caller != null && caller.isAuthenticated() && !(caller instanceof AnonymousAuthenticationToken)
				&& caller.getAuthorities().stream().anyMatch((a) -> TRADER.equals(a.getAuthority()))
				&& caller.getName().equals(userId);
	}

}
