package org.stocktrader.web.account;

import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.OrderView;
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
			Model model, RedirectAttributes redirect) {
		try {
			this.tradeService.updateAccountProfile(form.toProfile(userId));
		}
		catch (TradeException ex) {
			model.addAttribute("profile", form.withoutPasswords());
			model.addAttribute("profileError", ex.getMessage());
			return account(userId, "recent", model);
		}
		redirect.addFlashAttribute("profileMessage", PROFILE_UPDATED);
		// the confirmation is beside the form, at the foot of the page: shown there
		return "redirect:/account#profile";
	}

	/** IBM Trade's profile update, with its field names; answers the account page. */
	@RequestMapping(path = "/app", params = "action=update_profile")
	String appUpdateProfile(@SessionAttribute(WebSession.USER_ID) String userId,
			@RequestParam(name = "fullname", defaultValue = "") String fullName,
			@RequestParam(defaultValue = "") String address, @RequestParam(defaultValue = "") String email,
			@RequestParam(name = "creditcard", defaultValue = "") String creditCard,
			@RequestParam(defaultValue = "") String password,
			@RequestParam(name = "cpassword", defaultValue = "") String confirmPassword, Model model) {
		ProfileForm form = new ProfileForm(fullName, address, email, creditCard, password, confirmPassword);
		try {
			this.tradeService.updateAccountProfile(form.toProfile(userId));
			model.addAttribute("profileMessage", PROFILE_UPDATED);
		}
		catch (TradeException ex) {
			model.addAttribute("profile", form.withoutPasswords());
			model.addAttribute("profileError", ex.getMessage());
		}
		return account(userId, "recent", model);
	}

}
