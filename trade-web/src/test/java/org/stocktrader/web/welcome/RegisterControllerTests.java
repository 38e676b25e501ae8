package org.stocktrader.web.welcome;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.trade.DuplicateUserException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
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
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.anAccount;

@WebMvcTest(RegisterController.class)
class RegisterControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void registerFormOffersTheDefaultOpeningBalance() throws Exception {
		this.mvc.perform(get("/register"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("name=\"openBalance\" value=\"100000\"")));
	}

	@Test
	void registrationOpensTheAccountSignsInAndRedirectsHome() throws Exception {
		Registration expected = new Registration("ru:1", "pw", "Ann Lee", "2 Elm St.", "ann@example.com", "4111",
				new BigDecimal("5000"));
		given(this.tradeService.registerAndLogin(expected)).willReturn(anAccount("ru:1"));
		this.mvc
			.perform(post("/register").param("fullName", "Ann Lee")
				.param("address", "2 Elm St.")
				.param("email", "ann@example.com")
				.param("userId", "ru:1")
				.param("password", "pw")
				.param("confirmPassword", "pw")
				.param("openBalance", "5000")
				.param("creditCard", "4111"))
			.andExpect(redirectedUrl("/home"))
			.andExpect(request().sessionAttribute(WebSession.USER_ID, "ru:1"));
		verify(this.tradeService).registerAndLogin(expected);
	}

	@Test
	void appRegisterTakesTradeFieldNames() throws Exception {
		Registration expected = new Registration("ru:2", "pw", "Bo Ng", "3 Elm St.", "bo@example.com", "4222",
				new BigDecimal("100000"));
		given(this.tradeService.registerAndLogin(expected)).willReturn(anAccount("ru:2"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		this.mvc
			.perform(post("/app").param("action", "register")
				.param("user id", "ru:2")
				.param("passwd", "pw")
				.param("confirm passwd", "pw")
				.param("Full Name", "Bo Ng")
				.param("Credit Card Number", "4222")
				.param("money", "100000")
				.param("email", "bo@example.com")
				.param("snail mail", "3 Elm St."))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Welcome, ru:2")))
			.andExpect(request().sessionAttribute(WebSession.USER_ID, "ru:2"));
		// the home page of the account just opened: nothing read, no trade alert check
		verify(this.tradeService, never()).getAccountSummary(anyString());
		verify(this.tradeService, never()).getClosedOrders(anyString());
	}

	@Test
	void mismatchedPasswordsAreReportedAndNothingIsRegistered() throws Exception {
		this.mvc
			.perform(post("/register").param("userId", "ru:3")
				.param("fullName", "Cy")
				.param("password", "a")
				.param("confirmPassword", "b"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("The password and its confirmation do not match.")))
			.andExpect(content().string(containsString("value=\"ru:3\"")))
			.andExpect(request().sessionAttributeDoesNotExist(WebSession.USER_ID));
		verify(this.tradeService, never()).registerAndLogin(any());
	}

	@Test
	void missingUserIdIsReported() throws Exception {
		this.mvc.perform(post("/register").param("userId", "").param("password", "a").param("confirmPassword", "a"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Please enter a user ID and a password.")));
	}

	@Test
	void malformedOpeningBalanceIsReported() throws Exception {
		this.mvc
			.perform(post("/register").param("userId", "ru:4")
				.param("password", "a")
				.param("confirmPassword", "a")
				.param("openBalance", "lots"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("The opening balance &#39;lots&#39; is not an amount")));
	}

	@Test
	void negativeOpeningBalanceIsReported() throws Exception {
		this.mvc
			.perform(post("/register").param("userId", "ru:4")
				.param("password", "a")
				.param("confirmPassword", "a")
				.param("openBalance", "-1"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("is not an amount")));
	}

	@Test
	void takenUserIdIsReportedWithoutEchoingThePassword() throws Exception {
		given(this.tradeService.registerAndLogin(any())).willThrow(new DuplicateUserException("uid:0"));
		this.mvc
			.perform(post("/register").param("userId", "uid:0")
				.param("fullName", "Dup")
				.param("password", "secret1")
				.param("confirmPassword", "secret1"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("already exists. Please try a different user ID.")))
			.andExpect(content().string(not(containsString("secret1"))))
			.andExpect(request().sessionAttributeDoesNotExist(WebSession.USER_ID));
	}

	@Test
	void userInputIsHtmlEscaped() throws Exception {
		this.mvc
			.perform(post("/register").param("userId", "<script>alert(1)</script>")
				.param("password", "a")
				.param("confirmPassword", "b"))
			.andExpect(content().string(not(containsString("<script>alert(1)</script>"))))
			.andExpect(content().string(containsString("&lt;script&gt;alert(1)&lt;/script&gt;")));
	}

}
