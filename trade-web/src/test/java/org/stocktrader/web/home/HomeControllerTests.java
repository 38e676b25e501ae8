package org.stocktrader.web.home;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.aHolding;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.anAccount;
import static org.stocktrader.web.TradeFixtures.justSignedIn;

@WebMvcTest(HomeController.class)
class HomeControllerTests {

	@Autowired
	MockMvc mvc;

	// the page's one call (a default method of the API) is answered from the stubbed
	// reads
	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	@Test
	void homeShowsStatisticsAccountSummaryAndMarketSummary() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getHoldings("uid:7"))
			.willReturn(List.of(aHolding(1, "s:1", 10, "100.00", "120.00"), aHolding(2, "s:2", 5, "50.00", "40.00")));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc.perform(get("/home").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Welcome, uid:7")))
			.andExpect(content().string(containsString("<td>12</td>")))
			.andExpect(content().string(containsString("$9,000.00")))
			.andExpect(content().string(containsString("$1,400.00")))
			.andExpect(content().string(containsString("$10,400.00")))
			.andExpect(content().string(containsString("$10,000.00")))
			.andExpect(content().string(containsString("<td class=\"up\">+$400.00 (+4.00%)</td>")))
			.andExpect(content().string(containsString("<h2 id=\"market-summary\">Market Summary</h2>")))
			.andExpect(content().string(containsString("Top gainers")))
			.andExpect(content().string(containsString("href=\"/quotes?symbols=s:101\"")))
			.andExpect(content().string(containsString("+5.00%")))
			.andExpect(content().string(containsString("href=\"/logout\">Logoff")))
			.andExpect(content().string(containsString("</html>")));
	}

	@Test
	void appHomeAnswersTheHomePage() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc.perform(get("/app").param("action", "home").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Account summary")));
	}

	@Test
	void newlyClosedOrdersAreAnnouncedOnThePage() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		given(this.tradeService.getClosedOrders("uid:7")).willReturn(List.of(aCompletedOrder(501, "s:9")));
		this.mvc.perform(get("/home").session(justSignedIn("uid:7")))
			.andExpect(content().string(containsString("the following orders have completed")))
			.andExpect(content()
				.string(containsString("data-label=\"Order ID\">501</td><td data-label=\"Status\">completed</td>")));
	}

	@Test
	void noAlertWithoutClosedOrders() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc.perform(get("/home").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(not(containsString("the following orders have completed"))));
	}

	@Test
	void signedOutVisitorIsSentToTheWelcomePage() throws Exception {
		this.mvc.perform(get("/home")).andExpect(redirectedUrl("/welcome"));
		this.mvc.perform(get("/app").param("action", "home")).andExpect(redirectedUrl("/welcome"));
		verifyNoInteractions(this.tradeService);
	}

}
