package org.stocktrader.web;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;
import org.stocktrader.wstest.WSTestConfiguration;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportSelector;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.stocktrader.web.TradeFixtures.aQuote;

/**
 * The page interceptors apply to this module's handlers only: the REST API and WSTest's
 * JSON API, served by the same dispatcher here as in the assembled application, answer a
 * visitor who is not signed in, and a page still sends that visitor to the welcome page.
 * No path of theirs is listed anywhere in the web module.
 */
@WebMvcTest
@Import({ PagesOnlyInterceptorTests.ForeignHandlers.class, WSTestConfiguration.class })
class PagesOnlyInterceptorTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	RequestMappingHandlerMapping handlers;

	@MockitoBean
	@InProcess
	TradeService tradeService;

	// the operator page's services (the page itself is tested in config)
	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

	@MockitoBean
	ItemService items;

	@Test
	void restApiIsNotInterceptedAsAPage() throws Exception {
		given(this.tradeService.getQuote("s:1")).willReturn(aQuote("s:1"));
		this.mvc.perform(get("/api/quotes/s:1"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.symbol").value("s:1"));
	}

	@Test
	void wsTestJsonApiIsNotInterceptedAsAPage() throws Exception {
		this.mvc.perform(post("/wstest/api/EchoVoid").contentType(MediaType.APPLICATION_JSON))
			.andExpect(status().isNoContent());
	}

	@Test
	void pageIsInterceptedAndSendsTheVisitorToSignIn() throws Exception {
		this.mvc.perform(get("/quotes").param("symbols", "s:1")).andExpect(redirectedUrl("/welcome"));
	}

	@Test
	void onlyTheWebModulesHandlersArePages() throws Exception {
		assertThat(PagesOnlyInterceptor.isPage(handlerFor("GET", "/quotes"))).isTrue();
		assertThat(PagesOnlyInterceptor.isPage(handlerFor("GET", "/welcome"))).isTrue();
		assertThat(PagesOnlyInterceptor.isPage(handlerFor("GET", "/api/quotes/s:1"))).isFalse();
		assertThat(PagesOnlyInterceptor.isPage(handlerFor("POST", "/wstest/api/EchoVoid"))).isFalse();
		assertThat(PagesOnlyInterceptor.isPage(handlerFor("GET", "/error"))).isFalse();
	}

	private Object handlerFor(String method, String path) throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest(method, path);
		ServletRequestPathUtils.parseAndCache(request);
		return this.handlers.getHandler(request).getHandler();
	}

	/** The REST controller of trade-services, package-private in its own package. */
	static class ForeignHandlers implements ImportSelector {

		@Override
		public String[] selectImports(AnnotationMetadata metadata) {
			return new String[] { "org.stocktrader.services.rest.QuoteRestController" };
		}

	}

}
