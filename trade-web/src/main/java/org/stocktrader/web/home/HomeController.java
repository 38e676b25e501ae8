package org.stocktrader.web.home;

import java.time.Instant;

import jakarta.servlet.http.HttpSession;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;
import org.stocktrader.web.market.MarketSummaryCache;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.SessionAttribute;

/** The home page: user statistics, account summary and the market summary. */
@Controller
class HomeController {

	private final TradeService tradeService;

	private final MarketSummaryCache marketSummary;

	HomeController(TradeService tradeService, MarketSummaryCache marketSummary) {
		this.tradeService = tradeService;
		this.marketSummary = marketSummary;
	}

	@GetMapping("/home")
	String home(@SessionAttribute(WebSession.USER_ID) String userId, HttpSession session, Model model) {
		AccountSummary summary = this.tradeService.getAccountSummary(userId);
		model.addAttribute("home",
				HomeView.of(summary.account(), summary.holdings(), Instant.ofEpochMilli(session.getCreationTime())));
		model.addAttribute("market", this.marketSummary.get());
		return "home";
	}

	@RequestMapping(path = "/app", params = "action=home")
	String appHome(@SessionAttribute(WebSession.USER_ID) String userId, HttpSession session, Model model) {
		return home(userId, session, model);
	}

}
