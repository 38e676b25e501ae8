package org.stocktrader.web.account;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.OrderView;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.WebSession;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.SessionAttribute;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The account page: account data, recent orders and the profile update form. */
@Controller
class AccountController {

	static final String PROFILE_UPDATED = "Your profile has been updated.";

	static final String PASSWORD_CHANGED = "Your password has been changed, and every session signed in with the "
			+ "old one has ended. Please log in with the new password.";

	private final TradeService tradeService;

	AccountController(TradeService tradeService) {
		this.tradeService = tradeService;
	}

	@GetMapping("/account")
	String account(@SessionAttribute(WebSession.USER_ID) String userId,
			@RequestParam(name = "orders", defaultValue = "recent") String orders, Model model) {
		boolean all = "all".equals(orders);
		AccountOverview overview = this.tradeService.getAccountOverview(userId, all);
		if (!model.containsAttribute("profile")) {
			model.addAttribute("profile", ProfileForm.of(overview.profile()));
		}
		model.addAttribute("account", AccountView.of(overview.account()));
		model.addAttribute("orders", overview.orders().stream().map(OrderView::of).toList());
		model.addAttribute("allOrders", all);
		return "account";
	}

	@RequestMapping(path = "/app", params = "action=account")
	String appAccount(@SessionAttribute(WebSession.USER_ID) String userId, Model model) {
		return account(userId, "recent", model);
	}

	@PostMapping("/account")
	String updateProfile(@SessionAttribute(WebSession.USER_ID) String userId, @ModelAttribute ProfileForm form,
			HttpServletRequest request, Model model, RedirectAttributes redirect) {
		try {
			this.tradeService.updateOwnProfile(form.toProfile(userId), form.current());
		}
		catch (TradeException ex) {
			model.addAttribute("profile", form.withoutPasswords());
			model.addAttribute("profileError", ex.getMessage());
			return account(userId, "recent", model);
		}
		if (form.changesPassword()) {
			return passwordChanged(request, redirect);
		}
		redirect.addFlashAttribute("profileMessage", PROFILE_UPDATED);
		// the confirmation is beside the form, at the foot of the page: shown there
		return "redirect:/account#profile";
	}

	/** IBM Trade's profile update, with its field names; answers the account page. */
	@SameOriginOnly
	@RequestMapping(path = "/app", params = "action=update_profile")
	String appUpdateProfile(@SessionAttribute(WebSession.USER_ID) String userId,
			@RequestParam(name = "fullname", defaultValue = "") String fullName,
			@RequestParam(defaultValue = "") String address, @RequestParam(defaultValue = "") String email,
			@RequestParam(name = "creditcard", defaultValue = "") String creditCard,
			@RequestParam(defaultValue = "") String password,
			@RequestParam(name = "cpassword", defaultValue = "") String confirmPassword,
			@RequestParam(name = "currentpassword", defaultValue = "") String currentPassword,
			HttpServletRequest request, Model model, RedirectAttributes redirect) {
		ProfileForm form = new ProfileForm(fullName, address, email, creditCard, password, confirmPassword,
				currentPassword);
		try {
			this.tradeService.updateOwnProfile(form.toProfile(userId), form.current());
			if (form.changesPassword()) {
				return passwordChanged(request, redirect);
			}
			model.addAttribute("profileMessage", PROFILE_UPDATED);
		}
		catch (TradeException ex) {
			model.addAttribute("profile", form.withoutPasswords());
			model.addAttribute("profileError", ex.getMessage());
		}
		return account(userId, "recent", model);
	}

	/**
	 * After a password change every session of the user has ended (this one too): the
	 * welcome page says so.
	 */
	private static String passwordChanged(HttpServletRequest request, RedirectAttributes redirect) {
		WebSession.signOut(request);
		redirect.addFlashAttribute("message", PASSWORD_CHANGED);
		return "redirect:/welcome";
	}

}
