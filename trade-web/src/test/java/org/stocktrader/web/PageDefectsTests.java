package org.stocktrader.web;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.servlet.ViewResolver;
import org.springframework.web.servlet.view.ContentNegotiatingViewResolver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.NOW;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.aHolding;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.aProfile;
import static org.stocktrader.web.TradeFixtures.anAccount;
import static org.stocktrader.web.TradeFixtures.anOrder;

/**
 * The page defects of the newcomer's walk (issue 16), each on the page where it was seen:
 * the seeded users' profile form, the sell's proceeds, the sign of a small loss, one name
 * per order state, DayTrader's counts, dollar signs; and the rendering set-up (one view
 * resolver, no content negotiation).
 */
@WebMvcTest
class PageDefectsTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	ApplicationContext context;

	// the pages' one call (a default method of the API) is answered from the stubbed
	// reads
	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	// the operator page's services (the page itself is tested in config)
	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

	@MockitoBean
	ItemService items;

	@Test
	void seededUsersProfileFormAcceptsTheirStoredEmail() throws Exception {
		given(this.tradeService.getAccountData("uid:0")).willReturn(anAccount("uid:0"));
		given(this.tradeService.getAccountProfileData("uid:0"))
			.willReturn(new AccountProfile("uid:0", "hash", "first:0 last:0", "4 Oak St.", "uid:0@42.com", "123"));
		given(this.tradeService.getTopOrders("uid:0")).willReturn(List.of());
		// the db-loader's addresses have a colon, which <input type="email"> refuses
		this.mvc.perform(get("/account").sessionAttr(WebSession.USER_ID, "uid:0"))
			.andExpect(content().string(containsString(
					"<input type=\"text\" id=\"email\" name=\"email\" inputmode=\"email\" autocomplete=\"email\" value=\"uid:0@42.com\">")))
			.andExpect(content().string(not(containsString("type=\"email\""))));
	}

	@Test
	void sellConfirmationShowsTheProceedsWithTheFeeSubtracted() throws Exception {
		given(this.tradeService.sell("uid:7", 41)).willReturn(anOrder(81, OrderType.SELL, "s:1", 100));
		this.mvc.perform(
				post("/app").param("action", "sell").param("holdingID", "41").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			// 100 x $110.00 - $15.95
			.andExpect(content().string(containsString("<th>Proceeds</th><td>$10,984.05</td>")))
			.andExpect(content().string(not(containsString("$11,015.95"))));
	}

	@Test
	void buyConfirmationShowsTheTotalCostWithTheFeeAdded() throws Exception {
		given(this.tradeService.buy("uid:7", "s:1", 100)).willReturn(anOrder(80, OrderType.BUY, "s:1", 100));
		this.mvc
			.perform(post("/app").param("action", "buy")
				.param("symbol", "s:1")
				.param("quantity", "100")
				.sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("<th>Total cost</th><td>$11,015.95</td>")));
	}

	@Test
	void smallLossKeepsItsMinusSignInThePercentage() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(
				new Account(7, "uid:7", NOW, NOW, 1, 0, new BigDecimal("999952.15"), new BigDecimal("1000000.00")));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc.perform(get("/home").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("<td class=\"down\">-$47.85 (-0.00%)</td>")))
			.andExpect(content().string(not(containsString("+0.00%"))));
	}

	@Test
	void executedOrdersHaveOneStateNameOnEveryPage() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getAccountProfileData("uid:7")).willReturn(aProfile("uid:7"));
		Order closed = anOrder(31, OrderType.BUY, "s:5", 100);
		assertThat(closed.status()).isEqualTo(OrderStatus.CLOSED);
		given(this.tradeService.getTopOrders("uid:7")).willReturn(List.of(closed, aCompletedOrder(30, "s:4")));
		given(this.tradeService.getClosedOrders("uid:7")).willReturn(List.of(aCompletedOrder(31, "s:5")));
		this.mvc.perform(get("/account").session(TradeFixtures.justSignedIn("uid:7")))
			.andExpect(content()
				.string(allOf(containsString("data-label=\"Order ID\">31</td><td data-label=\"Status\">completed</td>"),
						containsString("data-label=\"Order ID\">30</td><td data-label=\"Status\">completed</td>"),
						not(containsString("closed")))));
	}

	@Test
	void accountPageCountsTheOrdersAndPortfolioCountsTheHoldings() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getAccountProfileData("uid:7")).willReturn(aProfile("uid:7"));
		given(this.tradeService.getTopOrders("uid:7"))
			.willReturn(List.of(anOrder(31, OrderType.BUY, "s:5", 100), anOrder(32, OrderType.SELL, "s:5", 10)));
		given(this.tradeService.getHoldings("uid:7")).willReturn(List.of(aHolding(1, "s:1", 10, "100.00", "120.00"),
				aHolding(2, "s:2", 5, "50.00", "40.00"), aHolding(3, "s:3", 1, "10.00", "10.00")));
		this.mvc.perform(get("/account").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("Total orders: <span>2</span>")));
		this.mvc.perform(get("/portfolio").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("Number of holdings: <span>3</span>")))
			.andExpect(content().string(containsString("class=\"num flat\">$0.00 (0.00%)</td>")));
	}

	@Test
	void everyPriceHasADollarSign() throws Exception {
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc.perform(get("/marketsummary").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(
					content().string(containsString("<td class=\"num\">$110.00</td><td class=\"num up\">+$10.00</td>")))
			.andExpect(content()
				.string(containsString("<td class=\"num\">$80.00</td><td class=\"num down\">-$20.00</td>")))
			// the TSIA is an index, not money
			.andExpect(content().string(containsString("<span data-field=\"tsia\">105.00</span>")));
	}

	@Test
	void pagesAreResolvedByThymeleafAloneWithTheStylesheetHashComputedOnce() throws Exception {
		assertThat(this.context.getBeansOfType(ContentNegotiatingViewResolver.class)).isEmpty();
		assertThat(this.context.getBean("viewResolver", ViewResolver.class))
			.isSameAs(this.context.getBean("thymeleafViewResolver"));
		assertThat(PageRendering.stylesheetUrl()).matches("/css/trade-[0-9a-f]{32}\\.css");
		this.mvc.perform(get("/welcome"))
			.andExpect(content().string(containsString("href=\"" + PageRendering.stylesheetUrl() + "\"")));
		this.mvc.perform(get(PageRendering.stylesheetUrl())).andExpect(status().isOk());
	}

	@Test
	void liveMarketScriptIsOneStaticFileUnderItsContentHash() throws Exception {
		assertThat(PageRendering.marketScriptUrl()).matches("/js/market-[0-9a-f]{32}\\.js");
		this.mvc.perform(get("/welcome"))
			.andExpect(content()
				.string(containsString("<script src=\"" + PageRendering.marketScriptUrl() + "\" defer></script>")));
		this.mvc.perform(get(PageRendering.marketScriptUrl()))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("new window.EventSource('/api/market/stream')")));
	}

	@Test
	void pagesHaveLandmarksAndLabelledFields() throws Exception {
		given(this.tradeService.getQuotes("s:1")).willReturn(List.of(TradeFixtures.aQuote("s:1")));
		this.mvc.perform(get("/quotes").param("symbols", "s:1").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(matchesPattern("(?s)<!DOCTYPE html>\\s*<html lang=\"en\">.*<header>.*"
					+ "<nav aria-label=\"Main\">.*<main id=\"content\">.*</main>.*<footer>.*")))
			.andExpect(content().string(containsString("<label for=\"symbols\">")))
			.andExpect(content().string(containsString("aria-label=\"Shares to buy\"")))
			.andExpect(content().string(not(containsString("style="))))
			.andExpect(content().string(not(containsString("<script>"))))
			.andExpect(content()
				.string(not(matchesPattern("(?s).*<script(?! src=\"/js/market-[0-9a-f]{32}\\.js\" defer>).*"))));
	}

}
