package org.stocktrader.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSettings;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.RunStatistics;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.beans.factory.config.EmbeddedValueResolver;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.ApplicationContext;
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

	@Autowired
	RequestMappingHandlerMapping handlers;

	@Autowired
	ApplicationContext context;

	@MockitoBean
	@InProcess
	TradeService tradeService;

	@MockitoBean
	LiveSettings liveSettings;

	@MockitoBean
	RunStatistics runStatistics;

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
		assertThat(ActionRoutes.routes(this.full.getHandlerMethods()).keySet()).contains("home", "quotes", "buy",
				"sell", "portfolio", "account", "update_profile", "login", "logout", "register", "mksummary");
	}

	@Test
	void everyRequestGetsTheHandlerAndAttributesOfTheFullLookup() throws Exception {
		List<MockHttpServletRequest> requests = new ArrayList<>();
		for (String action : ActionRoutes.routes(this.full.getHandlerMethods()).keySet()) {
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
		for (MockHttpServletRequest request : requests) {
			String what = request.getMethod() + " " + request.getRequestURI() + " " + request.getParameterMap();
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

	private static Object outcome(RequestMappingHandlerMapping mapping, MockHttpServletRequest request) {
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
