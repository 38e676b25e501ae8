package org.stocktrader.web.order;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.trade.inprocess.DirectTradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.servlet.FlashMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.anyDouble;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.anOrder;

/**
 * With the in-process trade service, a form's token is the order's idempotency key (the
 * service places one order per key and account:
 * {@code IdempotentOrderRestIntegrationTests} and {@code OrderProcessorIntegrationTests}
 * in trade-services), and nothing is kept in the session.
 */
@WebMvcTest(OrderController.class)
class IdempotentOrderFormTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	OrderTokens tokens;

	@MockitoBean
	DirectTradeService tradeService;

	@BeforeEach
	void inProcessBackEnd() {
		given(this.tradeService.acceptsKeys()).willReturn(true);
	}

	@Test
	void aBuyFormSendsItsTokenAsTheIdempotencyKeyAndWritesNothingToTheSession() throws Exception {
		String token = this.tokens.pageNonce() + "-s:1";
		given(this.tradeService.buyReported("uid:7", "s:1", 100, token))
			.willReturn(anOrder(77, OrderType.BUY, "s:1", 100));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");

		for (int i = 0; i < 2; i++) {
			this.mvc
				.perform(post("/buy").session(session)
					.param("symbol", "s:1")
					.param("quantity", "100")
					.param("orderToken", token))
				.andExpect(redirectedUrl("/order"));
		}

		// the reload sends the same key: the service answers the order it placed
		verify(this.tradeService, times(2)).buyReported("uid:7", "s:1", 100, token);
		verify(this.tradeService, never()).buy(anyString(), anyString(), anyDouble());
		assertThat(session.getAttributeNames().asIterator()).toIterable()
			.noneMatch((name) -> name.startsWith(OrderTokens.class.getName()));
	}

	@Test
	void aSellFormWithoutQuantitySellsTheWholeHoldingByKey() throws Exception {
		String token = this.tokens.pageNonce() + "-41";
		given(this.tradeService.sell("uid:7", 41, null, token)).willReturn(anOrder(79, OrderType.SELL, "s:1", 25));
		given(this.tradeService.sell("uid:7", 41, 5.0, token)).willReturn(anOrder(79, OrderType.SELL, "s:1", 25));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");

		this.mvc
			.perform(post("/sell").session(session)
				.param("holdingID", "41")
				.param("quantity", "")
				.param("orderToken", token))
			.andExpect(redirectedUrl("/order"));
		this.mvc
			.perform(post("/sell").session(session)
				.param("holdingID", "41")
				.param("quantity", "5")
				.param("orderToken", token))
			.andExpect(redirectedUrl("/order"));

		verify(this.tradeService).sell("uid:7", 41, null, token);
		verify(this.tradeService).sell("uid:7", 41, 5.0, token);
	}

	@Test
	void aBuyStoredAsReportedIsShownOnceByItsConfirmationAndNotLookedForAgain() throws Exception {
		String token = this.tokens.pageNonce() + "-s:3";
		given(this.tradeService.buyReported("uid:7", "s:3", 10, token)).willReturn(aCompletedOrder(81, "s:3"));
		given(this.tradeService.buyReported("uid:7", "s:4", 10, null)).willReturn(aCompletedOrder(82, "s:4"));
		MockHttpSession session = newAccountSession();

		FlashMap flash = this.mvc.perform(
				post("/buy").session(session).param("symbol", "s:3").param("quantity", "10").param("orderToken", token))
			.andExpect(redirectedUrl("/order"))
			.andReturn()
			.getFlashMap();
		this.mvc.perform(get("/order").session(session).flashAttrs(flash))
			.andExpect(content().string(containsString("<th>Order ID</th><td>81</td>")))
			.andExpect(content().string(not(containsString("the following orders have completed"))));
		this.mvc
			.perform(get("/app").session(session).param("action", "buy").param("symbol", "s:4").param("quantity", "10"))
			.andExpect(content().string(containsString("<th>Order ID</th><td>82</td>")))
			.andExpect(content().string(not(containsString("the following orders have completed"))));

		verify(this.tradeService, never()).getClosedOrders(anyString());
	}

	@Test
	void aBuyLeftToBeReportedIsLookedForByTheNextPageAndShownOnce() throws Exception {
		given(this.tradeService.buyReported("uid:7", "s:5", 10, null))
			.willReturn(anOrder(83, OrderType.BUY, "s:5", 10));
		given(this.tradeService.getClosedOrders("uid:7"))
			.willReturn(List.of(aCompletedOrder(83, "s:5"), aCompletedOrder(80, "s:2")));
		MockHttpSession session = newAccountSession();

		this.mvc
			.perform(get("/app").session(session).param("action", "buy").param("symbol", "s:5").param("quantity", "10"))
			.andExpect(content().string(containsString("<th>Order ID</th><td>83</td>")))
			.andExpect(content().string(containsString("the following orders have completed")))
			.andExpect(content().string(containsString("data-label=\"Order ID\">80</td>")))
			.andExpect(content().string(not(containsString("data-label=\"Order ID\">83</td>"))));

		verify(this.tradeService).getClosedOrders("uid:7");
	}

	private static MockHttpSession newAccountSession() {
		MockHttpSession session = new MockHttpSession();
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(session);
		WebSession.signInNewAccount(request, "uid:7");
		return session;
	}

	@Test
	void aFormWithoutTokenPlacesItsOrderAsBefore() throws Exception {
		given(this.tradeService.buy("uid:7", "s:2", 10)).willReturn(anOrder(80, OrderType.BUY, "s:2", 10));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");

		this.mvc.perform(post("/buy").session(session).param("symbol", "s:2").param("quantity", "10"))
			.andExpect(redirectedUrl("/order"));

		verify(this.tradeService).buy("uid:7", "s:2", 10);
	}

}
