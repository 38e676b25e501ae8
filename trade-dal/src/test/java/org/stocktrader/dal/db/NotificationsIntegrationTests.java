package org.stocktrader.dal.db;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.awaitility.Awaitility.await;

/**
 * The node's shared {@code LISTEN} connection on a real PostgreSQL: dispatch per channel,
 * channels registered and cancelled while running, and reconnection after the server ends
 * the connection, with the resynchronisation signal.
 */
class NotificationsIntegrationTests {

	private static final Duration DEADLINE = Duration.ofSeconds(30);

	private static final NotificationsProperties QUICK = new NotificationsProperties(Duration.ofMillis(50),
			Duration.ofMillis(400), Duration.ofMillis(50));

	private final DataSource plain = TestDatabase.freshDataSource();

	private final HikariDataSource pool = pool(this.plain);

	private final JdbcClient jdbc = JdbcClient.create(this.plain);

	private Notifications notifications;

	@AfterEach
	void stop() {
		if (this.notifications != null) {
			this.notifications.stop();
		}
		this.pool.close();
	}

	@Test
	void eachChannelsNotificationsReachItsListenersInOrder() {
		this.notifications = new Notifications(this.pool, QUICK);
		Recorder quotes = new Recorder();
		Recorder orders = new Recorder();
		Recorder alsoQuotes = new Recorder();
		this.notifications.listen("test_quotes", quotes);
		this.notifications.listen("test_orders", orders);
		this.notifications.listen("test_quotes", alsoQuotes);
		this.notifications.start();
		await().atMost(DEADLINE).until(() -> quotes.listening.get() > 0 && orders.listening.get() > 0);

		notify("test_quotes", "one");
		notify("test_orders", "placed");
		notify("test_quotes", "two");

		await().atMost(DEADLINE).until(() -> quotes.payloads.size() == 2 && orders.payloads.size() == 1);
		assertThat(quotes.payloads).containsExactly("one", "two");
		assertThat(alsoQuotes.payloads).containsExactly("one", "two");
		assertThat(orders.payloads).containsExactly("placed");
	}

	@Test
	void channelRegisteredWhileRunningIsListenedToAndCancelledOneIsNot() {
		this.notifications = new Notifications(this.pool, QUICK);
		Recorder marker = new Recorder();
		this.notifications.listen("test_marker", marker);
		this.notifications.start();
		await().atMost(DEADLINE).until(this.notifications::isListening);

		Recorder late = new Recorder();
		Notifications.Subscription subscription = this.notifications.listen("test_settings", late);
		await().atMost(DEADLINE).until(() -> late.listening.get() == 1);
		notify("test_settings", "changed");
		await().atMost(DEADLINE).until(() -> late.payloads.contains("changed"));

		subscription.close();
		notify("test_settings", "after-cancel");
		notify("test_marker", "done");
		// one connection delivers in commit order: the marker comes after what came
		// before
		await().atMost(DEADLINE).until(() -> marker.payloads.contains("done"));
		assertThat(late.payloads).containsExactly("changed");
	}

	@Test
	void lostConnectionIsReopenedAndListenersAreToldToResynchronise() {
		this.notifications = new Notifications(this.pool, QUICK);
		Recorder recorder = new Recorder();
		this.notifications.listen("test_resync", recorder);
		this.notifications.start();
		await().atMost(DEADLINE).until(() -> recorder.listening.get() == 1);

		List<Integer> ended = this.jdbc.sql("""
				select pg_terminate_backend(pid)::int from pg_stat_activity
				where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'
				""").query(Integer.class).list();
		assertThat(ended).containsExactly(1);

		await().atMost(DEADLINE).until(() -> recorder.lost.get() == 1 && recorder.listening.get() == 2);
		notify("test_resync", "after");
		await().atMost(DEADLINE).until(() -> recorder.payloads.contains("after"));
	}

	@Test
	void dataSourceThatIsNotAPoolLendsOneConnectionForGood() {
		this.notifications = new Notifications(this.plain, QUICK);
		Recorder recorder = new Recorder();
		this.notifications.listen("test_plain", recorder);
		this.notifications.start();
		await().atMost(DEADLINE).until(() -> recorder.listening.get() == 1);

		notify("test_plain", "hello");

		await().atMost(DEADLINE).until(() -> recorder.payloads.contains("hello"));
	}

	@Test
	void channelMustBeAPlainIdentifier() {
		this.notifications = new Notifications(this.pool, QUICK);
		assertThatIllegalArgumentException()
			.isThrownBy(() -> this.notifications.listen("x; drop table quote", new Recorder()));
	}

	private void notify(String channel, String payload) {
		this.jdbc.sql("select pg_notify(:channel, :payload)")
			.param("channel", channel)
			.param("payload", payload)
			.query()
			.listOfRows();
	}

	private static HikariDataSource pool(DataSource plain) {
		HikariDataSource pool = new HikariDataSource();
		pool.setJdbcUrl(((PGSimpleDataSource) plain).getUrl());
		pool.setUsername(TestDatabase.user());
		pool.setPassword(TestDatabase.password());
		pool.setMaximumPoolSize(2);
		return pool;
	}

	private static final class Recorder implements Notifications.Listener {

		final List<String> payloads = new CopyOnWriteArrayList<>();

		final AtomicInteger listening = new AtomicInteger();

		final AtomicInteger lost = new AtomicInteger();

		@Override
		public void notified(String payload) {
			this.payloads.add(payload);
		}

		@Override
		public void listening() {
			this.listening.incrementAndGet();
		}

		@Override
		public void lost() {
			this.lost.incrementAndGet();
		}

	}

}
