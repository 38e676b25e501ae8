package org.stocktrader.web.welcome;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.account.Account;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.WebSession;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** The welcome page with the login form, login and logout. */
@Controller
@PublicPage
class WelcomeController {

	static final String LOGIN_FAILED = "The user ID or the password is not correct. Please try again.";

	private final TradeService tradeService;

	WelcomeController(TradeService tradeService) {
		this.tradeService = tradeService;
	}

	@GetMapping({ "/", "/welcome" })
	String welcome(Model model) {
		model.addAttribute("uid", "uid:0");
		return "welcome";
	}

	@RequestMapping(path = "/app", params = "!action")
	String appWelcome(Model model) {
		return welcome(model);
	}

	@PostMapping("/login")
	String login(@RequestParam(defaultValue = "") String uid, @RequestParam(defaultValue = "") String passwd,
			HttpServletRequest request, Model model) {
		// exactly as typed: trimming could turn "uid:0\r\n" or "\0uid:0" into another
		// user
		String userId = uid;
		if (userId.isBlank() || passwd.isEmpty()) {
			return loginFailed(model, userId, "Please enter a user ID and a password.");
		}
		return this.tradeService.login(userId, passwd)
			.map((account) -> signedIn(request, account))
			.orElseGet(() -> loginFailed(model, userId, LOGIN_FAILED));
	}

	/**
	 * IBM Trade's login; it answers with a redirect to the home page, as the original.
	 */
	@RequestMapping(path = "/app", params = "action=login")
	String appLogin(@RequestParam(defaultValue = "") String uid, @RequestParam(defaultValue = "") String passwd,
			HttpServletRequest request, Model model) {
		return login(uid, passwd, request, model);
	}

	@RequestMapping(path = "/logout")
	String logout(HttpServletRequest request) {
		signOut(request);
		return "redirect:/welcome";
	}

	/** IBM Trade's logout answers with the welcome page itself. */
	@RequestMapping(path = "/app", params = "action=logout")
	String appLogout(HttpServletRequest request, Model model) {
		signOut(request);
		model.addAttribute("message", "You have been logged out.");
		return welcome(model);
	}

	private void signOut(HttpServletRequest request) {
		String userId = WebSession.userId(request);
		if (userId != null) {
			this.tradeService.logout(userId);
		}
		WebSession.signOut(request);
	}

	private static String signedIn(HttpServletRequest request, Account account) {
		WebSession.signIn(request, account.userId());
		return "redirect:/home";
	}

	private static String loginFailed(Model model, String userId, String message) {
		model.addAttribute("uid", userId);
		model.addAttribute("error", message);
		return "welcome";
	}

}
