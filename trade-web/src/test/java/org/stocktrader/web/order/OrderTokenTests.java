package org.stocktrader.web.order;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.trade.BusyException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.stocktrader.web.TradeFixtures.anOrder;

/**
 * The order forms' tokens with a trade service that takes no idempotency key (the SOAP
 * client back end): the session remembers them, and a double submit or a reload places
 * one order. With the in-process service, see {@link IdempotentOrderFormTests}.
 */
@WebMvcTest(OrderController.class)
class OrderTokenTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	OrderTokens tokens;

	@MockitoBean
	TradeService tradeService;

	@Test
	void aReloadedBuyFormPlacesOneOrderAndShowsItAgain() throws Exception {
		given(this.tradeService.buy("uid:7", "s:1", 100)).willReturn(anOrder(77, OrderType.BUY, "s:1", 100))
			.willReturn(anOrder(78, OrderType.BUY, "s:1", 100));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");
		String token = this.tokens.pageNonce() + "-s:1";

		MvcResult first = this.mvc
			.perform(post("/buy").session(session)
				.param("symbol", "s:1")
				.param("quantity", "100")
				.param("orderToken", token))
			.andExpect(redirectedUrl("/order"))
			.andReturn();
		MvcResult reloaded = this.mvc
			.perform(post("/buy").session(session)
				.param("symbol", "s:1")
				.param("quantity", "100")
				.param("orderToken", token))
			.andExpect(redirectedUrl("/order"))
			.andReturn();

		verify(this.tradeService, times(1)).buy("uid:7", "s:1", 100);
		assertThat(reloaded.getFlashMap().get("order")).isEqualTo(first.getFlashMap().get("order"));
		assertThat(first.getFlashMap().get("order").toString()).contains("Order 77");
		// a new form (a new token) is a new order
		this.mvc
			.perform(post("/buy").session(session)
				.param("symbol", "s:1")
				.param("quantity", "100")
				.param("orderToken", this.tokens.pageNonce() + "-s:1"))
			.andExpect(redirectedUrl("/order"));
		verify(this.tradeService, times(2)).buy("uid:7", "s:1", 100);
	}

	@Test
	void aDoubleSubmittedSellFormPlacesOneOrder() throws Exception {
		given(this.tradeService.sellPart("uid:7", 41, 25)).willReturn(anOrder(79, OrderType.SELL, "s:1", 25));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");
		String token = this.tokens.pageNonce() + "-s:1";

		for (int i = 0; i < 2; i++) {
			this.mvc
				.perform(post("/sell").session(session)
					.param("holdingID", "41")
					.param("quantity", "25")
					.param("orderToken", token))
				.andExpect(redirectedUrl("/order"));
		}

		verify(this.tradeService, times(1)).sellPart("uid:7", 41, 25);
	}

	@Test
	void aRefusedOrderCanBeSentAgainWithTheSameForm() throws Exception {
		given(this.tradeService.buy("uid:7", "s:2", 10)).willThrow(new BusyException("busy"))
			.willReturn(anOrder(80, OrderType.BUY, "s:2", 10));
		MockHttpSession session = new MockHttpSession();
		session.setAttribute(WebSession.USER_ID, "uid:7");
		String token = this.tokens.pageNonce() + "-s:1";

		this.mvc.perform(post("/buy").session(session)
			.param("symbol", "s:2")
			.param("quantity", "10")
			.param("orderToken", token));
		this.mvc.perform(
				post("/buy").session(session).param("symbol", "s:2").param("quantity", "10").param("orderToken", token))
			.andExpect(redirectedUrl("/order"));

		verify(this.tradeService, times(2)).buy("uid:7", "s:2", 10);
	}

	@Test
	void pageNoncesAreFresh() {
		assertThat(this.tokens.pageNonce()).isNotEqualTo(this.tokens.pageNonce()).hasSize(32).matches("[0-9a-f]{32}");
	}

}
