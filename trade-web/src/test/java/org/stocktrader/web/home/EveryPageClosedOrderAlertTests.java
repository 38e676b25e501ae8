package org.stocktrader.web.home;

import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.WebSession;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.anAccount;

@WebMvcTest(controllers = HomeController.class, properties = "trade.web.closed-order-check=every-page")
class EveryPageClosedOrderAlertTests {

	@Autowired
	MockMvc mvc;

	// the page's one call (a default method of the API) is answered from the stubbed
	// reads
	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	@Test
	void everyPageLooksForExecutedOrders() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		for (int i = 0; i < 3; i++) {
			// a session with nothing to report (no count): only this setting makes the
			// page ask
			this.mvc.perform(get("/home").sessionAttr(WebSession.USER_ID, "uid:7"));
		}
		verify(this.tradeService, times(3)).getClosedOrders("uid:7");
	}

}
