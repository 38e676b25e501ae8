package org.stocktrader.web.account;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aProfile;
import static org.stocktrader.web.TradeFixtures.anAccount;
import static org.stocktrader.web.TradeFixtures.anOrder;

@WebMvcTest(AccountController.class)
class AccountControllerTests {

	@Autowired
	MockMvc mvc;

	// the page's one call (a default method of the API) is answered from the stubbed
	// reads
	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	private void givenAnAccount() {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getAccountProfileData("uid:7")).willReturn(aProfile("uid:7"));
	}

	@Test
	void accountPageShowsAccountDataRecentOrdersAndProfile() throws Exception {
		givenAnAccount();
		given(this.tradeService.getTopOrders("uid:7")).willReturn(List.of(anOrder(31, OrderType.BUY, "s:5", 100)));
		this.mvc.perform(get("/account").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Recent orders")))
			.andExpect(content().string(containsString("data-label=\"Order ID\">31</td>")))
			.andExpect(content().string(containsString("$11,015.95")))
			.andExpect(content().string(containsString("value=\"Jane Trader\"")))
			.andExpect(content().string(containsString("value=\"jane@example.com\"")))
			.andExpect(content().string(containsString("<th>Total logouts</th><td>3</td>")))
			.andExpect(content().string(containsString("href=\"/account?orders=all\"")))
			.andExpect(content().string(not(containsString("hash"))));
		verify(this.tradeService, never()).getOrders("uid:7");
	}

	@Test
	void showAllListsEveryOrder() throws Exception {
		givenAnAccount();
		given(this.tradeService.getOrders("uid:7"))
			.willReturn(List.of(anOrder(33, OrderType.SELL, "s:5", 50), anOrder(32, OrderType.BUY, "s:6", 10)));
		this.mvc.perform(get("/account").param("orders", "all").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("All orders")))
			.andExpect(content().string(containsString("data-label=\"Order ID\">33</td>")))
			.andExpect(content().string(containsString("data-label=\"Order ID\">32</td>")));
		verify(this.tradeService, never()).getTopOrders("uid:7");
	}

	@Test
	void accountWithoutOrdersSaysSo() throws Exception {
		givenAnAccount();
		this.mvc.perform(get("/app").param("action", "account").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("You have no orders.")));
	}

	@Test
	void aNewPasswordWithTheCurrentOneChangesItAndEndsTheSession() throws Exception {
		given(this.tradeService.isPasswordOf("uid:7", "old")).willReturn(true);
		this.mvc
			.perform(post("/account").sessionAttr(WebSession.USER_ID, "uid:7")
				.param("fullName", " Jane Q. Trader ")
				.param("address", "9 Pine St.")
				.param("email", "q@example.com")
				.param("creditCard", "9999")
				.param("password", "new")
				.param("confirmPassword", "new")
				.param("currentPassword", "old"))
			.andExpect(redirectedUrl("/welcome"))
			.andExpect(flash().attribute("message", AccountController.PASSWORD_CHANGED));
		verify(this.tradeService).updateAccountProfile(
				new AccountProfile("uid:7", "new", " Jane Q. Trader ", "9 Pine St.", "q@example.com", "9999"));
	}

	@Test
	void aNewPasswordWithoutTheCurrentOneChangesNothing() throws Exception {
		givenAnAccount();
		this.mvc
			.perform(post("/account").sessionAttr(WebSession.USER_ID, "uid:7")
				.param("fullName", "Jane")
				.param("password", "new")
				.param("confirmPassword", "new"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("enter your current password correctly")));
		verify(this.tradeService, never()).updateAccountProfile(any());
	}

	@Test
	void emptyPasswordKeepsTheCurrentOne() throws Exception {
		this.mvc.perform(
				post("/account").sessionAttr(WebSession.USER_ID, "uid:7").param("fullName", "J").param("password", ""))
			.andExpect(redirectedUrl("/account#profile"));
		verify(this.tradeService).updateAccountProfile(new AccountProfile("uid:7", null, "J", "", "", ""));
	}

	@Test
	void confirmationMessageIsShownAfterTheRedirect() throws Exception {
		givenAnAccount();
		this.mvc
			.perform(get("/account").sessionAttr(WebSession.USER_ID, "uid:7")
				.flashAttr("profileMessage", "Your profile has been updated."))
			.andExpect(content().string(containsString("Your profile has been updated.")));
	}

	@Test
	void mismatchedPasswordsAreReportedAndNothingChanges() throws Exception {
		givenAnAccount();
		this.mvc
			.perform(post("/account").sessionAttr(WebSession.USER_ID, "uid:7")
				.param("fullName", "Typed Name")
				.param("password", "one")
				.param("confirmPassword", "two"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("The new password and its confirmation do not match.")))
			.andExpect(content().string(containsString("value=\"Typed Name\"")));
		verify(this.tradeService, never()).updateAccountProfile(any());
	}

	@Test
	void appUpdateProfileTakesTradeFieldNamesAndAnswersTheAccountPage() throws Exception {
		givenAnAccount();
		given(this.tradeService.isPasswordOf("uid:7", "p")).willReturn(true);
		this.mvc
			.perform(post("/app").param("action", "update_profile")
				.sessionAttr(WebSession.USER_ID, "uid:7")
				.param("fullname", "T")
				.param("address", "A")
				.param("email", "e@x")
				.param("creditcard", "C")
				.param("password", "p")
				.param("cpassword", "p"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Your profile has been updated.")));
		// the password sent back as it is (checked), so no change of it
		verify(this.tradeService).updateAccountProfile(new AccountProfile("uid:7", null, "T", "A", "e@x", "C"));
	}

}
