package org.stocktrader.web.operations;

import java.util.HashSet;
import java.util.Set;

import io.micrometer.common.KeyValue;
import jakarta.servlet.http.HttpServletMapping;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.MappingMatch;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.server.observation.DefaultServerRequestObservationConvention;
import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.web.servlet.mvc.condition.NameValueExpression;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * The {@code uri} tag of {@code http.server.requests}, bounded and telling: Spring MVC's
 * route pattern as usual ({@code /quotes}, {@code /api/accounts/{userId}}), except that
 * the original products' single URL tells its pages apart by their action
 * ({@code /app?action=quotes}: only actions a controller maps, never the request's own
 * value otherwise), and requests served by a servlet of their own (the SOAP services,
 * WSTest) are tagged with that servlet's mapping ({@code /services/*},
 * {@code /wstest/services/*}) instead of {@code UNKNOWN}.
 */
class PageObservationConvention extends DefaultServerRequestObservationConvention {

	static final String APP = "/app";

	private static final String ACTION = "action";

	private final ObjectProvider<RequestMappingHandlerMapping> mappings;

	private volatile Set<String> actions;

	PageObservationConvention(ObjectProvider<RequestMappingHandlerMapping> mappings) {
		this.mappings = mappings;
	}

	@Override
	protected KeyValue uri(ServerRequestObservationContext context) {
		KeyValue uri = super.uri(context);
		HttpServletRequest request = context.getCarrier();
		if (APP.equals(context.getPathPattern())) {
			// the handler matched on the action parameter, which is parsed by now
			String action = request.getParameter(ACTION);
			if (action != null && actions().contains(action)) {
				return KeyValue.of(uri.getKey(), APP + "?" + ACTION + "=" + action);
			}
			return uri;
		}
		if (context.getPathPattern() == null && "UNKNOWN".equals(uri.getValue())) {
			HttpServletMapping mapping = request.getHttpServletMapping();
			if (mapping != null && mapping.getMappingMatch() == MappingMatch.PATH) {
				return KeyValue.of(uri.getKey(), mapping.getPattern());
			}
		}
		return uri;
	}

	/** The values of {@code action} that some controller maps on {@code /app}. */
	private Set<String> actions() {
		Set<String> known = this.actions;
		if (known == null) {
			known = new HashSet<>();
			for (RequestMappingHandlerMapping handlerMapping : this.mappings.orderedStream().toList()) {
				for (RequestMappingInfo info : handlerMapping.getHandlerMethods().keySet()) {
					if (info.getPatternValues().contains(APP)) {
						for (NameValueExpression<String> param : info.getParamsCondition().getExpressions()) {
							if (ACTION.equals(param.getName()) && !param.isNegated() && param.getValue() != null) {
								known.add(param.getValue());
							}
						}
					}
				}
			}
			known = Set.copyOf(known);
			this.actions = known;
		}
		return known;
	}

}
