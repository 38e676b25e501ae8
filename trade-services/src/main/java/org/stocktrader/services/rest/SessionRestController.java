package org.stocktrader.services.rest;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.stocktrader.dal.account.Account;
import org.stocktrader.services.security.TraderSessions;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Signing in and out of the REST API. A sign-in checks the password with the trade
 * service's login and keeps the trader's identity in a new HTTP session
 * ({@link TraderSessions}), whose cookie the client sends with every account request.
 */
@Tag(name = "Sessions", description = "Signing in and out")
@RestController
@RequestMapping("/api/sessions")
class SessionRestController {

	private final TradeService trade;

	private final TraderSessions sessions;

	SessionRestController(@InProcess TradeService trade, TraderSessions sessions) {
		this.trade = trade;
		this.sessions = sessions;
	}

	/**
	 * Signs in: the account and a session cookie, or 401 for an unknown user or a wrong
	 * password.
	 */
	@Operation(summary = "Signs in",
			description = "Sets the session cookie (JSESSIONID) that opens the "
					+ "trader's /api/accounts/{userId} routes.")
	@ApiResponse(responseCode = "200", description = "Signed in: the account.",
			content = @Content(schema = @Schema(implementation = Account.class)))
	@PostMapping
	ResponseEntity<?> signIn(@RequestBody Credentials credentials, HttpServletRequest request,
			HttpServletResponse response) {
		Account account = this.trade.login(credentials.userId(), credentials.password()).orElse(null);
		if (account == null) {
			return ResponseEntity.status(HttpStatus.UNAUTHORIZED)
				.body(ProblemDetail.forStatusAndDetail(HttpStatus.UNAUTHORIZED, "Invalid user id or password."));
		}
		this.sessions.signIn(account.userId(), request, response);
		return ResponseEntity.ok(account);
	}

	/** Signs out, ending the session; harmless without one. */
	@Operation(summary = "Signs out, ending the session (harmless without one)")
	@DeleteMapping
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void signOut(HttpServletRequest request, HttpServletResponse response) {
		this.sessions.signedIn().ifPresent(this.trade::logout);
		this.sessions.signOut(request, response);
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
