package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.springframework.session.FindByIndexNameSessionRepository;

/**
 * What the trading pages keep in the HTTP session: the signed-in user id and, while there
 * may be executed orders to report, their count, both small and serialisable, as a
 * session shared by the nodes in PostgreSQL needs ({@code trade.web.sessions=jdbc}). A
 * signed-in session usually holds one attribute, the user id: every attribute is a row
 * written at sign-in and read by every node that serves the session.
 */
public final class WebSession {

	/**
	 * Session attribute holding the signed-in user's id: Spring Session's principal name
	 * ({@link FindByIndexNameSessionRepository#PRINCIPAL_NAME_INDEX_NAME}, spelled out
	 * for annotations), by which a changed password finds the user's sessions to end
	 * them.
	 */
	public static final String USER_ID = "org.springframework.session.FindByIndexNameSessionRepository.PRINCIPAL_NAME_INDEX_NAME";

	/**
	 * Model attribute holding orders ({@code List<OrderView>}, newest first) that the
	 * service marked reported for this answer (the home page of IBM Trade's login): the
	 * layout's trade alert lists them.
	 */
	public static final String REPORTED_ORDERS = "reportedOrders";

	/**
	 * Session attribute counting the orders placed in this session whose execution has
	 * not been reported yet, or {@link #UNKNOWN} after a sign-in that reported nothing;
	 * absent when there is nothing to report.
	 */
	static final String ORDERS_TO_REPORT = "ordersToReport";

	/** {@link #ORDERS_TO_REPORT} after a sign-in that did not report: ask once. */
	static final int UNKNOWN = -1;

	private WebSession() {
	}

	/** The signed-in user's id, or {@code null} when nobody is signed in. */
	public static String userId(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		return (session != null) ? (String) session.getAttribute(USER_ID) : null;
	}

	/**
	 * Signs the user in: a new session id (against session fixation) holding the user id.
	 * The executed orders of earlier sessions are not known: the next page asks for them.
	 */
	public static void signIn(HttpServletRequest request, String userId) {
		signedIn(request, userId).setAttribute(ORDERS_TO_REPORT, UNKNOWN);
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
		signedIn(request, userId).removeAttribute(ORDERS_TO_REPORT);
	}

	private static HttpSession signedIn(HttpServletRequest request, String userId) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			request.changeSessionId();
		}
		HttpSession signedIn = request.getSession(true);
		signedIn.setAttribute(USER_ID, userId);
		return signedIn;
	}

	/** Notes an order placed in this session, to be reported once executed. */
	public static void orderPlaced(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			Integer pending = (Integer) session.getAttribute(ORDERS_TO_REPORT);
			// after an unknown count, the next page asks for this order and the others
			session.setAttribute(ORDERS_TO_REPORT, ((pending != null && pending > 0) ? pending : 0) + 1);
		}
	}

	/**
	 * Whether the session may have executed orders to report: after a sign-in that did
	 * not report (orders of earlier sessions), and while orders placed in this session
	 * are not reported.
	 */
	static boolean mayHaveOrdersToReport(HttpSession session) {
		return session.getAttribute(ORDERS_TO_REPORT) != null;
	}

	/**
	 * Notes that {@code count} executed orders have just been reported. The attribute is
	 * changed only when its value changes (a shared session is written only when it
	 * changed), and removed when nothing is left to report.
	 */
	static void ordersReported(HttpSession session, int count) {
		Integer pending = (Integer) session.getAttribute(ORDERS_TO_REPORT);
		if (pending == null) {
			return;
		}
		int left = (pending > 0) ? Math.max(0, pending - count) : 0;
		if (left == 0) {
			session.removeAttribute(ORDERS_TO_REPORT);
		}
		else if (left != pending) {
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
