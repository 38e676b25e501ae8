package org.stocktrader.web.config;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.ClosedOrderCheck;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(controllers = ConfigController.class,
		properties = { "trade.web.market-summary-expiry=90s", "trade.backend.mode=SOAP",
				"trade.backend.url=http://other:8080/services/TradeServices", "server.servlet.session.timeout=5m" })
class ConfigControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	@Test
	void configPageShowsTheSettingsInForce() throws Exception {
		this.mvc.perform(get("/config"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("<td>1 minute 30 seconds</td>")))
			.andExpect(content().string(containsString("<td>$15.95</td>")))
			.andExpect(content().string(containsString("<td>Synchronous</td>")))
			.andExpect(content().string(containsString("<td>After orders</td>")))
			.andExpect(content().string(containsString("SOAP client http://other:8080/services/TradeServices")))
			.andExpect(content().string(containsString("http://other:8080/services/TradeServices")))
			.andExpect(content().string(containsString("Reset the database")));
	}

	@Test
	void configPageShowsEachSettingOnceInWords() throws Exception {
		String page = this.mvc.perform(get("/config")).andReturn().getResponse().getContentAsString();
		assertThat(page.split("Trade alert check", -1)).hasSize(2);
		assertThat(page).contains("<td>Synchronous</td>", "<td>5 minutes</td>")
			.doesNotContain("PT", "SYNCHRONOUS", "AFTER_ORDERS", "IN_PROCESS");
	}

	@Test
	void durationsAndModesReadAsWords() {
		assertThat(ConfigController.duration(Duration.ofMinutes(3))).isEqualTo("3 minutes");
		assertThat(ConfigController.duration(Duration.ofSeconds(3661))).isEqualTo("1 hour 1 minute 1 second");
		assertThat(ConfigController.duration(Duration.ZERO)).isEqualTo("0 seconds");
		assertThat(ConfigController.words(ClosedOrderCheck.EVERY_PAGE)).isEqualTo("Every page");
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
