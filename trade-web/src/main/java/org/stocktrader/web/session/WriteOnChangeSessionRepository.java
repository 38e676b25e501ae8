package org.stocktrader.web.session;

import java.time.Duration;
import java.time.Instant;
import java.util.Set;

import org.springframework.session.Session;
import org.springframework.session.SessionRepository;

/**
 * A session repository that writes a session only when it changed. Spring Session sets a
 * session's last-access time on every request, and its JDBC repository then updates the
 * session's row on every request: a write per page. Here a session loaded by a request is
 * saved only when it is new, when an attribute was set or removed, when its id or timeout
 * changed, or when its stored last-access time is at least {@code touchInterval} older
 * than the request's; otherwise nothing is written. The stored last-access time therefore
 * lags by less than {@code touchInterval}: the repository must store sessions with the
 * timeout plus {@code touchInterval}, so that a session never ends before its timeout (it
 * ends between the timeout and the timeout plus {@code touchInterval} after its last
 * request).
 * <p>
 * An attribute object changed in place without being set again is not written (as with
 * Spring Session's default save mode): the pages set every attribute they change.
 *
 * @param <S> the session type of the repository written to
 */
public class WriteOnChangeSessionRepository<S extends Session>
		implements SessionRepository<WriteOnChangeSessionRepository.TrackedSession<S>> {

	private final SessionRepository<S> delegate;

	private final Duration touchInterval;

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
		if (session.isNew || session.changed
				|| !session.getLastAccessedTime().isBefore(session.storedAccess.plus(this.touchInterval))) {
			this.delegate.save(session.session);
			session.saved();
		}
	}

	@Override
	public TrackedSession<S> findById(String id) {
		S found = this.delegate.findById(id);
		return (found != null) ? new TrackedSession<>(found, false) : null;
	}

	@Override
	public void deleteById(String id) {
		this.delegate.deleteById(id);
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

		private Instant storedAccess;

		TrackedSession(S session, boolean isNew) {
			this.session = session;
			this.isNew = isNew;
			this.storedAccess = session.getLastAccessedTime();
		}

		private void saved() {
			this.isNew = false;
			this.changed = false;
			this.storedAccess = this.session.getLastAccessedTime();
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
			this.session.setLastAccessedTime(lastAccessedTime);
		}

		@Override
		public Instant getLastAccessedTime() {
			return this.session.getLastAccessedTime();
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
			return this.session.isExpired();
		}

	}

}
