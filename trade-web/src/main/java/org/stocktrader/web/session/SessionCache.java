package org.stocktrader.web.session;

import java.time.Duration;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.Notifications;

import org.springframework.context.SmartLifecycle;
import org.springframework.session.MapSession;
import org.springframework.session.Session;

/**
 * This node's copies of the shared sessions it read or created last, so that a page reads
 * its session from PostgreSQL only when the session is new to this node or changed since.
 * PostgreSQL tells every node of each change (a trigger of the migrations
 * {@code V11__session_changes.sql} and {@code V12__session_change_origin.sql} sends the
 * session's id and the changing connection's name on {@value #CHANNEL} when a session
 * ends, its id, timeout or principal changes, or an attribute is set or removed), through
 * the node's one {@link Notifications} connection; the node then drops its copy, unless
 * the change came from its own connections ({@link ConnectionName}): this node drops or
 * replaces its copy itself when it writes a session
 * ({@link WriteOnChangeSessionRepository}). A copy is trusted only while that connection
 * listens: when it is lost, every copy is dropped and sessions are read from PostgreSQL
 * until it listens again.
 * <p>
 * A copy read from PostgreSQL while a change was announced is not kept: the read may have
 * come before the change. The copies are {@link MapSession}s never changed once stored,
 * shared by the requests that read them. A session this node ended is remembered as
 * ended, so that its id is not looked up again while requests still name it: Spring
 * Session's ids are random and never come back.
 * <p>
 * A copy (or an ended id) nobody reads for the touch interval is dropped. The session's
 * next request reads the stored session then anyway, to write its access time, so this
 * costs no statement; it keeps the cache to the sessions in use. With copies kept for the
 * whole timeout, the cache filled with abandoned sessions within a minute of the web
 * benchmark, and Caffeine's admission, which keeps the entries read most often, turned
 * the new sessions' copies away: their pages read them from PostgreSQL again.
 */
class SessionCache implements SmartLifecycle {

	/** The channel on which PostgreSQL announces a changed session's id. */
	static final String CHANNEL = "trade_session_changed";

	private static final Logger logger = LoggerFactory.getLogger(SessionCache.class);

	/** What {@link #copies} holds for a session this node ended. */
	private static final Object ENDED = new Object();

	/** A copy ({@link MapSession}), a read's marker, or {@link #ENDED}, by session id. */
	private final Cache<String, Object> copies;

	/** This node's connection name, or {@code null} when it has none of its own. */
	private final String origin;

	private final Notifications notifications;

	private volatile boolean listening;

	private volatile String lastChange;

	private Notifications.Subscription subscription;

	/**
	 * Keeps copies of up to {@code size} sessions, each while it is read within
	 * {@code idle}.
	 * @param notifications the node's {@code LISTEN} connection
	 * @param size the most sessions kept
	 * @param idle how long a copy (or an ended id) nobody reads is kept: the touch
	 * interval, after which the session's next request reads the stored session anyway,
	 * to write its access time
	 * @param origin this node's connection name ({@link ConnectionName}), whose
	 * notifications leave the copies as they are, or {@code null}
	 */
	SessionCache(Notifications notifications, int size, Duration idle, String origin) {
		this(notifications, copies(size, idle), origin);
	}

	/**
	 * Keeps copies as a cache builder says (tests add a clock of their own).
	 * @param notifications the node's {@code LISTEN} connection
	 * @param copies the builder of the copies' cache ({@link #copies})
	 * @param origin this node's connection name, or {@code null}
	 */
	SessionCache(Notifications notifications, Caffeine<Object, Object> copies, String origin) {
		this.notifications = notifications;
		this.origin = origin;
		this.copies = copies.build();
	}

	/**
	 * The builder of the copies' cache.
	 * @param size the most sessions kept
	 * @param idle how long a copy nobody reads is kept
	 * @return the builder
	 */
	static Caffeine<Object, Object> copies(int size, Duration idle) {
		// the cache's upkeep (its record of reads, expiry, eviction) runs on the reading
		// or writing request thread: on Caffeine's default executor, the common fork-join
		// pool, it woke a pool thread about once in twenty requests
		return Caffeine.newBuilder().executor(Runnable::run).maximumSize(size).expireAfterAccess(idle);
	}

