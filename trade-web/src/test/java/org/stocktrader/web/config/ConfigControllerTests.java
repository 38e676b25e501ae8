package org.stocktrader.web.config;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import static org.hamcrest.Matchers.containsString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(controllers = ConfigController.class, properties = { "trade.web.market-summary-expiry=90s",
		"trade.backend.mode=SOAP", "trade.backend.url=http://other:8080/services/TradeServices" })
class ConfigControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void configPageShowsTheSettingsInForce() throws Exception {
		this.mvc.perform(get("/config"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("<td>PT1M30S</td>")))
			.andExpect(content().string(containsString("<td>$15.95</td>")))
			.andExpect(content().string(containsString("<td>SYNCHRONOUS</td>")))
			.andExpect(content().string(containsString("<td>AFTER_ORDERS</td>")))
			.andExpect(content().string(containsString("SOAP")))
			.andExpect(content().string(containsString("http://other:8080/services/TradeServices")))
			.andExpect(content().string(containsString("Reset the database")));
	}

	@Test
	void resetShowsTheRunStatistics() throws Exception {
		given(this.tradeService.resetTrade(false))
			.willReturn(new RunStats(200, 17, 900, 850, 1000, 400, 90, 0, 0, 490, 490, 400));
		MvcResult reset = this.mvc.perform(post("/config/reset")).andExpect(redirectedUrl("/config")).andReturn();
		this.mvc.perform(get("/config").flashAttrs(reset.getFlashMap()))
			.andExpect(content().string(containsString("<th>New users</th><td>17</td>")))
			.andExpect(content().string(containsString("<th>Deleted orders</th><td>490</td>")));
	}

	@Test
	void configPageIsHiddenFromRemoteClients() throws Exception {
		this.mvc.perform(get("/config").with((request) -> {
			request.setRemoteAddr("203.0.113.9");
			return request;
		})).andExpect(status().isNotFound());
		this.mvc.perform(post("/config/reset").with((request) -> {
			request.setRemoteAddr("203.0.113.9");
			return request;
		})).andExpect(status().isNotFound());
		verifyNoInteractions(this.tradeService);
	}

}
