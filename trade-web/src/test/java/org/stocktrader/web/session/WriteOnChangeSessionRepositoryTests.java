package org.stocktrader.web.session;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.session.MapSession;
import org.springframework.session.MapSessionRepository;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A session is written when it is new or changed, and its last-access time at most once
 * per touch interval.
 */
class WriteOnChangeSessionRepositoryTests {

	private static final Duration TOUCH = Duration.ofMinutes(1);

	private final SavingRepository store = new SavingRepository();

	private final WriteOnChangeSessionRepository<MapSession> sessions = new WriteOnChangeSessionRepository<>(this.store,
			TOUCH);

	/** This node's connection name. */
	private static final String THIS_NODE = "stocktrader this-node";

	private final SessionCache cache = new SessionCache(null, 100, TOUCH, THIS_NODE);

	/** The time of {@link #idleCache}'s clock, in nanoseconds. */
	private final AtomicLong clock = new AtomicLong();

	private String id;

	private Instant stored;

	@BeforeEach
	void aStoredSession() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> created = this.sessions.createSession();
		created.setAttribute("userId", "uid:1");
		this.sessions.save(created);
		this.id = created.getId();
		this.stored = created.getLastAccessedTime();
		this.store.saved.clear();
	}

	@Test
	void aNewSessionIsWritten() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> created = this.sessions.createSession();
		this.sessions.save(created);
		assertThat(this.store.saved).containsExactly(created.getId());
		assertThat(this.sessions.findById(created.getId())).isNotNull();
	}

	@Test
	void aRequestThatChangedNothingWritesNothing() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> loaded = this.sessions.findById(this.id);
		loaded.setLastAccessedTime(this.stored.plus(TOUCH).minusSeconds(1));
		assertThat((String) loaded.getAttribute("userId")).isEqualTo("uid:1");
		loaded.removeAttribute("absent");
		this.sessions.save(loaded);
		assertThat(this.store.saved).isEmpty();
	}

	@Test
	void theLastAccessTimeIsWrittenOncePerTouchInterval() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> loaded = this.sessions.findById(this.id);
		loaded.setLastAccessedTime(this.stored.plus(TOUCH));
		this.sessions.save(loaded);
		assertThat(this.store.saved).containsExactly(this.id);
		assertThat(this.store.findById(this.id).getLastAccessedTime()).isEqualTo(this.stored.plus(TOUCH));
		// saved twice in one request (the filter saves when the response commits and
		// again at the end): once
		this.sessions.save(loaded);
		assertThat(this.store.saved).hasSize(1);
	}

	@Test
	void settingOrRemovingAnAttributeWritesTheSession() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> loaded = this.sessions.findById(this.id);
		loaded.setLastAccessedTime(this.stored.plusSeconds(10));
		loaded.setAttribute("ordersToReport", 1);
		this.sessions.save(loaded);
		// the attribute, not the access time (the touch interval has not passed)
		assertThat(this.store.findById(this.id).getLastAccessedTime()).isEqualTo(this.stored);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> again = this.sessions.findById(this.id);
		assertThat((Integer) again.getAttribute("ordersToReport")).isEqualTo(1);
		again.removeAttribute("userId");
		this.sessions.save(again);
		assertThat(this.store.saved).containsExactly(this.id, this.id);
		assertThat((String) this.sessions.findById(this.id).getAttribute("userId")).isNull();
	}

	@Test
	void aNewSessionIdIsWritten() {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> loaded = this.sessions.findById(this.id);
		String changed = loaded.changeSessionId();
		this.sessions.save(loaded);
		assertThat(this.sessions.findById(this.id)).isNull();
		assertThat((String) this.sessions.findById(changed).getAttribute("userId")).isEqualTo("uid:1");
	}

	@Test
	void withinOneRequestASessionIsReadOnce() {
		Object outer = this.sessions.beginRequest();
		try {
			WriteOnChangeSessionRepository.TrackedSession<MapSession> first = this.sessions.findById(this.id);
			assertThat(this.sessions.findById(this.id)).isSameAs(first);
			assertThat(this.store.finds).isEqualTo(1);
			String changed = first.changeSessionId();
			this.sessions.save(first);
			assertThat(this.sessions.findById(this.id)).isNull();
			assertThat(this.sessions.findById(changed)).isNotNull();
			this.sessions.deleteById(changed);
			assertThat(this.sessions.findById(changed)).isNull();
		}
		finally {
			this.sessions.endRequest(outer);
		}
		// the next request reads again
		int finds = this.store.finds;
		this.sessions.findById(this.id);
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void anIdItCannotHaveIssuedIsNoSessionAndIsNotLookedUp() {
		int finds = this.store.finds;
		for (String forged : List.of("\u0000", "AA==", "", " ", this.id + "x", this.id.substring(1),
				this.id.replace('-', 'x'), "' or '1'='1", "x".repeat(36), "z".repeat(5000))) {
			assertThat(this.sessions.findById(forged)).as(forged).isNull();
			this.sessions.deleteById(forged);
		}
		assertThat(this.sessions.findById(null)).isNull();
		assertThat(this.store.finds).isEqualTo(finds);
		assertThat(this.sessions.findById(this.id)).isNotNull();
	}

	@Test
	void aDeletedSessionIsGone() {
		this.sessions.deleteById(this.id);
		assertThat(this.sessions.findById(this.id)).isNull();
	}

	@Test
	void aSessionReadOnceIsServedFromTheNodesCopyUntilItChanges() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		assertThat((String) cached.findById(this.id).getAttribute("userId")).isEqualTo("uid:1");
		int finds = this.store.finds;
		assertThat((String) cached.findById(this.id).getAttribute("userId")).isEqualTo("uid:1");
		assertThat(this.store.finds).isEqualTo(finds);

		this.cache.changed(this.id);

		assertThat(cached.findById(this.id)).isNotNull();
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void aSessionCreatedHereIsServedFromTheNodesCopyUntilAnotherConnectionChangesIt() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		WriteOnChangeSessionRepository.TrackedSession<MapSession> created = cached.createSession();
		created.setAttribute("userId", "uid:2");
		cached.save(created);
		int finds = this.store.finds;

		assertThat((String) cached.findById(created.getId()).getAttribute("userId")).isEqualTo("uid:2");
		// the notification of its own write leaves the copy
		this.cache.changed(created.getId() + " " + THIS_NODE);
		assertThat((String) cached.findById(created.getId()).getAttribute("userId")).isEqualTo("uid:2");
		assertThat(this.store.finds).isEqualTo(finds);

		this.cache.changed(created.getId() + " stocktrader another-node");
		assertThat(cached.findById(created.getId())).isNotNull();
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void anIdWhoseSessionThisNodeEndedIsNotLookedUpAgain() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		cached.deleteById(this.id);
		int finds = this.store.finds;

		assertThat(cached.findById(this.id)).isNull();
		assertThat(cached.findById(this.id)).isNull();
		assertThat(this.store.finds).isEqualTo(finds);
	}

	@Test
	void aChangeToACopyIsMadeToTheStoredSessionAndEndsTheCopy() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		// another node sets an attribute, whose notification has not arrived yet
		MapSession elsewhere = this.store.findById(this.id);
		elsewhere.setAttribute("ordersToReport", 2);
		this.store.save(elsewhere);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> fromCopy = cached.findById(this.id);
		int finds = this.store.finds;

		fromCopy.setAttribute("note", "kept");
		cached.save(fromCopy);

		assertThat(this.store.finds).as("the stored session read before the change").isEqualTo(finds + 1);
		MapSession stored = this.store.findById(this.id);
		assertThat((String) stored.getAttribute("note")).isEqualTo("kept");
		assertThat((Integer) stored.getAttribute("ordersToReport")).isEqualTo(2);
		finds = this.store.finds;
		assertThat((String) cached.findById(this.id).getAttribute("note")).isEqualTo("kept");
		assertThat(this.store.finds).as("the copy ended with the change").isEqualTo(finds + 1);
	}

	@Test
	void aNewIdEndsTheCopyOfTheOldOne() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> fromCopy = cached.findById(this.id);
		String changed = fromCopy.changeSessionId();
		cached.save(fromCopy);
		int finds = this.store.finds;

		assertThat(cached.findById(this.id)).isNull();
		assertThat(this.store.finds).as("the old id looked up nowhere").isEqualTo(finds);
		assertThat((String) cached.findById(changed).getAttribute("userId")).isEqualTo("uid:1");
	}

	@Test
	void aSessionEndedOnAnotherNodeIsNotWrittenAgain() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> fromCopy = cached.findById(this.id);
		this.store.deleteById(this.id);

		fromCopy.setAttribute("ordersToReport", 1);
		cached.save(fromCopy);

		assertThat(this.store.saved).isEmpty();
		assertThat(this.store.findById(this.id)).isNull();
		WriteOnChangeSessionRepository.TrackedSession<MapSession> nodesCopy = cached.findById(this.id);
		assertThat(nodesCopy).as("the node's copy, until the notification arrives").isNotNull();
		assertThat((Integer) nodesCopy.getAttribute("ordersToReport")).as("the node's copy unchanged").isNull();
	}

	@Test
	void aSessionReadWhileAChangeWasHeardIsNotKept() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		this.store.duringFind = () -> this.cache.changed(this.id);
		cached.findById(this.id);
		this.store.duringFind = () -> {
		};
		int finds = this.store.finds;
		cached.findById(this.id);
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void noCopyIsTrustedWhileTheNotificationsAreLost() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		this.cache.disconnected();
		int finds = this.store.finds;
		cached.findById(this.id);
		cached.findById(this.id);
		assertThat(this.store.finds).isEqualTo(finds + 2);

		this.cache.connected();
		cached.findById(this.id);
		cached.findById(this.id);
		assertThat(this.store.finds).isEqualTo(finds + 3);
	}

	@Test
	void aTouchOfACopyKeepsTheCopyWithTheNewAccessTime() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> touching = cached.findById(this.id);
		int finds = this.store.finds;
		touching.setLastAccessedTime(this.stored.plus(TOUCH));

		cached.save(touching);

		// the access time written (read from the store first), the copy kept with it
		assertThat(this.store.saved).containsExactly(this.id);
		assertThat(this.store.finds).isEqualTo(finds + 1);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> next = cached.findById(this.id);
		assertThat(next.getLastAccessedTime()).isEqualTo(this.stored.plus(TOUCH));
		assertThat((String) next.getAttribute("userId")).isEqualTo("uid:1");
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void aCopyUnreadForTheTouchIntervalIsDroppedAndTheTouchThatReadsItAgainKeepsIt() {
		SessionCache idle = idleCache(100);
		WriteOnChangeSessionRepository<MapSession> cached = cached(idle);
		cached.findById(this.id);
		int finds = this.store.finds;
		this.clock.addAndGet(TOUCH.toNanos());

		// the trader's next page, a touch interval later: the copy is gone, the session
		// read once and its access time written, as it would be from a copy
		WriteOnChangeSessionRepository.TrackedSession<MapSession> next = cached.findById(this.id);
		next.setLastAccessedTime(this.stored.plus(TOUCH));
		cached.save(next);
		assertThat(this.store.finds).isEqualTo(finds + 1);
		assertThat(this.store.saved).containsExactly(this.id);

		// the copy is kept with the new access time
		WriteOnChangeSessionRepository.TrackedSession<MapSession> after = cached.findById(this.id);
		assertThat(after.getLastAccessedTime()).isEqualTo(this.stored.plus(TOUCH));
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	@Test
	void sessionsAbandonedForTheTouchIntervalLeaveRoomForNewOnes() {
		SessionCache idle = idleCache(20);
		WriteOnChangeSessionRepository<MapSession> cached = cached(idle);
		// a full cache of sessions read often (a benchmark's users), then abandoned
		for (int user = 0; user < 40; user++) {
			String abandoned = createdAndStored(cached, "uid:" + user);
			for (int page = 0; page < 10; page++) {
				cached.findById(abandoned);
			}
		}
		this.clock.addAndGet(TOUCH.toNanos());

		// new sessions, each signed in and read by a page or two
		List<String> fresh = new ArrayList<>();
		for (int user = 0; user < 10; user++) {
			String id = createdAndStored(cached, "uid:new" + user);
			cached.findById(id);
			fresh.add(id);
		}
		int finds = this.store.finds;

		fresh.forEach(cached::findById);
		assertThat(this.store.finds).as("new sessions read from the store again").isEqualTo(finds);
	}

	private String createdAndStored(WriteOnChangeSessionRepository<MapSession> cached, String userId) {
		WriteOnChangeSessionRepository.TrackedSession<MapSession> created = cached.createSession();
		created.setAttribute("userId", userId);
		cached.save(created);
		return created.getId();
	}

	/**
	 * A node's copies as the application keeps them, each while read within the touch
	 * interval, on {@link #clock}, maintained on the calling thread.
	 */
	private SessionCache idleCache(int size) {
		SessionCache idle = new SessionCache(null, SessionCache.copies(size, TOUCH).ticker(this.clock::get), THIS_NODE);
		idle.connected();
		return idle;
	}

	@Test
	void aTouchDoesNotPutBackACopyThatChangedMeanwhile() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		cached.findById(this.id);
		WriteOnChangeSessionRepository.TrackedSession<MapSession> touching = cached.findById(this.id);
		touching.setLastAccessedTime(this.stored.plus(TOUCH));
		// another node changes the session while the request runs
		this.cache.changed(this.id + " stocktrader other-node");
		int finds = this.store.finds;

		cached.save(touching);
		cached.findById(this.id);

		// the copy is read again from the store, not put back by the touch
		assertThat(this.store.finds).isEqualTo(finds + 2);
	}

	@Test
	void aCopyThatLooksExpiredIsReadAgain() {
		WriteOnChangeSessionRepository<MapSession> cached = cached();
		// this node's copy of an access time long past; another node wrote a later one
		// (a write of the access time alone is announced to nobody)
		MapSession old = this.store.findById(this.id);
		old.setMaxInactiveInterval(Duration.ofMinutes(10));
		old.setLastAccessedTime(Instant.now().minus(Duration.ofMinutes(11)));
		this.cache.put(old, this.cache.begin(this.id));
		int finds = this.store.finds;

		WriteOnChangeSessionRepository.TrackedSession<MapSession> found = cached.findById(this.id);

		assertThat(found).isNotNull();
		assertThat(found.getLastAccessedTime()).isEqualTo(this.stored);
		assertThat(this.store.finds).isEqualTo(finds + 1);
	}

	private WriteOnChangeSessionRepository<MapSession> cached() {
		this.cache.connected();
		return cached(this.cache);
	}

	private WriteOnChangeSessionRepository<MapSession> cached(SessionCache copies) {
		return new WriteOnChangeSessionRepository<>(this.store, TOUCH, copies);
	}

	/** An in-memory store that records which sessions it wrote. */
	static final class SavingRepository implements SessionRepository<MapSession> {

		private final MapSessionRepository map = new MapSessionRepository(new ConcurrentHashMap<String, Session>());

		final List<String> saved = new ArrayList<>();

		int finds;

		Runnable duringFind = () -> {
		};

		@Override
		public MapSession createSession() {
			return this.map.createSession();
		}

		@Override
		public void save(MapSession session) {
			this.saved.add(session.getId());
			this.map.save(session);
		}

		@Override
		public MapSession findById(String id) {
			this.finds++;
			MapSession found = this.map.findById(id);
			this.duringFind.run();
			return found;
		}

		@Override
		public void deleteById(String id) {
			this.map.deleteById(id);
		}

	}

}
