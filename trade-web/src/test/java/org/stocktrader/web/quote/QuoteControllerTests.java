package org.stocktrader.web.quote;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aQuote;

@WebMvcTest(QuoteController.class)
class QuoteControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void quotesShowPricesAndABuyFormEach() throws Exception {
		given(this.tradeService.getQuotes("s:1,s:2")).willReturn(List.of(aQuote("s:1"), aQuote("s:2")));
		this.mvc.perform(get("/quotes").param("symbols", "s:1, s:2").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("S:1 Incorporated")))
			.andExpect(content().string(containsString("data-field=\"range\">$95.00 - $120.00</td>")))
			.andExpect(content().string(containsString("data-field=\"price\">$110.00</td>")))
			.andExpect(content().string(containsString("<tr data-symbol=\"s:2\"")))
			.andExpect(content().string(containsString("+$10.00 (+10.00%)")))
			.andExpect(content().string(containsString("data-field=\"volume\">5,000</td>")))
			.andExpect(content().string(containsString("name=\"symbol\" value=\"s:2\"")))
			.andExpect(content().string(containsString("action=\"/buy\"")))
			.andExpect(content().string(not(containsString("No quote for"))));
	}

	@Test
	void aQuoteThatChangedIsShownAsItIsNow() throws Exception {
		Quote before = aQuote("s:3");
		Quote after = new Quote("s:3", before.companyName(), new BigDecimal("111.50"), before.open(), before.low(),
				before.high(), 11.5, 5100);
		given(this.tradeService.getQuotes("s:3")).willReturn(List.of(before))
			.willReturn(List.of(before))
			.willReturn(List.of(after));
		for (int page = 0; page < 2; page++) {
			this.mvc.perform(get("/quotes").param("symbols", "s:3").sessionAttr(WebSession.USER_ID, "uid:7"))
				.andExpect(content().string(containsString("data-field=\"price\">$110.00</td>")))
				.andExpect(content().string(containsString("s:3: opened at $100.00, now $110.00")));
		}
		this.mvc.perform(get("/quotes").param("symbols", "s:3").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("data-field=\"price\">$111.50</td>")))
			.andExpect(content().string(containsString("data-field=\"volume\">5,100</td>")))
			.andExpect(content().string(containsString("s:3: opened at $100.00, now $111.50")))
			.andExpect(content().string(not(containsString("$110.00"))));
	}

	@Test
	void unknownSymbolsAreReported() throws Exception {
		given(this.tradeService.getQuotes("s:1,nope,s:9")).willReturn(List.of(aQuote("s:1")));
		this.mvc
			.perform(get("/app").param("action", "quotes")
				.param("symbols", "s:1,nope;s:9")
				.sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("No quote for nope, s:9.")))
			.andExpect(content().string(containsString("S:1 Incorporated")));
	}

	@Test
	void withoutSymbolsTheFirstFiveAreShown() throws Exception {
		this.mvc.perform(get("/quotes").sessionAttr(WebSession.USER_ID, "uid:7")).andExpect(status().isOk());
		verify(this.tradeService).getQuotes("s:0,s:1,s:2,s:3,s:4");
	}

	@Test
	void blankSymbolsAskForSome() throws Exception {
		this.mvc.perform(get("/quotes").param("symbols", " , ").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(containsString("Please enter one or more symbols")));
		verify(this.tradeService, never()).getQuotes(anyString());
	}

	@Test
	void symbolsAreHtmlEscaped() throws Exception {
		this.mvc.perform(get("/quotes").param("symbols", "<b>x</b>").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(content().string(not(containsString("<b>x</b>"))))
			.andExpect(content().string(containsString("&lt;b&gt;x&lt;/b&gt;")));
	}

}
