package org.stocktrader.services.rest;

import java.net.URI;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.TradeService;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

/** Registration, accounts and profiles; signing in is {@link SessionRestController}. */
@Tag(name = "Accounts", description = "Registration, accounts and profiles")
@RestController
@RequestMapping("/api")
class AccountRestController {

	private final TradeService trade;

	AccountRestController(@InProcess TradeService trade) {
		this.trade = trade;
	}

	/** Opens an account (register). */
	@Operation(summary = "Opens an account (registration)")
	@ApiResponse(responseCode = "201", description = "The account opened; Location is its address.",
			headers = @Header(name = "Location", description = "/api/accounts/{userId}"))
	@PostMapping("/accounts")
	ResponseEntity<Account> register(@RequestBody Registration registration) {
		if (registration == null) {
			throw new InvalidInputException("A registration is required.");
		}
		// the id is checked before anything is stored, so the Location below cannot fail
		// after the account exists
		URI location = UriComponentsBuilder.fromPath("/api/accounts/{userId}")
			.buildAndExpand(Inputs.newUserId(registration.userId()))
			.encode()
			.toUri();
		return ResponseEntity.created(location).body(this.trade.register(registration));
	}

	@Operation(summary = "The trader's account: balances and sign-in counts")
	@GetMapping("/accounts/{userId}")
	Account account(@PathVariable String userId) {
		return this.trade.getAccountData(userId);
	}

	/** The profile, without the password. */
	@Operation(summary = "The trader's profile (never the password)")
	@GetMapping("/accounts/{userId}/profile")
	Profile profile(@PathVariable String userId) {
		return Profile.of(this.trade.getAccountProfileData(userId));
	}

	/**
	 * Updates the profile; the password changes only when one is given, and only with the
	 * current password (403 otherwise). A changed password ends every session of the
	 * user, this one too: sign in again with the new password.
	 */
	@Operation(summary = "Updates the trader's profile",
			description = "The password changes only when one is given, and only with the current password "
					+ "(403 otherwise); a change ends every session of the user, this one too.")
	@PutMapping("/accounts/{userId}/profile")
	Profile updateProfile(@PathVariable String userId, @RequestBody ProfileUpdate update) {
		return Profile.of(this.trade.updateOwnProfile(new AccountProfile(userId, update.password(), update.fullName(),
				update.address(), update.email(), update.creditCard()), update.currentPassword()));
	}

	/**
	 * A profile as the API shows it: never the password.
	 *
	 * @param userId the user id
	 * @param fullName the full name
	 * @param address the postal address
	 * @param email the email address
	 * @param creditCard the credit card number
	 */
	@Schema(name = "Profile", description = "A trader's profile, without the password.")
	record Profile(String userId, String fullName, String address, String email, String creditCard) {

		static Profile of(AccountProfile profile) {
			return new Profile(profile.userId(), profile.fullName(), profile.address(), profile.email(),
					profile.creditCard());
		}

	}

	/**
	 * A profile update.
	 *
	 * @param password a new password, or {@code null} to keep the current one
	 * @param fullName the full name
	 * @param address the postal address
	 * @param email the email address
	 * @param creditCard the credit card number
	 * @param currentPassword the current password, required with a new one
	 */
	record ProfileUpdate(String password, String fullName, String address, String email, String creditCard,
			String currentPassword) {
	}

}
