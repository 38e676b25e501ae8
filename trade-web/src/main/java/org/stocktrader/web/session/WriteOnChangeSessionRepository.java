package org.stocktrader.web.session;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.springframework.session.MapSession;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;

/**
 * A session repository that reads a session from the store only when this node has no
 * current copy of it, and writes it only when it changed. Spring Session sets a session's
 * last-access time on every request, and its JDBC repository then updates the session's
 * row on every request: a write per page. Here a session loaded by a request is saved
 * only when it is new, when an attribute was set or removed, when its id or timeout
 * changed, or when its stored last-access time is at least {@code touchInterval} older
 * than the request's; otherwise nothing is written. The stored last-access time is only
 * set in that last case (setting it makes the repository write the session's row), so an
 * attribute change writes the attribute alone. The stored last-access time therefore lags
 * by less than {@code touchInterval}: the repository must store sessions with the timeout
 * plus {@code touchInterval}, so that a session never ends before its timeout (it ends
 * between the timeout and the timeout plus {@code touchInterval} after its last request).
 * <p>
 * With a {@link SessionCache}, a session found there (and not expired by its stored
 * times) is served from this node's copy, without a statement. A request that then
 * changes it reads it from the store first and changes the stored session, so that a
 * change always applies to the store's current state; this node drops its copy once the
 * change is written (every other node drops its copy on the change's notification). A
 * session this node creates is kept as its copy once stored, and an id whose session this
 * node ended (or gave a new id) is not looked up again. A copy that looks expired is read
 * again from the store (another node may have written a later access time). A request
 * served from the copy (or one that read the session, after the node dropped a copy
 * unread for the touch interval) that only writes the access time puts the stored session
 * in the copy's place (unless the copy changed meanwhile), so that the sessions of a busy
 * node are not read again once per touch interval, and the rarely run paths of a read are
 * not run then by every request in flight (in a JFR recording of the quote page, each
 * such round made HotSpot throw away and compile again the request path's code). The
 * store stays the one source of truth: any node serves any session, and a node that stops
 * loses nothing.
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

	private final SessionCache cache;

	private final ThreadLocal<Map<String, TrackedSession<S>>> requestLookups = new ThreadLocal<>();

	/**
	 * Writes through a repository, reading every session from it.
	 * @param delegate the repository that stores the sessions
	 * @param touchInterval the most a stored last-access time may lag
	 */
	public WriteOnChangeSessionRepository(SessionRepository<S> delegate, Duration touchInterval) {
		this(delegate, touchInterval, null);
	}

	/**
	 * Writes through a repository, with this node's copies of the sessions it read.
	 * @param delegate the repository that stores the sessions
	 * @param touchInterval the most a stored last-access time may lag
	 * @param cache this node's copies, or {@code null} to read every session from the
	 * store
	 */
	WriteOnChangeSessionRepository(SessionRepository<S> delegate, Duration touchInterval, SessionCache cache) {
		this.delegate = delegate;
		this.touchInterval = touchInterval;
		this.cache = cache;
	}

	@Override
	public TrackedSession<S> createSession() {
		return new TrackedSession<>(this.delegate, this.delegate.createSession(), null, true);
	}

	@Override
	public void save(TrackedSession<S> session) {
		boolean touch = session.isNew
				|| !session.lastAccessed.isBefore(session.current().getLastAccessedTime().plus(this.touchInterval));
		if (!touch && !session.changed) {
			return;
		}
		S stored = session.stored();
		if (stored == null) {
			// ended meanwhile, on this node or another: nothing left to write
			return;
		}
		if (touch) {
			// only now: the repository writes the session's row whenever its access time
			// was set
			stored.setLastAccessedTime(session.lastAccessed);
		}
		this.delegate.save(stored);
		if (this.cache != null) {
			// the change's notification drops every other node's copy; this node drops
			// its own now and reads the session again on its next request, unless it has
			// just created the session, which nobody else can have changed
			if (!session.loadedId.equals(stored.getId())) {
				this.cache.ended(session.loadedId);
			}
			if (session.isNew) {
				this.cache.created(stored);
			}
			else if (!session.changed && session.nodeCopy != null) {
				// only the access time was written: the copy this request was served,
				// or kept when it read the session, stays right but for that time
				this.cache.touched(session.nodeCopy, stored);
			}
			else {
				this.cache.remove(stored.getId());
			}
		}
		session.saved();
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
		TrackedSession<S> tracked = load(id);
		if (lookups != null) {
			lookups.put(id, tracked);
		}
		return tracked;
	}

	private TrackedSession<S> load(String id) {
		if (this.cache == null) {
			S found = this.delegate.findById(id);
			return (found != null) ? new TrackedSession<>(this.delegate, found, null, false) : null;
		}
		MapSession copy = this.cache.get(id);
		if (copy != null && !copy.isExpired()) {
			// shared by every request that reads it, never changed (see TrackedSession)
			return new TrackedSession<>(this.delegate, null, copy, false);
		}
		if (this.cache.isEnded(id)) {
			return null;
		}
		Object marker = this.cache.begin(id);
		S found = this.delegate.findById(id);
		if (found == null) {
			this.cache.remove(id);
			return null;
		}
		TrackedSession<S> read = new TrackedSession<>(this.delegate, found, null, false);
		read.nodeCopy = this.cache.put(found, marker);
		return read;
	}

	@Override
	public void deleteById(String id) {
		if (!isWellFormed(id)) {
			return;
		}
		this.delegate.deleteById(id);
		if (this.cache != null) {
			this.cache.ended(id);
		}
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
	 * was loaded or saved. It reads either the stored session or this node's copy of it;
	 * its first change reads the stored session from the store, and changes that. The
	 * node's copy is shared by the requests that read it and never changed: a request
	 * whose session ended elsewhere meanwhile changes a copy of its own.
	 *
	 * @param <S> the session type of the repository written to
	 */
	public static final class TrackedSession<S extends Session> implements Session {

		private final SessionRepository<S> store;

		/** The id it was found by (or created with). */
		private final String loadedId;

		/**
		 * The node's copy this request was served, or kept when it read the stored
		 * session, or {@code null}.
		 */
		private MapSession nodeCopy;

		/** The stored session, once read from the store. */
		private S session;

		/**
		 * This node's copy (shared, never changed) until the stored session is read; this
		 * request's own copy of it once the session ended elsewhere.
		 */
		private MapSession copy;

		/** Whether the store no longer has the session. */
		private boolean ended;

		private boolean isNew;

		private boolean changed;

		/**
		 * The access time of this request; the stored session's is set only when it is
		 * written ({@link #save}).
		 */
		private Instant lastAccessed;

		TrackedSession(SessionRepository<S> store, S session, MapSession copy, boolean isNew) {
			this.store = store;
			this.session = session;
			this.copy = copy;
			this.nodeCopy = copy;
			this.isNew = isNew;
			this.loadedId = current().getId();
			this.lastAccessed = current().getLastAccessedTime();
		}

		private Session current() {
			return (this.session != null) ? this.session : this.copy;
		}

		/**
		 * The stored session, read from the store if this request has only the node's
		 * copy.
		 * @return the stored session, or {@code null} when the store no longer has it
		 */
		private S stored() {
			if (this.session == null && !this.ended) {
				this.session = this.store.findById(this.copy.getId());
				if (this.session != null) {
					this.copy = null;
				}
				else {
					// ended elsewhere: this request goes on with a copy of its own,
					// nothing is written
					this.ended = true;
					this.copy = new MapSession(this.copy);
				}
			}
			return this.session;
		}

		/** The session a change applies to: the stored one, or the copy once ended. */
		private Session writable() {
			Session stored = stored();
			return (stored != null) ? stored : this.copy;
		}

		private void saved() {
			this.isNew = false;
			this.changed = false;
		}

		@Override
		public String getId() {
			return current().getId();
		}

		@Override
		public String changeSessionId() {
			this.changed = true;
			return writable().changeSessionId();
		}

		@Override
		public <T> T getAttribute(String attributeName) {
			return current().getAttribute(attributeName);
		}

		@Override
		public Set<String> getAttributeNames() {
			return current().getAttributeNames();
		}

		@Override
		public void setAttribute(String attributeName, Object attributeValue) {
			if (attributeValue == null && !current().getAttributeNames().contains(attributeName)) {
				// removing what is not there changes nothing
				return;
			}
			this.changed = true;
			writable().setAttribute(attributeName, attributeValue);
		}

		@Override
		public void removeAttribute(String attributeName) {
			setAttribute(attributeName, null);
		}

		@Override
		public Instant getCreationTime() {
			return current().getCreationTime();
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
			if (!interval.equals(current().getMaxInactiveInterval())) {
				this.changed = true;
				writable().setMaxInactiveInterval(interval);
			}
		}

		@Override
		public Duration getMaxInactiveInterval() {
			return current().getMaxInactiveInterval();
		}

		@Override
		public boolean isExpired() {
			Duration timeout = getMaxInactiveInterval();
			return !timeout.isNegative() && !Instant.now().isBefore(this.lastAccessed.plus(timeout));
		}

	}

}
