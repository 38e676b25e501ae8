package org.stocktrader.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

/**
 * What the trading pages keep in the HTTP session: the signed-in user id, nothing else.
 */
public final class WebSession {

	/** Session attribute holding the signed-in user's id. */
	public static final String USER_ID = "userId";

	private WebSession() {
	}

	/** The signed-in user's id, or {@code null} when nobody is signed in. */
	public static String userId(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		return (session != null) ? (String) session.getAttribute(USER_ID) : null;
	}

	/**
	 * Signs the user in: a new session id (against session fixation) holding the user id.
	 */
	public static void signIn(HttpServletRequest request, String userId) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			request.changeSessionId();
		}
		request.getSession(true).setAttribute(USER_ID, userId);
	}

	/** Ends the session, if any. */
	public static void signOut(HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		if (session != null) {
			session.invalidate();
		}
	}

}
