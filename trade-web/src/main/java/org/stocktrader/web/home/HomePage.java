package org.stocktrader.web.home;

import java.time.Instant;
import java.util.List;

import jakarta.servlet.http.HttpSession;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.services.trade.SummaryCache;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.market.MarketPanel;

import org.springframework.ui.Model;

/**
 * The home page's model: user statistics, account summary and the market summary. The
 * home page answers with it, and so do IBM Trade's login and registration
 * ({@code app?action=login|register}), as the original's {@code doLogin} answers with
 * {@code doHome}: one HTTP request, not a redirect and a second one.
 */
public class HomePage {

	/** The view that prints the model. */
	public static final String VIEW = "home";

	private final TradeService tradeService;

	private final SummaryCache<MarketPanel> marketSummary;

	public HomePage(TradeService tradeService, SummaryCache<MarketPanel> marketSummary) {
		this.tradeService = tradeService;
		this.marketSummary = marketSummary;
	}

	/**
	 * Fills the model of the signed-in user's home page (the account and its holdings
	 * read in one statement).
	 * @param userId the signed-in user
	 * @param session the user's session
	 * @param model the page's model
	 * @return the view name
	 */
	public String render(String userId, HttpSession session, Model model) {
		return render(this.tradeService.getAccountSummary(userId), session, model);
	}

	/**
	 * Fills the model of the home page from the account and holdings already read (as IBM
	 * Trade's login reads them with the login).
	 * @param summary the signed-in user's account and newest holdings
	 * @param session the user's session
	 * @param model the page's model
	 * @return the view name
	 */
	public String render(AccountSummary summary, HttpSession session, Model model) {
		return render(summary.account(), summary.holdings(), session, model);
	}

	/**
	 * Fills the model of the home page of an account just opened, from the account the
	 * registration returned: it has no holdings yet, so nothing is read.
	 * @param opened the account as registered (and signed in)
	 * @param session the user's session
	 * @param model the page's model
	 * @return the view name
	 */
	public String renderNewAccount(Account opened, HttpSession session, Model model) {
		return render(opened, List.of(), session, model);
	}

	private String render(Account account, List<Holding> holdings, HttpSession session, Model model) {
		model.addAttribute("home", HomeView.of(account, holdings, Instant.ofEpochMilli(session.getCreationTime())));
		model.addAttribute("market", this.marketSummary.get());
		return VIEW;
	}

}
