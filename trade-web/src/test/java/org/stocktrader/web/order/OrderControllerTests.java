package org.stocktrader.web.order;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.anyDouble;
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
import static org.stocktrader.web.TradeFixtures.anOrder;

@WebMvcTest(OrderController.class)
class OrderControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void buyRedirectsToTheConfirmation() throws Exception {
		given(this.tradeService.buy("uid:7", "s:1", 100)).willReturn(anOrder(77, OrderType.BUY, "s:1", 100));
		MvcResult posted = this.mvc.perform(
				post("/buy").sessionAttr(WebSession.USER_ID, "uid:7").param("symbol", "s:1").param("quantity", "100"))
			.andExpect(redirectedUrl("/order"))
			.andExpect(request().sessionAttribute("ordersToReport", 1))
			.andReturn();
		this.mvc.perform(get("/order").sessionAttr(WebSession.USER_ID, "uid:7").flashAttrs(posted.getFlashMap()))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Order 77 to buy 100 shares of s:1 has been submitted.")))
			.andExpect(content().string(containsString("$15.95")))
			.andExpect(content().string(containsString("$11,015.95")));
	}

	@Test
	void confirmationWithoutAnOrderGoesToThePortfolio() throws Exception {
		this.mvc.perform(get("/order").sessionAttr(WebSession.USER_ID, "uid:7")).andExpect(redirectedUrl("/portfolio"));
	}

	@Test
	void sellWithoutQuantitySellsTheWholeHolding() throws Exception {
		given(this.tradeService.sell("uid:7", 41)).willReturn(anOrder(78, OrderType.SELL, "s:1", 100));
		this.mvc.perform(
				post("/sell").sessionAttr(WebSession.USER_ID, "uid:7").param("holdingID", "41").param("quantity", ""))
			.andExpect(redirectedUrl("/order"))
			.andExpect(request().sessionAttribute("ordersToReport", 1));
		verify(this.tradeService).sell("uid:7", 41);
	}

	@Test
	void sellWithQuantitySellsPartOfTheHolding() throws Exception {
		given(this.tradeService.sellPart("uid:7", 41, 25)).willReturn(anOrder(79, OrderType.SELL, "s:1", 25));
		this.mvc.perform(
				post("/sell").sessionAttr(WebSession.USER_ID, "uid:7").param("holdingID", "41").param("quantity", "25"))
			.andExpect(redirectedUrl("/order"));
		verify(this.tradeService).sellPart("uid:7", 41, 25);
		verify(this.tradeService, never()).sell("uid:7", 41);
	}

	@Test
	void appBuyAnswersTheConfirmationAtOnce() throws Exception {
		given(this.tradeService.buy("uid:7", "s:3", 10)).willReturn(anOrder(80, OrderType.BUY, "s:3", 10));
		this.mvc
			.perform(get("/app").param("action", "buy")
				.param("symbol", "s:3")
				.param("quantity", "10")
				.sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Order 80 to buy 10 shares of s:3 has been submitted.")))
			.andExpect(content().string(containsString("</html>")));
	}

	@Test
	void appSellAnswersTheConfirmationAtOnce() throws Exception {
		given(this.tradeService.sell("uid:7", 41)).willReturn(anOrder(81, OrderType.SELL, "s:1", 100));
		this.mvc.perform(
				post("/app").param("action", "sell").param("holdingID", "41").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Order 81 to sell 100 shares of s:1 has been submitted.")));
	}

	@Test
	void quantityThatIsNotANumberIsReported() throws Exception {
		this.mvc.perform(
				post("/buy").sessionAttr(WebSession.USER_ID, "uid:7").param("symbol", "s:1").param("quantity", "ten"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("the quantity &#39;ten&#39; is not a number of shares")));
		verify(this.tradeService, never()).buy(anyString(), anyString(), anyDouble());
	}

	@Test
	void quantityNotPositiveIsReported() throws Exception {
		this.mvc
			.perform(
					post("/buy").sessionAttr(WebSession.USER_ID, "uid:7").param("symbol", "s:1").param("quantity", "0"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("Your order was not placed")));
	}

	@Test
	void serviceRefusalIsShownInWordsWithoutStackTrace() throws Exception {
		given(this.tradeService.buy("uid:7", "zz", 5)).willThrow(new InvalidInputException("No quote for symbol zz."));
		this.mvc
			.perform(post("/buy").sessionAttr(WebSession.USER_ID, "uid:7").param("symbol", "zz").param("quantity", "5"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("No quote for symbol zz.")))
			.andExpect(content().string(not(containsString("Exception"))))
			.andExpect(content().string(not(containsString("at org."))));
	}

	@Test
	void unknownHoldingIsReportedAsNotFound() throws Exception {
		given(this.tradeService.sell("uid:7", 999)).willThrow(new NotFoundException("Holding 999 not found."));
		this.mvc.perform(post("/sell").sessionAttr(WebSession.USER_ID, "uid:7").param("holdingID", "999"))
			.andExpect(status().isNotFound())
			.andExpect(content().string(containsString("Holding 999 not found.")));
	}

	@Test
	void malformedHoldingIdIsReported() throws Exception {
		this.mvc.perform(post("/sell").sessionAttr(WebSession.USER_ID, "uid:7").param("holdingID", "abc"))
			.andExpect(status().isBadRequest())
			.andExpect(content()
				.string(containsString("The value &#39;abc&#39; of the field &#39;holdingID&#39; is not valid.")));
	}

	@Test
	void missingFieldIsReported() throws Exception {
		this.mvc.perform(post("/buy").sessionAttr(WebSession.USER_ID, "uid:7").param("quantity", "5"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("The request is missing the field &#39;symbol&#39;.")));
	}

	@Test
	void crossSiteOrdersAreRefusedWithAnErrorPage() throws Exception {
		this.mvc
			.perform(post("/buy").sessionAttr(WebSession.USER_ID, "uid:7")
				.header("Sec-Fetch-Site", "cross-site")
				.param("symbol", "s:1")
				.param("quantity", "1"))
			.andExpect(status().isForbidden())
			.andExpect(content().string(containsString("came from another web site")));
		this.mvc
			.perform(get("/app").sessionAttr(WebSession.USER_ID, "uid:7")
				.header("Sec-Fetch-Site", "same-site")
				.param("action", "sell")
				.param("holdingID", "41"))
			.andExpect(status().isForbidden());
		verify(this.tradeService, never()).buy("uid:7", "s:1", 1);
		verify(this.tradeService, never()).sell("uid:7", 41);
	}

}
