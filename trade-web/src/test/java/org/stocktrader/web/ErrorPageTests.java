package org.stocktrader.web;

import jakarta.servlet.RequestDispatcher;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest
class ErrorPageTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	TradeService tradeService;

	// the operator page's services (the page itself is tested in config)
	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

	@MockitoBean
	ItemService items;

	@Test
	void unexpectedErrorShowsAPageWithoutStackTrace() throws Exception {
		this.mvc
			.perform(get("/error").accept(MediaType.TEXT_HTML)
				.requestAttr(RequestDispatcher.ERROR_STATUS_CODE, 500)
				.requestAttr(RequestDispatcher.ERROR_REQUEST_URI, "/home")
				.requestAttr(RequestDispatcher.ERROR_EXCEPTION, new IllegalStateException("secret internals")))
			.andExpect(status().isInternalServerError())
			.andExpect(content().string(containsString("Sorry, that did not work")))
			.andExpect(content().string(containsString("500 Internal Server Error")))
			.andExpect(content().string(not(containsString("secret internals"))))
			.andExpect(content().string(not(containsString("IllegalStateException"))));
	}

	@Test
	void unknownPageShowsNotFound() throws Exception {
		this.mvc
			.perform(get("/error").accept(MediaType.TEXT_HTML)
				.requestAttr(RequestDispatcher.ERROR_STATUS_CODE, 404)
				.requestAttr(RequestDispatcher.ERROR_REQUEST_URI, "/nowhere"))
			.andExpect(status().isNotFound())
			.andExpect(content().string(containsString("404 Not Found")));
	}

	@Test
	void pagesLinkTheStylesheetByContentHash() throws Exception {
		this.mvc.perform(get("/welcome"))
			.andExpect(content().string(matchesPattern("(?s).*href=\"/css/trade-[0-9a-f]{32}\\.css\".*")));
	}

	@Test
	void staticCssIsServedWithLongCacheHeaders() throws Exception {
		this.mvc.perform(get("/css/trade.css"))
			.andExpect(status().isOk())
			.andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.header()
				.string("Cache-Control", containsString("max-age=31536000")));
	}

}
