package org.stocktrader.web.session;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.springframework.session.Session;
import org.springframework.session.SessionRepository;

/**
 * A session repository that writes a session only when it changed. Spring Session sets a
 * session's last-access time on every request, and its JDBC repository then updates the
 * session's row on every request: a write per page. Here a session loaded by a request is
 * saved only when it is new, when an attribute was set or removed, when its id or timeout
 * changed, or when its stored last-access time is at least {@code touchInterval} older
 * than the request's; otherwise nothing is written. The stored last-access time is only
 * set in that last case (setting it makes the repository write the session's row), so an
 * attribute change writes the attribute alone. The stored last-access time therefore lags
 * by less than {@code touchInterval}: the repository must store sessions with the timeout
 * plus {@code touchInterval}, so that a session never ends before its timeout (it ends
 * between the timeout and the timeout plus {@code touchInterval} after its last request).
 * <p>
 * An attribute object changed in place without being set again is not written (as with
 * Spring Session's default save mode): the pages set every attribute they change.
 * <p>
 * Within one request ({@link SessionLookupFilter}), a session found once is found again
 * without a statement: Spring Session's filter looks the requested session up a second
 * time after saving it (to decide whether to set the cookie), which would be a second
 * read per page.
 *
 * @param <S> the session type of the repository written to
 */
public class WriteOnChangeSessionRepository<S extends Session>
		implements SessionRepository<WriteOnChangeSessionRepository.TrackedSession<S>> {

	private final SessionRepository<S> delegate;

	private final Duration touchInterval;

	private final ThreadLocal<Map<String, TrackedSession<S>>> requestLookups = new ThreadLocal<>();

	/**
	 * Writes through a repository.
	 * @param delegate the repository that stores the sessions
	 * @param touchInterval the most a stored last-access time may lag
	 */
	public WriteOnChangeSessionRepository(SessionRepository<S> delegate, Duration touchInterval) {
		this.delegate = delegate;
		this.touchInterval = touchInterval;
	}

	@Override
	public TrackedSession<S> createSession() {
		return new TrackedSession<>(this.delegate.createSession(), true);
	}

	@Override
	public void save(TrackedSession<S> session) {
		boolean touch = session.isNew
				|| !session.lastAccessed.isBefore(session.session.getLastAccessedTime().plus(this.touchInterval));
		if (touch) {
			// only now: the repository writes the session's row whenever its access time
			// was set
			session.session.setLastAccessedTime(session.lastAccessed);
		}
		if (touch || session.changed) {
			this.delegate.save(session.session);
			session.saved();
		}
	}

	/**
	 * Finds a session by the id its cookie names. An id this repository cannot have
	 * issued (Spring Session's ids are random UUIDs) is no session, looked up nowhere: a
	 * forged cookie such as {@code AA==} (a NUL byte once decoded) never reaches the
	 * database.
	 */
	@Override
	public TrackedSession<S> findById(String id) {
		if (!isWellFormed(id)) {
			return null;
		}
		Map<String, TrackedSession<S>> lookups = this.requestLookups.get();
		if (lookups != null && lookups.containsKey(id)) {
			TrackedSession<S> known = lookups.get(id);
			// a session whose id changed in this request is no longer found by its old id
			return (known != null && known.getId().equals(id)) ? known : null;
		}
		S found = this.delegate.findById(id);
		TrackedSession<S> tracked = (found != null) ? new TrackedSession<>(found, false) : null;
		if (lookups != null) {
			lookups.put(id, tracked);
		}
		return tracked;
	}

	@Override
	public void deleteById(String id) {
		if (!isWellFormed(id)) {
			return;
		}
		this.delegate.deleteById(id);
		Map<String, TrackedSession<S>> lookups = this.requestLookups.get();
		if (lookups != null) {
			lookups.put(id, null);
		}
	}

	/**
	 * Whether an id has the form of the ids Spring Session issues: a UUID in its
	 * canonical text form.
	 * @param id the id a cookie names
	 * @return whether it may name a session
	 */
	static boolean isWellFormed(String id) {
		if (id == null || id.length() != 36) {
			return false;
		}
		for (int i = 0; i < id.length(); i++) {
			char c = id.charAt(i);
			boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
			if (dash ? c != '-' : Character.digit(c, 16) < 0) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Starts remembering this thread's look-ups, for one request.
	 * @return what the thread remembered before (a request dispatched within another),
	 * for {@link #endRequest}
	 */
	Object beginRequest() {
		Map<String, TrackedSession<S>> outer = this.requestLookups.get();
		this.requestLookups.set(new HashMap<>());
		return outer;
	}

	/**
	 * Forgets this request's look-ups.
	 * @param outer what {@link #beginRequest} returned
	 */
	@SuppressWarnings("unchecked")
	void endRequest(Object outer) {
		if (outer == null) {
			this.requestLookups.remove();
		}
		else {
			this.requestLookups.set((Map<String, TrackedSession<S>>) outer);
		}
	}

	/**
	 * A session that remembers whether anything but its last-access time changed since it
	 * was loaded or saved.
	 *
	 * @param <S> the session type of the repository written to
	 */
	public static final class TrackedSession<S extends Session> implements Session {

		private final S session;

		private boolean isNew;

		private boolean changed;

		/**
		 * The access time of this request; the stored session's is set only when it is
		 * written ({@link #save}).
		 */
		private Instant lastAccessed;

		TrackedSession(S session, boolean isNew) {
			this.session = session;
			this.isNew = isNew;
			this.lastAccessed = session.getLastAccessedTime();
		}

		private void saved() {
			this.isNew = false;
			this.changed = false;
		}

		@Override
		public String getId() {
			return this.session.getId();
		}

		@Override
		public String changeSessionId() {
			this.changed = true;
			return this.session.changeSessionId();
		}

		@Override
		public <T> T getAttribute(String attributeName) {
			return this.session.getAttribute(attributeName);
		}

		@Override
		public Set<String> getAttributeNames() {
			return this.session.getAttributeNames();
		}

		@Override
		public void setAttribute(String attributeName, Object attributeValue) {
			if (attributeValue == null && !this.session.getAttributeNames().contains(attributeName)) {
				// removing what is not there changes nothing
				return;
			}
			this.changed = true;
			this.session.setAttribute(attributeName, attributeValue);
		}

		@Override
		public void removeAttribute(String attributeName) {
			setAttribute(attributeName, null);
		}

		@Override
		public Instant getCreationTime() {
			return this.session.getCreationTime();
		}

		@Override
		public void setLastAccessedTime(Instant lastAccessedTime) {
			this.lastAccessed = lastAccessedTime;
		}

		@Override
		public Instant getLastAccessedTime() {
			return this.lastAccessed;
		}

		@Override
		public void setMaxInactiveInterval(Duration interval) {
			if (!interval.equals(this.session.getMaxInactiveInterval())) {
				this.changed = true;
			}
			this.session.setMaxInactiveInterval(interval);
		}

		@Override
		public Duration getMaxInactiveInterval() {
			return this.session.getMaxInactiveInterval();
		}

		@Override
		public boolean isExpired() {
			Duration timeout = getMaxInactiveInterval();
			return !timeout.isNegative() && !Instant.now().isBefore(this.lastAccessed.plus(timeout));
		}

	}

}
