package org.stocktrader.web.welcome;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.aHolding;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.anAccount;

@WebMvcTest(WelcomeController.class)
class WelcomeControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void welcomePagePrefillsTheDemoUser() throws Exception {
		this.mvc.perform(get("/"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("value=\"uid:0\"")))
			.andExpect(content().string(containsString("value=\"xxx\"")))
			.andExpect(content().string(containsString("href=\"/register\"")))
			.andExpect(content().string(containsString("</html>")));
	}

	@Test
	void appWithoutActionIsTheWelcomePage() throws Exception {
		this.mvc.perform(get("/app")).andExpect(status().isOk()).andExpect(content().string(containsString("Log in")));
	}

	@Test
	void loginSignsInAndRedirectsHome() throws Exception {
		given(this.tradeService.login("uid:3", "xxx")).willReturn(Optional.of(anAccount("uid:3")));
		this.mvc.perform(post("/login").param("uid", "uid:3").param("passwd", "xxx"))
			.andExpect(redirectedUrl("/home"))
			.andExpect(request().sessionAttribute(WebSession.USER_ID, "uid:3"));
	}

	@Test
	void appLoginWithTradeParametersSignsInAndAnswersWithTheHomePage() throws Exception {
		given(this.tradeService.signIn("uid:3", "xxx")).willReturn(Optional.of(new SignedIn(
				new AccountSummary(anAccount("uid:3"), List.of(aHolding(71, "s:7", 2, "9.00", "10.00"))), List.of())));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		// as IBM Trade's doLogin answers with doHome: no redirect
		this.mvc.perform(get("/app").param("action", "login").param("uid", "uid:3").param("passwd", "xxx"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Welcome, uid:3")))
			.andExpect(content().string(not(containsString("Trade alert"))))
			.andExpect(request().sessionAttribute(WebSession.USER_ID, "uid:3"));
		// the account and holdings came with the login: nothing read again
		verify(this.tradeService, never()).getAccountSummary(anyString());
		verify(this.tradeService, never()).login(anyString(), anyString());
	}

	@Test
	void appLoginShowsTheOrdersItReportedInTheTradeAlertWithoutAskingAgain() throws Exception {
		given(this.tradeService.signIn("uid:3", "xxx"))
			.willReturn(Optional.of(new SignedIn(new AccountSummary(anAccount("uid:3"), List.of()),
					List.of(aCompletedOrder(4242, "s:42"), aCompletedOrder(4241, "s:41")))));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		String page = this.mvc
			.perform(get("/app").param("action", "login").param("uid", "uid:3").param("passwd", "xxx"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Trade alert")))
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(page.indexOf(">4242<")).isPositive().isLessThan(page.indexOf(">4241<"));
		// the login reported them: the layout does not look for orders to report
		verify(this.tradeService, never()).getClosedOrders(anyString());
	}

	@Test
	void wrongPasswordShowsTheLoginFormAgainWithAMessage() throws Exception {
		given(this.tradeService.login("uid:3", "bad")).willReturn(Optional.empty());
		this.mvc.perform(post("/login").param("uid", "uid:3").param("passwd", "bad"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("The user ID or the password is not correct")))
			.andExpect(content().string(containsString("value=\"uid:3\"")))
			.andExpect(request().sessionAttributeDoesNotExist(WebSession.USER_ID));
	}

	@Test
	void emptyLoginIsRefusedWithoutCallingTheService() throws Exception {
		this.mvc.perform(post("/login").param("uid", " ").param("passwd", ""))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Please enter a user ID and a password.")));
		verify(this.tradeService, never()).login(anyString(), anyString());
	}

	@Test
	void logoutCountsTheLogoutAndEndsTheSession() throws Exception {
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:3");
		this.mvc.perform(get("/logout").session(session)).andExpect(redirectedUrl("/welcome"));
		verify(this.tradeService).logout("uid:3");
		assertThat(session.isInvalid()).isTrue();
	}

	@Test
	void appLogoutAnswersTheWelcomePage() throws Exception {
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:3");
		this.mvc.perform(get("/app").param("action", "logout").session(session))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("You have been logged out.")))
			.andExpect(content().string(not(containsString("href=\"/portfolio\""))));
		verify(this.tradeService).logout("uid:3");
	}

}
