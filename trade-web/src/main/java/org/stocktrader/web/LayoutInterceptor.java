package org.stocktrader.web;

import java.time.Clock;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.stocktrader.trade.TradeService;

import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;

/**
 * Adds what the shared layout shows on every rendered page: the current date and, for a
 * signed-in user, the orders that completed since the last page (each reported once).
 * Redirects are skipped so that a post/redirect/get does not consume the alert before the
 * page that shows it.
 */
class LayoutInterceptor implements HandlerInterceptor {

	private final TradeService tradeService;

	private final Clock clock;

	LayoutInterceptor(TradeService tradeService, Clock clock) {
		this.tradeService = tradeService;
		this.clock = clock;
	}

	@Override
	public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
			ModelAndView modelAndView) {
		if (modelAndView == null || isRedirect(modelAndView)) {
			return;
		}
		modelAndView.addObject("today", Formats.date(this.clock.instant()));
		String userId = WebSession.userId(request);
		if (userId != null) {
			List<OrderView> closed = this.tradeService.getClosedOrders(userId).stream().map(OrderView::of).toList();
			modelAndView.addObject("closedOrders", closed);
		}
	}

	private static boolean isRedirect(ModelAndView modelAndView) {
		String viewName = modelAndView.getViewName();
		return viewName != null && viewName.startsWith("redirect:");
	}

}
