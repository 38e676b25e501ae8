package org.stocktrader.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.mockito.Answers;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;
import org.thymeleaf.spring6.ISpringTemplateEngine;
import org.thymeleaf.spring6.view.ThymeleafView;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.core.io.ClassPathResource;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.web.context.WebApplicationContext;
import org.springframework.web.servlet.View;
import org.springframework.web.servlet.ViewResolver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.stocktrader.web.TradeFixtures.aCompletedOrder;
import static org.stocktrader.web.TradeFixtures.aHolding;
import static org.stocktrader.web.TradeFixtures.aMarketSummary;
import static org.stocktrader.web.TradeFixtures.aProfile;
import static org.stocktrader.web.TradeFixtures.aQuote;
import static org.stocktrader.web.TradeFixtures.anAccount;
import static org.stocktrader.web.TradeFixtures.anOrder;

/**
 * {@link PageView}'s plain rendering of the trading pages writes exactly what Thymeleaf's
 * own {@link ThymeleafView} writes for the same model, and those pages' templates use
 * nothing a plain context lacks.
 */
@WebMvcTest
class PageViewTests {

	/** The order forms' page nonce, fresh on every rendering. */
	private static final Pattern NONCE = Pattern.compile("value=\"[0-9a-f]{32}-");

	/**
	 * What the plain context lacks: the request, the session, Spring's request context.
	 */
	private static final Pattern NEEDS_REQUEST = Pattern
		.compile("@\\{|#\\{|th:action|th:field|th:errors|#fields|#request|#session|#servletContext|#themes|#mvc"
				+ "|\\$\\{(session|param|application)\\b");

	@Autowired
	MockMvc mvc;

	@Autowired
	WebApplicationContext context;

	@Autowired
	ViewResolver viewResolver;

	@Autowired
	ISpringTemplateEngine templateEngine;

	@MockitoBean(answers = Answers.CALLS_REAL_METHODS)
	TradeService tradeService;

	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

	@MockitoBean
	ItemService items;

