package org.stocktrader.web.config;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(controllers = ConfigController.class, properties = "trade.web.config-page.enabled=false")
class DisabledConfigPageTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	LiveSettings settings;

	@MockitoBean
	RunStatistics statistics;

	@MockitoBean
	TradeService tradeService;

	@Test
	void disabledConfigPageDoesNotExist() throws Exception {
		this.mvc.perform(get("/config")).andExpect(status().isNotFound());
	}

}
