package org.stocktrader.web.market;

import org.stocktrader.services.trade.SummaryCache;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;

/** The market summary page. */
@Controller
class MarketController {

	private final SummaryCache<MarketPanel> marketSummary;

	MarketController(SummaryCache<MarketPanel> marketSummary) {
		this.marketSummary = marketSummary;
	}

	@GetMapping("/marketsummary")
	String marketSummary(Model model) {
		model.addAttribute("market", this.marketSummary.get());
		return "marketsummary";
	}

	@RequestMapping(path = "/app", params = "action=mksummary")
	String appMarketSummary(Model model) {
		return marketSummary(model);
	}

}