	@Test
	void signedInPagesAreWhatThymeleafViewWrites() throws Exception {
		given(this.tradeService.getAccountData("uid:7")).willReturn(anAccount("uid:7"));
		given(this.tradeService.getAccountProfileData("uid:7")).willReturn(aProfile("uid:7"));
		given(this.tradeService.getMarketSummary()).willReturn(aMarketSummary());
		given(this.tradeService.getQuotes("s:1,s:2,<b>")).willReturn(List.of(aQuote("s:1"), aQuote("s:2")));
		given(this.tradeService.getHoldings("uid:7"))
			.willReturn(List.of(aHolding(1, "s:1", 10, "100.00", "120.00"), aHolding(2, "s:2", 5, "50.00", "40.00")));
		given(this.tradeService.getTopOrders("uid:7"))
			.willReturn(List.of(anOrder(31, OrderType.BUY, "s:5", 100), aCompletedOrder(30, "s:4")));
		// the trade alert of the layout, on the first page
		given(this.tradeService.getClosedOrders("uid:7")).willReturn(List.of(aCompletedOrder(30, "s:4")));
		given(this.tradeService.buy("uid:7", "s:1", 100)).willReturn(anOrder(80, OrderType.BUY, "s:1", 100));
		MockHttpSession session = TradeFixtures.justSignedIn("uid:7");
		assertSameAsThymeleafView(get("/home"), session, "Trade alert");
		assertSameAsThymeleafView(get("/quotes").param("symbols", "s:1,s:2,<b>"), session, "No quote for &lt;b&gt;");
		assertSameAsThymeleafView(get("/account"), session, "Total orders: <span>2</span>");
		assertSameAsThymeleafView(get("/portfolio"), session, "Number of holdings: <span>2</span>");
		assertSameAsThymeleafView(get("/marketsummary"), session, "Top gainers");
		assertSameAsThymeleafView(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "100"),
				session, "has been submitted");
	}

	@Test
	void signedOutPagesAreWhatThymeleafViewWrites() throws Exception {
		assertSameAsThymeleafView(get("/welcome"), new MockHttpSession(), "name=\"uid\"");
		assertSameAsThymeleafView(get("/register"), new MockHttpSession(), "Confirm password");
	}

	@Test
	void errorPageIsWhatThymeleafViewWrites() throws Exception {
		Map<String, Object> model = new HashMap<>(Map.of("status", 404, "error", "Not Found", "path", "/nope"));
		String page = render(plainView("error"), model, null);
		assertThat(page).contains("The page could not be shown (404 Not Found).")
			.doesNotContain("<nav")
			.isEqualTo(render(thymeleafView("error"), model, null));
	}

	@Test
	void plainPagesUseNothingOfTheRequest() throws IOException {
		List<String> templates = new ArrayList<>(PageView.PLAIN_PAGES);
		// the fragments they include, and the quote page's cached fragments
		templates.addAll(List.of("fragments/layout", "fragments/market", "fragments/quote"));
		for (String template : templates) {
			String text = new ClassPathResource("templates/" + template + ".html")
				.getContentAsString(StandardCharsets.UTF_8);
			assertThat(NEEDS_REQUEST.matcher(text).find()).as(template).isFalse();
		}
		// the configuration page's CSRF field needs Spring's request context: it keeps it
		assertThat(PageView.PLAIN_PAGES).doesNotContain("config", "dashboard");
	}

	private void assertSameAsThymeleafView(MockHttpServletRequestBuilder request, MockHttpSession session,
			String expected) throws Exception {
		MvcResult result = this.mvc.perform(request.session(session)).andReturn();
		String page = result.getResponse().getContentAsString(StandardCharsets.UTF_8);
		assertThat(page).contains(expected).endsWith("</html>\n");
		Map<String, Object> model = new HashMap<>(result.getModelAndView().getModel());
		String viewName = result.getModelAndView().getViewName();
		assertThat(PageView.PLAIN_PAGES).contains(viewName);
		assertThat(withoutNonces(page)).isEqualTo(withoutNonces(render(plainView(viewName), model, session)))
			.isEqualTo(withoutNonces(render(thymeleafView(viewName), model, session)));
	}

	private View plainView(String name) throws Exception {
		View view = this.viewResolver.resolveViewName(name, Locale.US);
		assertThat(view).isInstanceOf(PageView.class);
		return view;
	}

	private ThymeleafView thymeleafView(String name) throws Exception {
		ThymeleafView view = new ThymeleafView(name) {
			{
				setLocale(Locale.US);
				setTemplateEngine(PageViewTests.this.templateEngine);
			}
		};
		PageView configured = (PageView) this.viewResolver.resolveViewName(name, Locale.US);
		view.setApplicationContext(this.context);
		view.setContentType(configured.getContentType());
		view.setCharacterEncoding(configured.getCharacterEncoding());
		view.setStaticVariables(configured.getStaticVariables());
		return view;
	}

	private String render(View view, Map<String, Object> model, MockHttpSession session) throws Exception {
		MockHttpServletRequest request = new MockHttpServletRequest(this.context.getServletContext());
		request.setSession(session);
		Map<String, Object> variables = new HashMap<>(model);
		if (!(view instanceof PageView)) {
			// what PageView adds to every page
			variables.put(PageView.SIGNED_IN, session != null && session.getAttribute(WebSession.USER_ID) != null);
		}
		MockHttpServletResponse response = new MockHttpServletResponse();
		view.render(variables, request, response);
		assertThat(response.getContentType()).isEqualTo("text/html;charset=UTF-8");
		return response.getContentAsString(StandardCharsets.UTF_8);
	}

	private static String withoutNonces(String page) {
		return NONCE.matcher(page).replaceAll("value=\"NONCE-");
	}

}
