package org.stocktrader.web;

import java.util.HashMap;
import java.util.Map;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.core.Ordered;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.mvc.condition.NameValueExpression;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Spring MVC's request mapping with a direct lookup for DayTrader's URLs: every page of
 * the original is {@code /app?action=...}, so Spring MVC finds a dozen mappings for the
 * path {@code /app} and tests each one's conditions on every request (a tenth of the
 * quote page's CPU). Here a {@code GET} or {@code POST} of {@code /app} whose
 * {@code action} names one of those mappings goes straight to it, with the same request
 * attributes as the full lookup ({@link #handleMatch}); every other request, including an
 * unknown or missing action, takes the full lookup unchanged.
 * <p>
 * The table is built from the registered mappings, not listed here: a mapping joins it
 * when its only conditions are the one path and {@code action=<value>} (any method, no
 * headers, media types or custom condition). It is used only when every other mapping of
 * that path is for requests without an action ({@code !action}): then a request with a
 * value of the table matches exactly one mapping, the one the full lookup would pick.
 */
final class ActionRoutes extends RequestMappingHandlerMapping {

	/** DayTrader's single URL. */
	static final String PATH = "/app";

	/** The parameter that names the page. */
	static final String ACTION = "action";

	private volatile Map<String, Route> routes = Map.of();

	@Override
	protected void handlerMethodsInitialized(Map<RequestMappingInfo, HandlerMethod> handlerMethods) {
		super.handlerMethodsInitialized(handlerMethods);
		this.routes = routes(handlerMethods);
	}

	/** The direct routes: the action's value to its mapping and handler. */
	static Map<String, Route> routes(Map<RequestMappingInfo, HandlerMethod> handlerMethods) {
		Map<String, Route> routes = new HashMap<>();
		for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : handlerMethods.entrySet()) {
			RequestMappingInfo info = entry.getKey();
			if (!info.getPatternValues().contains(PATH)) {
				continue;
			}
			String action = actionOnly(info);
			if (action == null) {
				if (!isForNoAction(info)) {
					// a mapping of the path a request with an action could also match
					return Map.of();
				}
				continue;
			}
			// one per value: Spring MVC refuses a mapping registered twice at start-up
			routes.put(action, new Route(info, entry.getValue()));
		}
		return Map.copyOf(routes);
	}

	/**
	 * The value of {@code action=<value>} when that and the path are the mapping's only
	 * conditions, else null.
	 */
	private static String actionOnly(RequestMappingInfo info) {
		if (info.getPatternValues().size() != 1 || !info.getMethodsCondition().isEmpty()
				|| !info.getHeadersCondition().isEmpty() || !info.getConsumesCondition().isEmpty()
				|| !info.getProducesCondition().isEmpty() || info.getCustomCondition() != null
				|| info.getParamsCondition().getExpressions().size() != 1) {
			return null;
		}
		NameValueExpression<String> param = info.getParamsCondition().getExpressions().iterator().next();
		if (!param.getName().equals(ACTION) || param.isNegated() || param.getValue() == null) {
			return null;
		}
		return param.getValue();
	}

	/**
	 * Whether a mapping of the path is for requests without an action ({@code !action}),
	 * so that a request with one can never match it.
	 */
	private static boolean isForNoAction(RequestMappingInfo info) {
		return info.getParamsCondition()
			.getExpressions()
			.stream()
			.anyMatch((param) -> param.getName().equals(ACTION) && param.isNegated() && param.getValue() == null);
	}

	@Override
	protected HandlerMethod lookupHandlerMethod(String lookupPath, HttpServletRequest request) throws Exception {
		Route route = PATH.equals(lookupPath) ? route(request) : null;
		if (route != null) {
			request.setAttribute(HandlerMapping.BEST_MATCHING_HANDLER_ATTRIBUTE, route.handler());
			handleMatch(route.info(), lookupPath, request);
			return route.handler();
		}
		return super.lookupHandlerMethod(lookupPath, request);
	}

	/** The direct route of a request of the path, or null for the full lookup. */
	private Route route(HttpServletRequest request) {
		if (request.getDispatcherType() != DispatcherType.REQUEST) {
			return null;
		}
		String method = request.getMethod();
		if (!"GET".equals(method) && !"POST".equals(method)) {
			return null;
		}
		String action = request.getParameter(ACTION);
		return (action != null) ? this.routes.get(action) : null;
	}

	/**
	 * The handler mapping the dispatcher asks first: for a request the table serves, this
	 * mapping's answer ({@link #getHandler}: the handler, interceptors and attributes),
	 * else nothing. Without it the dispatcher would first ask the mappings Spring Boot
	 * orders before this one (the actuator's endpoints), and each of those, finding no
	 * mapping for {@code /app}, tests every one of its own (3.6 % of the quote page).
	 * None of them maps {@code /app}: the actuator's paths are under its base path.
	 * @return the first handler mapping
	 */
	HandlerMapping first() {
		return new First(this);
	}

	/** See {@link #first()}. */
	static final class First implements HandlerMapping, Ordered {

		private final ActionRoutes routes;

		First(ActionRoutes routes) {
			this.routes = routes;
		}

		@Override
		public HandlerExecutionChain getHandler(HttpServletRequest request) throws Exception {
			String path = request.getRequestURI();
			int context = request.getContextPath().length();
			boolean app = path.length() == context + PATH.length() && path.startsWith(PATH, context);
			return (app && this.routes.route(request) != null) ? this.routes.getHandler(request) : null;
		}

		@Override
		public int getOrder() {
			return Ordered.HIGHEST_PRECEDENCE;
		}

	}

	/** One direct route. */
	record Route(RequestMappingInfo info, HandlerMethod handler) {
	}

}
