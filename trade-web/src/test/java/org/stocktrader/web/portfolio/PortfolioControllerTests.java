package org.stocktrader.web.portfolio;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aHolding;
import static org.stocktrader.web.TradeFixtures.justSignedIn;

@WebMvcTest(PortfolioController.class)
class PortfolioControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void portfolioListsHoldingsWithGainsTotalsAndSellForms() throws Exception {
		given(this.tradeService.getHoldings("uid:7"))
			.willReturn(List.of(aHolding(11, "s:1", 10, "100.00", "120.00"), aHolding(12, "s:2", 5, "50.00", "40.00")));
		this.mvc.perform(get("/portfolio").session(justSignedIn("uid:7")))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("data-label=\"Holding ID\">11</td>")))
			.andExpect(content().string(containsString("href=\"/quotes?symbols=s:1\"")))
			.andExpect(content().string(containsString("$1,000.00")))
			.andExpect(content().string(containsString("$1,200.00")))
			.andExpect(content().string(containsString("+$200.00 (+20.00%)")))
			.andExpect(content().string(containsString("class=\"num down\">-$50.00 (-20.00%)</td>")))
			.andExpect(content().string(containsString(
					"<td class=\"num\" data-label=\"Purchase basis\">$1,250.00</td><td class=\"num\" data-label=\"Market value\">$1,400.00</td>")))
			.andExpect(content().string(containsString("+$150.00 (+12.00%)")))
			.andExpect(content().string(containsString("name=\"holdingID\" value=\"12\"")))
			.andExpect(content().string(containsString("name=\"quantity\"")));
		verify(this.tradeService).getHoldings("uid:7");
		verify(this.tradeService).getClosedOrders("uid:7");
		verifyNoMoreInteractions(this.tradeService);
	}

	@Test
	void emptyPortfolioSaysSo() throws Exception {
		this.mvc.perform(get("/app").param("action", "portfolio").sessionAttr(WebSession.USER_ID, "uid:7"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Your portfolio is empty")));
	}

}
