package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.springframework.session.FindByIndexNameSessionRepository;

/**
 * What the trading pages keep in the HTTP session: the signed-in user id and the count of
 * orders to report, both small and serialisable, as a session shared by the nodes in
 * PostgreSQL needs ({@code trade.web.sessions=jdbc}).
 */
public final class WebSession {

	/** Session attribute holding the signed-in user's id. */
	public static final String USER_ID = "userId";

	/**
	 * Model attribute holding orders ({@code List<OrderView>}, newest first) that the
	 * service marked reported for this answer (the home page of IBM Trade's login): the
	 * layout's trade alert lists them.
	 */
	public static final String REPORTED_ORDERS = "reportedOrders";

	/**
	 * Session attribute counting the orders placed in this session whose execution has
	 * not been reported yet; absent right after sign-in, when it is not known.
	 */
	static final String ORDERS_TO_REPORT = "ordersToReport";

	private WebSession() {
	}

	/** The signed-in user's id, or {@code null} when nobody is signed in. */
	public static String userId(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		return (session != null) ? (String) session.getAttribute(USER_ID) : null;
	}

	/**
	 * Signs the user in: a new session id (against session fixation) holding the user id,
	 * also as the session's principal name.
	 */
	public static void signIn(HttpServletRequest request, String userId) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			request.changeSessionId();
		}
		HttpSession signedIn = request.getSession(true);
		signedIn.setAttribute(USER_ID, userId);
		// Spring Session's principal index, by which a changed password finds the user's
		// sessions to end them
		signedIn.setAttribute(FindByIndexNameSessionRepository.PRINCIPAL_NAME_INDEX_NAME, userId);
		signedIn.removeAttribute(ORDERS_TO_REPORT);
	}

	/**
	 * Signs in the user of an account just opened, as {@link #signIn} does: it has no
	 * orders yet, so none to report until this session places one.
	 */
	public static void signInNewAccount(HttpServletRequest request, String userId) {
		signInReported(request, userId);
	}

	/**
	 * Signs the user in, as {@link #signIn} does, whose executed orders the answer
	 * reports itself ({@link #REPORTED_ORDERS}): none to report until this session places
	 * one.
	 */
	public static void signInReported(HttpServletRequest request, String userId) {
		signIn(request, userId);
		request.getSession(false).setAttribute(ORDERS_TO_REPORT, 0);
	}

	/** Notes an order placed in this session, to be reported once executed. */
	public static void orderPlaced(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			Integer pending = (Integer) session.getAttribute(ORDERS_TO_REPORT);
			session.setAttribute(ORDERS_TO_REPORT, ((pending != null) ? pending : 0) + 1);
		}
	}

	/**
	 * Whether the session may have executed orders to report: right after sign-in (orders
	 * of earlier sessions), and while orders placed in this session are not reported.
	 */
	static boolean mayHaveOrdersToReport(HttpSession session) {
		Integer pending = (Integer) session.getAttribute(ORDERS_TO_REPORT);
		return pending == null || pending > 0;
	}

	/**
	 * Notes that {@code count} executed orders have just been reported. The attribute is
	 * set only when its value changes: a shared session is written only when it changed.
	 */
	static void ordersReported(HttpSession session, int count) {
		Integer pending = (Integer) session.getAttribute(ORDERS_TO_REPORT);
		int left = (pending != null) ? Math.max(0, pending - count) : 0;
		if (pending == null || pending != left) {
			session.setAttribute(ORDERS_TO_REPORT, left);
		}
	}

	/** Ends the session, if any. */
	public static void signOut(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			session.invalidate();
		}
	}

}
