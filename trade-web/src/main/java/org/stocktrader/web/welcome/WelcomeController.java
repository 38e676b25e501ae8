package org.stocktrader.web.welcome;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.account.Account;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.OrderView;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.WebSession;
import org.stocktrader.web.home.HomePage;

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

	private static final String MISSING = "Please enter a user ID and a password.";

	private final TradeService tradeService;

	private final HomePage homePage;

	WelcomeController(TradeService tradeService, HomePage homePage) {
		this.tradeService = tradeService;
		this.homePage = homePage;
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

	/**
	 * Signs in and redirects to the home page. The user id is taken exactly as typed:
	 * trimming could turn "uid:0\r\n" or "\0uid:0" into another user.
	 */
	@PostMapping("/login")
	String login(@RequestParam(defaultValue = "") String uid, @RequestParam(defaultValue = "") String passwd,
			HttpServletRequest request, Model model) {
		if (uid.isBlank() || passwd.isEmpty()) {
			return loginFailed(model, uid, MISSING);
		}
		return this.tradeService.login(uid, passwd)
			.map((account) -> signedIn(request, account))
			.orElseGet(() -> loginFailed(model, uid, LOGIN_FAILED));
	}

	/**
	 * IBM Trade's login: it answers with the home page itself, as the original's
	 * {@code doLogin} answers with {@code doHome} (no redirect, one request); the user id
	 * as typed, as {@link #login}'s. The login is counted, the home page's account and
	 * holdings read and the executed orders of earlier sessions reported (the page's
	 * trade alert) together ({@link TradeService#signIn}).
	 */
	@SameOriginOnly
	@RequestMapping(path = "/app", params = "action=login")
	String appLogin(@RequestParam(defaultValue = "") String uid, @RequestParam(defaultValue = "") String passwd,
			HttpServletRequest request, Model model) {
		if (uid.isBlank() || passwd.isEmpty()) {
			return loginFailed(model, uid, MISSING);
		}
		return this.tradeService.signIn(uid, passwd).map((signedIn) -> {
			WebSession.signInReported(request, signedIn.summary().account().userId());
			model.addAttribute(WebSession.REPORTED_ORDERS, signedIn.reported().stream().map(OrderView::of).toList());
			return this.homePage.render(signedIn.summary(), request.getSession(false), model);
		}).orElseGet(() -> loginFailed(model, uid, LOGIN_FAILED));
	}

	@SameOriginOnly
	@RequestMapping(path = "/logout")
	String logout(HttpServletRequest request) {
		signOut(request);
		return "redirect:/welcome";
	}

	/** IBM Trade's logout answers with the welcome page itself. */
	@SameOriginOnly
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
