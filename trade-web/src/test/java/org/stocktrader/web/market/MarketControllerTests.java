package org.stocktrader.web.market;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.aMarketSummaryComputedNow;
import static org.stocktrader.web.TradeFixtures.aQuote;

@WebMvcTest(MarketController.class)
class MarketControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void marketSummaryPageShowsIndexVolumeGainersAndLosers() throws Exception {
		// computed by the service long before (the fixture's instant): the page's copy
		// ages from then, so each page asks the service again
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		for (int i = 0; i < 2; i++) {
			this.mvc.perform(get("/marketsummary").sessionAttr(WebSession.USER_ID, "uid:7")).andExpect(status().isOk());
		}
		verify(this.tradeService, times(2)).getMarketSummary();
		// computed now: reused by the next pages
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummaryComputedNow());
		this.mvc.perform(get("/marketsummary").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content()
				.string(containsString("105.00</span> <span data-field=\"gainPercent\" class=\"up\">+5.00%")))
			.andExpect(content().string(containsString("<td data-field=\"volume\">123,456</td>")))
			.andExpect(content().string(containsString("data-live-market")))
			// the page's h1 is the panel's heading
			.andExpect(content().string(containsString("<h1 id=\"market-summary\">Market Summary</h1>")))
			.andExpect(content().string(not(containsString("<h2 id=\"market-summary\""))))
			.andExpect(content().string(containsString("data-recent-changes hidden")))
			.andExpect(content().string(containsString("href=\"/quotes?symbols=s:102\"")))
			.andExpect(content().string(containsString("<td class=\"num down\">-$20.00</td>")));
		this.mvc.perform(get("/app").param("action", "mksummary").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Top losers")));
		verify(this.tradeService, times(3)).getMarketSummary();
	}

	@Test
	void anUnchangedQuoteIsNeitherAGainerNorALoserAndThePageHasOneHeading() throws Exception {
		Quote unchanged = new Quote("s:160", "S160 Incorporated", new BigDecimal("50.00"), new BigDecimal("50.00"),
				new BigDecimal("50.00"), new BigDecimal("50.00"), 0.0, 0);
		// computed long before: not reused by the other tests' pages
		MarketSummary summary = aMarketSummary();
		given(this.tradeService.getMarketSummary()).willReturn(new MarketSummary(summary.tsia(), summary.openTsia(),
				summary.volume(), List.of(aQuote("s:101"), unchanged), List.of(unchanged), summary.summaryDate()));
		String page = this.mvc.perform(get("/marketsummary").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();
		assertThat(page).contains("s:101").doesNotContain("s:160");
		assertThat(page.split("Market Summary</h", -1)).hasSize(2);
		assertThat(page).contains("<h1 id=\"market-summary\">Market Summary</h1>").doesNotContain("Market summary");
	}

}
