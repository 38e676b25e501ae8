package org.stocktrader.web.session;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

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
		loaded.setAttribute("ordersToReport", 1);
		this.sessions.save(loaded);
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
	void aDeletedSessionIsGone() {
		this.sessions.deleteById(this.id);
		assertThat(this.sessions.findById(this.id)).isNull();
	}

	/** An in-memory store that records which sessions it wrote. */
	static final class SavingRepository implements SessionRepository<MapSession> {

		private final MapSessionRepository map = new MapSessionRepository(new ConcurrentHashMap<String, Session>());

		final List<String> saved = new ArrayList<>();

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
			return this.map.findById(id);
		}

		@Override
		public void deleteById(String id) {
			this.map.deleteById(id);
		}

	}

}
