package org.stocktrader.web.session;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionAttributeListener;
import jakarta.servlet.http.HttpSessionBindingEvent;
import org.stocktrader.services.trade.PasswordChange;

import org.springframework.context.event.EventListener;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.session.FindByIndexNameSessionRepository;

/**
 * This node's signed-in container sessions by user id (the pages' principal name, or the
 * REST API's security context), for {@code trade.web.sessions=memory}: what Spring
 * Session's principal index does for the shared sessions. A changed password ends every
 * session of its user.
 */
class SignedInSessions implements HttpSessionAttributeListener {

	private final Map<String, Set<HttpSession>> byUser = new ConcurrentHashMap<>();

	@Override
	public void attributeAdded(HttpSessionBindingEvent event) {
		add(userIdOf(event.getName(), event.getValue()), event.getSession());
	}

	/** The event's value is the one replaced; the session holds the new one. */
	@Override
	public void attributeReplaced(HttpSessionBindingEvent event) {
		attributeRemoved(event);
		add(userIdOf(event.getName(), event.getSession().getAttribute(event.getName())), event.getSession());
	}

	private void add(String userId, HttpSession session) {
		if (userId != null) {
			this.byUser.computeIfAbsent(userId, (key) -> ConcurrentHashMap.newKeySet()).add(session);
		}
	}

	/** Also called for each attribute when a session ends or expires. */
	@Override
	public void attributeRemoved(HttpSessionBindingEvent event) {
		String userId = userIdOf(event.getName(), event.getValue());
		if (userId != null) {
			this.byUser.computeIfPresent(userId, (key, sessions) -> {
				sessions.remove(event.getSession());
				return sessions.isEmpty() ? null : sessions;
			});
		}
	}

	/**
	 * Ends every session of the user whose password changed.
	 * @param change the change
	 */
	@EventListener
	void passwordChanged(PasswordChange change) {
		Set<HttpSession> sessions = this.byUser.remove(change.userId());
		if (sessions == null) {
			return;
		}
		for (HttpSession session : List.copyOf(sessions)) {
			try {
				session.invalidate();
			}
			catch (IllegalStateException ex) {
				// ended meanwhile
			}
		}
	}

	/** The number of sessions known for a user (for tests). */
	int sessionsOf(String userId) {
		Set<HttpSession> sessions = this.byUser.get(userId);
		return (sessions != null) ? sessions.size() : 0;
	}

	private static String userIdOf(String name, Object value) {
		if (FindByIndexNameSessionRepository.PRINCIPAL_NAME_INDEX_NAME.equals(name) && value instanceof String userId) {
			return userId;
		}
		if (HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY.equals(name)
				&& value instanceof SecurityContext context && context.getAuthentication() != null) {
			return context.getAuthentication().getName();
		}
		return null;
	}

}
