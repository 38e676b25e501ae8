package org.stocktrader.web;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.trade.TradeService;

import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;

/**
 * Adds what the shared layout shows on every rendered page: the current date (formatted
 * once a day) and, for a signed-in user, the orders that completed since the last page
 * (each reported once), looked for as the live {@link ClosedOrderCheck} setting says
 * (read on every page: one volatile read), and the orders the page reports itself
 * ({@link WebSession#REPORTED_ORDERS}: the orders the login reported); never the order
 * the page shows in full ({@link ShownOrder}: an order's confirmation). Redirects are
 * skipped so that a post/redirect/get does not consume the alert before the page that
 * shows it.
 */
class LayoutInterceptor implements HandlerInterceptor {

	private final TradeService tradeService;

	private final LiveSetting<ClosedOrderCheck> check;

	private final Clock clock;

	/** The day of the last page and its text. */
	private volatile Day day;

	LayoutInterceptor(TradeService tradeService, LiveSetting<ClosedOrderCheck> check, Clock clock) {
		this.tradeService = tradeService;
		this.check = check;
		this.clock = clock;
	}

	@Override
	public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
			ModelAndView modelAndView) {
		if (modelAndView == null || isRedirect(modelAndView)) {
			return;
		}
		modelAndView.addObject("today", today());
		HttpSession session = request.getSession(false);
		String userId = (session != null) ? (String) session.getAttribute(WebSession.USER_ID) : null;
		List<OrderView> orders = List.of();
		if (userId != null
				&& (this.check.get() == ClosedOrderCheck.EVERY_PAGE || WebSession.mayHaveOrdersToReport(session))) {
			List<Order> closed = this.tradeService.getClosedOrders(userId);
			WebSession.ordersReported(session, closed.size());
			orders = closed.stream().map(OrderView::of).toList();
		}
		if (modelAndView.getModel().get(WebSession.REPORTED_ORDERS) instanceof List<?> reported
				&& !reported.isEmpty()) {
			// reported before those found now, so older: after them
			orders = withFirst(orders, reported.stream().map(OrderView.class::cast).toList());
		}
		if (modelAndView.getModel().get(ShownOrder.ATTRIBUTE) instanceof ShownOrder shown && !orders.isEmpty()) {
			orders = orders.stream().filter((order) -> order.id() != shown.shownOrderId()).toList();
		}
		if (!orders.isEmpty()) {
			modelAndView.addObject("closedOrders", orders);
		}
	}

	private static List<OrderView> withFirst(List<OrderView> first, List<OrderView> others) {
		if (others.isEmpty()) {
			return first;
		}
		List<OrderView> all = new ArrayList<>(first.size() + others.size());
		all.addAll(first);
		all.addAll(others);
		return all;
	}

	/** Today's date as the layout prints it, formatted once a day. */
	String today() {
		Instant now = this.clock.instant();
		Day current = this.day;
		if (current == null || !current.contains(now)) {
			current = Day.of(now);
			this.day = current;
		}
		return current.text();
	}

	private static boolean isRedirect(ModelAndView modelAndView) {
		String viewName = modelAndView.getViewName();
		return viewName != null && viewName.startsWith("redirect:");
	}

	/**
	 * A day in the dates' time zone, from its first instant (inclusive) to the next day's
	 * (exclusive), and its text.
	 */
	private record Day(Instant from, Instant until, String text) {

		static Day of(Instant instant) {
			ZonedDateTime start = LocalDate.ofInstant(instant, Formats.ZONE).atStartOfDay(Formats.ZONE);
			return new Day(start.toInstant(), start.plusDays(1).toInstant(), Formats.date(instant));
		}

		boolean contains(Instant instant) {
			return !instant.isBefore(this.from) && instant.isBefore(this.until);
		}

	}

}
