package org.stocktrader.services.rest;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.stocktrader.dal.account.Account;
import org.stocktrader.services.security.TradeRoles;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
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
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Signing in and out of the REST API. A sign-in checks the password with the trade
 * service's login and keeps the trader's identity in a new HTTP session (Spring
 * Security's session-backed security context), whose cookie the client sends with every
 * account request.
 */
@RestController
@RequestMapping("/api/sessions")
class SessionRestController {

	private final TradeService trade;

	private final SecurityContextHolderStrategy contexts = SecurityContextHolder.getContextHolderStrategy();

	private final SecurityContextRepository repository = new HttpSessionSecurityContextRepository();

	SessionRestController(@InProcess TradeService trade) {
		this.trade = trade;
	}

	/**
	 * Signs in: the account and a session cookie, or 401 for an unknown user or a wrong
	 * password.
	 */
	@PostMapping
	ResponseEntity<?> signIn(@RequestBody Credentials credentials, HttpServletRequest request,
			HttpServletResponse response) {
		Account account = this.trade.login(credentials.userId(), credentials.password()).orElse(null);
		if (account == null) {
			return ResponseEntity.status(HttpStatus.UNAUTHORIZED)
				.body(ProblemDetail.forStatusAndDetail(HttpStatus.UNAUTHORIZED, "Invalid user id or password."));
		}
		// a new session for the new identity, against session fixation
		HttpSession previous = request.getSession(false);
		if (previous != null) {
			previous.invalidate();
		}
		Authentication trader = UsernamePasswordAuthenticationToken.authenticated(account.userId(), null,
				List.of(new SimpleGrantedAuthority("ROLE_" + TradeRoles.TRADER)));
		SecurityContext context = this.contexts.createEmptyContext();
		context.setAuthentication(trader);
		this.contexts.setContext(context);
		this.repository.saveContext(context, request, response);
		return ResponseEntity.ok(account);
	}

	/** Signs out, ending the session; harmless without one. */
	@DeleteMapping
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void signOut(HttpServletRequest request, HttpServletResponse response) {
		Authentication caller = this.contexts.getContext().getAuthentication();
		if (caller != null && caller.isAuthenticated() && !(caller instanceof AnonymousAuthenticationToken)
				&& caller.getAuthorities()
					.stream()
					.anyMatch((a) -> ("ROLE_" + TradeRoles.TRADER).equals(a.getAuthority()))) {
			this.trade.logout(caller.getName());
		}
		new SecurityContextLogoutHandler().logout(request, response, caller);
	}

	/**
	 * Sign-in credentials.
	 *
	 * @param userId the user id
	 * @param password the password
	 */
	record Credentials(String userId, String password) {
	}

}
