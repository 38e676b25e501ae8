package org.stocktrader.web.home;

import jakarta.servlet.http.HttpSession;
import org.stocktrader.web.WebSession;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.SessionAttribute;

/** The home page: user statistics, account summary and the market summary. */
@Controller
class HomeController {

	private final HomePage page;

	HomeController(HomePage page) {
		this.page = page;
	}

	@GetMapping("/home")
	String home(@SessionAttribute(WebSession.USER_ID) String userId, HttpSession session, Model model) {
		return this.page.render(userId, session, model);
	}

	@RequestMapping(path = "/app", params = "action=home")
	String appHome(@SessionAttribute(WebSession.USER_ID) String userId, HttpSession session, Model model) {
		return home(userId, session, model);
	}

}
