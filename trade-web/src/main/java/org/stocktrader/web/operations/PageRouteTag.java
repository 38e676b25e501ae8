package org.stocktrader.web.operations;

import java.util.HashMap;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.services.management.RouteTag;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.servlet.mvc.condition.NameValueExpression;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * The {@code uri} tag of {@code http.server.requests} for the original products' single
 * URL, which tells its pages apart by their action: {@code /app?action=quotes}, only for
 * actions a controller maps on {@code /app} (never the request's own value otherwise:
 * {@code /app} then). Every other route keeps its Spring MVC pattern ({@code /quotes},
 * {@code /api/accounts/{userId}}).
 */
class PageRouteTag implements RouteTag {

	static final String APP = "/app";

	private static final String ACTION = "action";

	private final ObjectProvider<RequestMappingHandlerMapping> mappings;

	/** The tag of each action some controller maps on {@code /app}, made once. */
	private volatile Map<String, String> actions;

	PageRouteTag(ObjectProvider<RequestMappingHandlerMapping> mappings) {
		this.mappings = mappings;
	}

	@Override
	public String uri(HttpServletRequest request, String pattern) {
		if (!APP.equals(pattern)) {
			return null;
		}
		// the handler matched on the action parameter, which is parsed by now
		String action = request.getParameter(ACTION);
		return (action != null) ? actions().get(action) : null;
	}

	private Map<String, String> actions() {
		Map<String, String> known = this.actions;
		if (known == null) {
			known = new HashMap<>();
			for (RequestMappingHandlerMapping handlerMapping : this.mappings.orderedStream().toList()) {
				for (RequestMappingInfo info : handlerMapping.getHandlerMethods().keySet()) {
					if (info.getPatternValues().contains(APP)) {
						for (NameValueExpression<String> param : info.getParamsCondition().getExpressions()) {
							if (ACTION.equals(param.getName()) && !param.isNegated() && param.getValue() != null) {
								known.put(param.getValue(), APP + "?" + ACTION + "=" + param.getValue());
							}
						}
					}
				}
			}
			known = Map.copyOf(known);
			this.actions = known;
		}
		return known;
	}

}
