package org.stocktrader.web.portfolio;

import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PriceHistory;
import org.stocktrader.web.WebSession;
import org.stocktrader.web.order.OrderTokens;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.SessionAttribute;

/**
 * The portfolio page: one {@code getHoldings} call, which already carries each holding's
 * current price.
 */
@Controller
class PortfolioController {

	private final TradeService tradeService;

	private final OrderTokens orderTokens;

	private final PriceHistory prices;

	PortfolioController(TradeService tradeService, OrderTokens orderTokens, PriceHistory prices) {
		this.tradeService = tradeService;
		this.orderTokens = orderTokens;
		this.prices = prices;
	}

	@GetMapping("/portfolio")
	String portfolio(@SessionAttribute(WebSession.USER_ID) String userId, Model model) {
		model.addAttribute("portfolio", PortfolioView.of(this.tradeService.getHoldings(userId), this.prices));
		model.addAttribute("nonce", this.orderTokens.pageNonce());
		return "portfolio";
	}

	@RequestMapping(path = "/app", params = "action=portfolio")
	String appPortfolio(@SessionAttribute(WebSession.USER_ID) String userId, Model model) {
		return portfolio(userId, model);
	}

}
