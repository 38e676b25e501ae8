package org.stocktrader.web.welcome;

import java.util.function.Function;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.WebSession;
import org.stocktrader.web.home.HomePage;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.ExtendedModelMap;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

/**
 * Registration: opens the account, signs the new user in and shows the home page.
 */
@Controller
@PublicPage
class RegisterController {

	private final TradeService tradeService;

	private final HomePage homePage;

	RegisterController(TradeService tradeService, HomePage homePage) {
		this.tradeService = tradeService;
		this.homePage = homePage;
	}

	@GetMapping("/register")
	String form(Model model) {
		model.addAttribute("form", RegisterForm.empty());
		return "register";
	}

	@PostMapping("/register")
	ModelAndView register(@ModelAttribute RegisterForm form, HttpServletRequest request) {
		return register(form, request, (account) -> new ModelAndView("redirect:/home"));
	}

	private ModelAndView register(RegisterForm form, HttpServletRequest request,
			Function<Account, ModelAndView> signedInPage) {
		try {
			Registration registration = form.toRegistration();
			Account account = this.tradeService.registerAndLogin(registration);
			WebSession.signInNewAccount(request, account.userId());
			return signedInPage.apply(account);
		}
		catch (TradeException ex) {
			ModelAndView page = new ModelAndView("register", HttpStatus.OK);
			page.addObject("form", form.withoutPasswords());
			page.addObject("error", ex.getMessage());
			return page;
		}
	}

	/**
	 * IBM Trade's registration, with its field names: it answers with the new account's
	 * home page itself, as the original (its {@code doRegister} ends in {@code doLogin}).
	 */
	@SameOriginOnly
	@RequestMapping(path = "/app", params = "action=register")
	ModelAndView appRegister(@RequestParam(name = "user id", defaultValue = "") String userId,
			@RequestParam(defaultValue = "") String passwd,
			@RequestParam(name = "confirm passwd", defaultValue = "") String confirmPasswd,
			@RequestParam(name = "Full Name", defaultValue = "") String fullName,
			@RequestParam(name = "Credit Card Number", defaultValue = "") String creditCard,
			@RequestParam(defaultValue = RegisterForm.DEFAULT_OPEN_BALANCE) String money,
			@RequestParam(defaultValue = "") String email,
			@RequestParam(name = "snail mail", defaultValue = "") String address, HttpServletRequest request) {
		return register(new RegisterForm(fullName, address, email, userId, passwd, confirmPasswd, money, creditCard),
				request, (account) -> {
					// the home page itself, as the original (no redirect):
					// the account as registered, no holdings to read
					ExtendedModelMap model = new ExtendedModelMap();
					String view = this.homePage.renderNewAccount(account, request.getSession(false), model);
					return new ModelAndView(view, model);
				});
	}

}
