package org.stocktrader.web.welcome;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PublicPage;
import org.stocktrader.web.WebSession;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
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

	RegisterController(TradeService tradeService) {
		this.tradeService = tradeService;
	}

	@GetMapping("/register")
	String form(Model model) {
		model.addAttribute("form", RegisterForm.empty());
		return "register";
	}

	@PostMapping("/register")
	ModelAndView register(@ModelAttribute RegisterForm form, HttpServletRequest request) {
		try {
			Registration registration = form.toRegistration();
			Account account = this.tradeService.registerAndLogin(registration);
			WebSession.signInNewAccount(request, account.userId());
			return new ModelAndView("redirect:/home");
		}
		catch (TradeException ex) {
			ModelAndView page = new ModelAndView("register", HttpStatus.OK);
			page.addObject("form", form.withoutPasswords());
			page.addObject("error", ex.getMessage());
			return page;
		}
	}

	/** IBM Trade's registration, with its field names. */
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
				request);
	}

}
