package org.stocktrader.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.item.ItemService;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunStatistics;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.beans.factory.config.EmbeddedValueResolver;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.ApplicationContext;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The direct lookup of {@code /app?action=} picks the handler, and sets the request
 * attributes, that Spring MVC's full lookup picks over the same controllers, for every
 * action of the application and for the requests it leaves to the full lookup (unknown,
 * missing or repeated action, other methods, other paths); and it stands down when a
 * mapping of {@code /app} could also match a request with an action.
 */
@WebMvcTest
class ActionRoutesTests {

	/** DayTrader's actions, each a page of the application. */
	private static final List<String> ACTIONS = List.of("home", "quotes", "buy", "sell", "portfolio", "account",
			"update_profile", "login", "logout", "register", "mksummary");

	@Autowired
	RequestMappingHandlerMapping handlers;

	@Autowired
	ApplicationContext context;

	@Autowired
	List<HandlerMapping> mappings;

	@MockitoBean
	@InProcess
	TradeService tradeService;

	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

	@MockitoBean
	ItemService items;

	private RequestMappingHandlerMapping full;

	@BeforeEach
	void fullLookupOverTheSameControllers() {
		this.full = new RequestMappingHandlerMapping();
		this.full.setApplicationContext(this.context);
		this.full.setEmbeddedValueResolver(
				new EmbeddedValueResolver((ConfigurableBeanFactory) this.context.getAutowireCapableBeanFactory()));
		this.full.afterPropertiesSet();
	}

	@Test
	void theApplicationUsesTheDirectLookupForEveryAction() {
		assertThat(this.handlers).isInstanceOf(ActionRoutes.class);
		assertThat(ActionRoutes.routes(this.full.getHandlerMethods()).keySet()).containsAll(ACTIONS);
	}

	@Test
	void everyRequestGetsTheHandlerAndAttributesOfTheFullLookup() throws Exception {
		for (MockHttpServletRequest request : requests()) {
			String what = describe(request);
			Object direct = outcome(this.handlers, request);
			MockHttpServletRequest again = copy(request);
			Object expected = outcome(this.full, again);
			assertThat(direct).as(what).isEqualTo(expected);
			for (String attribute : List.of(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE,
					HandlerMapping.PATH_WITHIN_HANDLER_MAPPING_ATTRIBUTE,
					HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE, HandlerMapping.PRODUCIBLE_MEDIA_TYPES_ATTRIBUTE)) {
				assertThat(request.getAttribute(attribute)).as(what + " " + attribute)
					.isEqualTo(again.getAttribute(attribute));
			}
		}
	}

	/**
	 * The mapping asked first answers exactly the requests of the table, with the full
	 * lookup's handler, and for those no other mapping of the application has a handler
	 * (so skipping them changes nothing).
	 */
	@Test
	void theFirstMappingAnswersTheTablesRequestsWhichNoOtherMappingServes() throws Exception {
		List<HandlerMapping> ordered = new ArrayList<>(this.mappings);
		AnnotationAwareOrderComparator.sort(ordered);
		assertThat(ordered.getFirst()).isInstanceOf(ActionRoutes.First.class);
		Map<String, ActionRoutes.Route> routes = ActionRoutes.routes(this.full.getHandlerMethods());
		int answered = 0;
		for (MockHttpServletRequest request : requests()) {
			String what = describe(request);
			Object first = outcome(ordered.getFirst(), request);
			String action = request.getParameter("action");
			boolean inTable = request.getRequestURI().equals("/app")
					&& List.of("GET", "POST").contains(request.getMethod()) && action != null
					&& routes.containsKey(action);
			if (!inTable) {
				assertThat(first).as(what).isEqualTo("no handler");
				continue;
			}
			answered++;
			assertThat(first).as(what).isEqualTo(outcome(this.full, copy(request)));
			for (HandlerMapping other : ordered.subList(1, ordered.size())) {
				if (other != this.handlers) {
					assertThat(outcome(other, copy(request))).as(what + " " + other).isEqualTo("no handler");
				}
			}
		}
		// each action by GET and POST, and the repeated action (its first value counts)
		assertThat(answered).isEqualTo(ACTIONS.size() * 2 + 1);
	}

	private static List<MockHttpServletRequest> requests() {
		List<MockHttpServletRequest> requests = new ArrayList<>();
		for (String action : ACTIONS) {
			for (String method : List.of("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS")) {
				requests.add(request(method, "/app", "action", action));
			}
		}
		requests.add(request("GET", "/app", "action", "nothing-such"));
		requests.add(request("GET", "/app", "action", ""));
		requests.add(request("GET", "/app"));
		requests.add(request("GET", "/app", "action.x", "1"));
		requests.add(request("GET", "/app", "action", "quotes", "action", "home"));
		requests.add(request("GET", "/quotes", "action", "home"));
		requests.add(request("POST", "/buy", "action", "sell"));
		requests.add(request("GET", "/app/", "action", "quotes"));
		requests.add(request("GET", "/apps", "action", "quotes"));
		return requests;
	}

	private static String describe(MockHttpServletRequest request) {
		return request.getMethod() + " " + request.getRequestURI() + " " + request.getParameterMap();
	}

	@Test
	void aMappingOfThePathThatARequestWithAnActionCouldMatchTurnsTheTableOff() {
		assertThat(ActionRoutes.routes(withMapping(RequestMappingInfo.paths("/app").methods(RequestMethod.POST))))
			.isEmpty();
		assertThat(ActionRoutes
			.routes(withMapping(RequestMappingInfo.paths("/app").params("action=special").methods(RequestMethod.GET))))
			.isEmpty();
		assertThat(ActionRoutes.routes(withMapping(RequestMappingInfo.paths("/app", "/other").params("action=other"))))
			.isEmpty();
	}

	@Test
	void aMappingOfThePathForRequestsWithoutAnActionLeavesTheTable() {
		assertThat(ActionRoutes.routes(
				withMapping(RequestMappingInfo.paths("/app").params("!action", "mode=x").methods(RequestMethod.POST))))
			.containsKeys("quotes", "home");
	}

	private Map<RequestMappingInfo, HandlerMethod> withMapping(RequestMappingInfo.Builder extra) {
		Map<RequestMappingInfo, HandlerMethod> mappings = new HashMap<>(this.full.getHandlerMethods());
		mappings.put(extra.build(), mappings.values().iterator().next());
		return mappings;
	}

	private static Object outcome(HandlerMapping mapping, MockHttpServletRequest request) {
		ServletRequestPathUtils.parseAndCache(request);
		try {
			HandlerExecutionChain chain = mapping.getHandler(request);
			if (chain == null) {
				return "no handler";
			}
			return ((HandlerMethod) chain.getHandler()).getMethod();
		}
		catch (Exception ex) {
			return ex.getClass();
		}
	}

	private static MockHttpServletRequest request(String method, String path, String... params) {
		MockHttpServletRequest request = new MockHttpServletRequest(method, path);
		for (int i = 0; i < params.length; i += 2) {
			request.addParameter(params[i], params[i + 1]);
		}
		return request;
	}

	private static MockHttpServletRequest copy(MockHttpServletRequest request) {
		MockHttpServletRequest copy = new MockHttpServletRequest(request.getMethod(), request.getRequestURI());
		request.getParameterMap().forEach(copy::addParameter);
		return copy;
	}

}