	/**
	 * Notes that a session is about to be read from PostgreSQL.
	 * @param id the session's id
	 * @return the marker to give {@link #put} after the read
	 */
	Object begin(String id) {
		Object marker = new Object();
		this.copies.put(id, marker);
		return marker;
	}

	/**
	 * The copy of a session, if this node has one it can trust.
	 * @param id the session's id
	 * @return the copy (never to be changed), or {@code null}
	 */
	MapSession get(String id) {
		return (this.listening && this.copies.getIfPresent(id) instanceof MapSession copy) ? copy : null;
	}

	/**
	 * Keeps a copy of a session read from PostgreSQL, unless a change of it was heard
	 * since {@link #begin} (which removed the marker).
	 * @param session the session as read
	 * @param marker what {@link #begin} returned before the read
	 * @return the copy kept, or {@code null}
	 */
	MapSession put(Session session, Object marker) {
		if (this.listening) {
			MapSession copy = new MapSession(session);
			return this.copies.asMap().replace(session.getId(), marker, copy) ? copy : null;
		}
		this.copies.asMap().remove(session.getId(), marker);
		return null;
	}

	/**
	 * Keeps a copy of a session this node has just created and stored: nobody else knows
	 * its id yet, so nobody else can have changed it.
	 * @param session the session as stored
	 */
	void created(Session session) {
		if (this.listening) {
			this.copies.put(session.getId(), new MapSession(session));
		}
	}

	/**
	 * Puts a session whose access time alone this node has just written in the place of
	 * the copy a request was served (or kept when it read the session), unless that copy
	 * is no longer this node's (a change heard or another request's write since then).
	 * @param served the copy the request was served or kept
	 * @param session the session as stored
	 */
	void touched(MapSession served, Session session) {
		if (this.listening) {
			this.copies.asMap()
				.computeIfPresent(served.getId(),
						(id, current) -> (current == served) ? new MapSession(session) : current);
		}
	}

	/**
	 * Drops the copy of a session this node changed.
	 * @param id the session's id
	 */
	void remove(String id) {
		this.copies.invalidate(id);
	}

	/**
	 * Notes that a session id no longer names a session: this node ended the session or
	 * gave it a new id.
	 * @param id the id
	 */
	void ended(String id) {
		this.copies.put(id, ENDED);
	}

	/**
	 * Whether this node ended the session of an id.
	 * @param id the id
	 * @return whether it is known to name no session
	 */
	boolean isEnded(String id) {
		return this.copies.getIfPresent(id) == ENDED;
	}

	/** The id of the last change heard (for tests, to wait for a marker). */
	String lastChange() {
		return this.lastChange;
	}

	/**
	 * A session changed or ended, on this node or another: its copy is dropped, unless
	 * this node made the change.
	 * @param payload the notification's payload: the session's id, then a space and the
	 * name of the connection that changed it
	 */
	void changed(String payload) {
		String text = payload.strip();
		int space = text.indexOf(' ');
		String id = (space < 0) ? text : text.substring(0, space);
		String from = (space < 0) ? null : text.substring(space + 1);
		if (this.origin == null || !this.origin.equals(from)) {
			this.copies.invalidate(id);
		}
		this.lastChange = id;
	}

	/** The connection listens (again): copies are trusted from now on. */
	void connected() {
		// changes announced while nobody listened are unknown
		forgetAll();
		this.listening = true;
		logger.debug("Session cache listening on channel {}", CHANNEL);
	}

	/** The connection was lost: no copy is trusted until it listens again. */
	void disconnected() {
		this.listening = false;
		forgetAll();
	}

	private void forgetAll() {
		this.copies.invalidateAll();
	}

	@Override
	public synchronized void start() {
		if (this.subscription != null) {
			return;
		}
		this.subscription = this.notifications.listen(CHANNEL, new Notifications.Listener() {

			@Override
			public void notified(String payload) {
				changed(payload);
			}

			@Override
			public void listening() {
				connected();
			}

			@Override
			public void lost() {
				disconnected();
			}

		});
	}

	@Override
	public synchronized void stop() {
		this.listening = false;
		if (this.subscription != null) {
			this.subscription.close();
			this.subscription = null;
		}
		this.copies.invalidateAll();
	}

	@Override
	public synchronized boolean isRunning() {
		return this.subscription != null;
	}

}
