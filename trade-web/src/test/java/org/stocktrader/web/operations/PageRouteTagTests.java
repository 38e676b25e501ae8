package org.stocktrader.web.operations;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PriceHistory;
import org.stocktrader.web.order.OrderTokens;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code uri} tag of the pages of {@code /app}: the action, only when a controller
 * maps it there.
 */
@WebMvcTest(useDefaultFilters = false, includeFilters = @ComponentScan.Filter(type = FilterType.REGEX,
		pattern = "org\\.stocktrader\\.web\\.quote\\.QuoteController"))
class PageRouteTagTests {

	@MockitoBean
	TradeService tradeService;

	@MockitoBean
	OrderTokens orderTokens;

	@MockitoBean
	PriceHistory prices;

	@Autowired
	ObjectProvider<RequestMappingHandlerMapping> mappings;

	@Test
	void anActionMappedOnAppNamesThePage() {
		assertThat(new PageRouteTag(this.mappings).uri(app("quotes"), "/app")).isEqualTo("/app?action=quotes");
	}

	@Test
	void anyOtherActionOrRouteKeepsItsPattern() {
		PageRouteTag tag = new PageRouteTag(this.mappings);

		assertThat(tag.uri(app("no-such-page-" + System.nanoTime()), "/app")).isNull();
		assertThat(tag.uri(new MockHttpServletRequest("GET", "/app"), "/app")).isNull();
		assertThat(tag.uri(app("quotes"), "/quotes")).isNull();
	}

	private static MockHttpServletRequest app(String action) {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/app");
		request.setParameter("action", action);
		return request;
	}

}
