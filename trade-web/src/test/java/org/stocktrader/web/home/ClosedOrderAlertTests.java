package org.stocktrader.web.home;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.anAccount;

/**
 * The default {@code after-orders} check: once after sign-in, then only while orders of
 * this session are unreported.
 */
@WebMvcTest(HomeController.class)
class ClosedOrderAlertTests {

	@Autowired
	MockMvc mvc;

	// the page's one call (a default method of the API) is answered from the stubbed
	// reads
	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	private final MockHttpSession session = new MockHttpSession();

	@BeforeEach
	void signedIn() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(this.session);
		WebSession.signIn(request, "uid:7");
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
	}

	@Test
	void checkedOnceAfterSignInThenNotUntilAnOrderIsPlaced() throws Exception {
		this.mvc.perform(get("/home").session(this.session));
		this.mvc.perform(get("/home").session(this.session));
		this.mvc.perform(get("/home").session(this.session));
		verify(this.tradeService, times(1)).getClosedOrders("uid:7");
	}

	@Test
	void newAccountIsNotCheckedUntilAnOrderIsPlaced() throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest();
		MockHttpSession opened = new MockHttpSession();
		request.setSession(opened);
		WebSession.signInNewAccount(request, "uid:7");
		this.mvc.perform(get("/home").session(opened));
		this.mvc.perform(get("/home").session(opened));
		verify(this.tradeService, never()).getClosedOrders("uid:7");
		request.setSession(opened);
		WebSession.orderPlaced(request);
		this.mvc.perform(get("/home").session(opened));
		verify(this.tradeService, times(1)).getClosedOrders("uid:7");
	}

	@Test
	void orderPlacedIsLookedForUntilReported() throws Exception {
		this.mvc.perform(get("/home").session(this.session));
		placeOrder();
		placeOrder();
		given(this.tradeService.getClosedOrders("uid:7")).willReturn(List.of(aCompletedOrder(601, "s:1")))
			.willReturn(List.of())
			.willReturn(List.of(aCompletedOrder(602, "s:2")))
			.willReturn(List.of());
		this.mvc.perform(get("/home").session(this.session))
			.andExpect(content()
				.string(containsString("data-label=\"Order ID\">601</td><td data-label=\"Status\">completed</td>")));
		this.mvc.perform(get("/home").session(this.session))
			.andExpect(content().string(not(containsString("the following orders have completed"))));
		this.mvc.perform(get("/home").session(this.session))
			.andExpect(content()
				.string(containsString("data-label=\"Order ID\">602</td><td data-label=\"Status\">completed</td>")));
		this.mvc.perform(get("/home").session(this.session));
		verify(this.tradeService, times(4)).getClosedOrders("uid:7");
	}

	private void placeOrder() {
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(this.session);
		WebSession.orderPlaced(request);
	}

}
