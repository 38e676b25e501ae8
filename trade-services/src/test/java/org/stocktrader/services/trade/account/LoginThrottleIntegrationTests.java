package org.stocktrader.services.trade.account;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.LoginFailureRepository;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.db.TestDatabase;
import org.stocktrader.services.trade.BusyException;
import org.stocktrader.services.trade.MutableClock;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.ThrottledException;
import org.stocktrader.services.trade.TradeLimits;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.TradeServicesTestApplication;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

/**
 * Failed logins slow down further attempts for the user id, by a delay that grows with
 * every failure, without ever refusing the right password once the delay has passed;
 * other user ids are not touched; the count is the database's, shared by every node; and
 * password checks take turns, with a bounded queue and a bounded wait. The delays run on
 * a clock the tests move.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "trade.login-failures-per-user=3", "trade.login-delay=1s", "trade.login-max-delay=1m",
				"trade.login-throttle-window=15m", "trade.password-strength=4", "trade.password-checks=2",
				"trade.password-check-wait=1m", "trade.password-check-queue=1" })
@Import(MutableClock.Config.class)
@RealDatabase
class LoginThrottleIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	LoginThrottle throttle;

	@Autowired
	MutableClock clock;

	@Autowired
	JdbcClient jdbc;

	private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();

	@AfterEach
	void stopNodes() {
		this.nodes.forEach(ConfigurableApplicationContext::close);
	}

	@Test
	void aGuesserIsSlowedAndTheRealUserGetsInAfterTheDelay() {
		String userId = aUser("right");
		for (int i = 0; i < 3; i++) {
			assertThat(this.trade.login(userId, "guess" + i)).isEmpty();
		}

		// inside the delay even the right password waits; a guess inside it counts
		// nothing
		assertThrottled(() -> this.trade.login(userId, "right"), 1);
		assertThrottled(() -> this.trade.login(userId, "guess"), 1);
		this.clock.advance(Duration.ofMillis(600));
		assertThrottled(() -> this.trade.login(userId, "guess"), 1);
		assertThat(failures(userId)).isEqualTo(3);

		this.clock.advance(Duration.ofMillis(400));
		assertThat(this.trade.login(userId, "right")).isPresent();
		assertThat(failures(userId)).isZero();
		// a success starts the count again
		for (int i = 0; i < 2; i++) {
			assertThat(this.trade.login(userId, "guess" + i)).isEmpty();
		}
		assertThat(this.trade.signIn(userId, "right")).isPresent();
	}

	@Test
	void theDelayDoublesWithEveryFailureUpToTheMostAndTheRightPasswordThenGetsIn() {
		String userId = aUser("right");
		for (int i = 0; i < 3; i++) {
			assertThat(this.trade.login(userId, "guess" + i)).isEmpty();
		}
		List<Long> waits = new ArrayList<>();
		for (int i = 0; i < 9; i++) {
			ThrottledException refused = assertThrottled(() -> this.trade.login(userId, "guess"), -1);
			waits.add(refused.retryAfterSeconds());
			this.clock.advance(refused.retryAfter());
			assertThat(this.trade.login(userId, "guess")).isEmpty();
		}

		assertThat(waits).containsExactly(1L, 2L, 4L, 8L, 16L, 32L, 60L, 60L, 60L);
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.trade.login(userId, "right")).isPresent();
	}

	@Test
	void failuresAreForgottenAfterTheWindow() {
		String userId = aUser("right");
		for (int i = 0; i < 3; i++) {
			assertThat(this.trade.login(userId, "guess" + i)).isEmpty();
		}
		this.clock.advance(Duration.ofMinutes(16));

		assertThat(this.trade.login(userId, "guess")).isEmpty();
		assertThat(failures(userId)).isEqualTo(1);
	}

	@Test
	void otherUserIdsAreNotSlowedByOnesFailures() {
		String target = aUser("right");
		String other = aUser("mine");
		for (int i = 0; i < 5; i++) {
			try {
				this.trade.login(target, "guess" + i);
			}
			catch (ThrottledException ex) {
				// the guesser is slowed down
			}
		}
		// a spray over other user ids
		for (int i = 0; i < 20; i++) {
			assertThat(this.trade.login("spray:" + i + ":" + System.nanoTime(), "guess")).isEmpty();
		}

		assertThrottled(() -> this.trade.login(target, "right"), -1);
		assertThat(this.trade.login(other, "mine")).isPresent();
	}

	@Test
	void theCountIsSharedByTwoNodesOnOneDatabase() {
		String url = TestDatabase.freshDatabase();
		ConfigurableApplicationContext first = node(url);
		ConfigurableApplicationContext second = node(url);
		TradeService one = first.getBean(TradeService.class);
		TradeService two = second.getBean(TradeService.class);
		MutableClock firstClock = first.getBean(MutableClock.class);
		MutableClock secondClock = second.getBean(MutableClock.class);
		String userId = one.register(aRegistration().password("right").build()).userId();

		assertThat(one.login(userId, "guess1")).isEmpty();
		assertThat(two.login(userId, "guess2")).isEmpty();
		assertThat(one.login(userId, "guess3")).isEmpty();
		// the third failure was on the first node: the second one waits as well
		assertThrottled(() -> two.login(userId, "guess4"), 1);
		assertThrottled(() -> one.login(userId, "guess4"), 1);

		firstClock.advance(Duration.ofSeconds(1));
		secondClock.advance(Duration.ofSeconds(1));
		assertThat(two.login(userId, "right")).isPresent();
		// the success on the second node cleared the count for the first one
		assertThat(one.login(userId, "guess5")).isEmpty();
		assertThat(one.login(userId, "guess6")).isEmpty();
		assertThat(one.login(userId, "right")).isPresent();
	}

	@Test
	void atMostTheConfiguredNumberOfPasswordChecksRunAtOnceTheQueueIsBoundedAndTheRestAreBusy() throws Exception {
		CountDownLatch release = new CountDownLatch(1);
		AtomicInteger inside = new AtomicInteger();
		ExecutorService clients = Executors.newFixedThreadPool(3);
		List<Future<Boolean>> holding = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			holding.add(clients.submit(() -> holdATurn(this.throttle, inside, release)));
		}
		await().atMost(Duration.ofSeconds(60)).until(() -> inside.get() == 2);
		// both turns are taken: a third login waits in the queue (of one)
		String userId = aUser("right");
		Future<Boolean> waiting = clients.submit(() -> this.trade.login(userId, "right").isPresent());
		await().atMost(Duration.ofSeconds(60)).until(() -> this.throttle.inProgress() == 3);

		// the queue is full: a fourth is busy at once
		assertThatExceptionOfType(BusyException.class).isThrownBy(() -> this.trade.login(userId, "right"))
			.satisfies((ex) -> assertThat(ex.reason()).isEqualTo(Refusal.BUSY));
		assertThat(inside).hasValue(2);
		release.countDown();
		for (Future<Boolean> done : holding) {
			assertThat(done.get(60, TimeUnit.SECONDS)).isFalse();
		}
		assertThat(waiting.get(60, TimeUnit.SECONDS)).isTrue();
		clients.shutdown();
		assertThat(this.throttle.inProgress()).isZero();
	}

	@Test
	void aLoginThatGetsNoTurnInTimeIsBusy(@Autowired LoginFailureRepository failures,
			@Autowired ObjectProvider<Clock> clock) throws Exception {
		TradeLimits limits = new TradeLimits(1_000_000, true, DataSize.ofMegabytes(1), 3, Duration.ofSeconds(1),
				Duration.ofMinutes(1), Duration.ofMinutes(15), 1, Duration.ZERO, 10, 0, Duration.ofMinutes(10));
		LoginThrottle oneTurn = new LoginThrottle(failures, limits, clock);
		CountDownLatch release = new CountDownLatch(1);
		AtomicInteger inside = new AtomicInteger();
		ExecutorService clients = Executors.newSingleThreadExecutor();
		Future<Boolean> holding = clients.submit(() -> holdATurn(oneTurn, inside, release));
		await().atMost(Duration.ofSeconds(60)).until(() -> inside.get() == 1);

		assertThatExceptionOfType(BusyException.class)
			.isThrownBy(() -> oneTurn.check("turn:" + System.nanoTime(), (hash) -> true));
		release.countDown();
		assertThat(holding.get(60, TimeUnit.SECONDS)).isFalse();
		clients.shutdown();
		assertThat(oneTurn.check("turn:" + System.nanoTime(), (hash) -> false)).isFalse();
	}

	/**
	 * A login of an unknown user id whose password check holds its turn until released.
	 */
	private static boolean holdATurn(LoginThrottle throttle, AtomicInteger inside, CountDownLatch release) {
		return throttle.check("turn:" + System.nanoTime(), (hash) -> {
			inside.incrementAndGet();
			try {
				return release.await(60, TimeUnit.SECONDS) && hash != null;
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return false;
			}
		});
	}

	private String aUser(String password) {
		Account account = this.trade.register(aRegistration().password(password).build());
		return account.userId();
	}

	private int failures(String userId) {
		return this.jdbc.sql("select coalesce(max(failures), 0) from login_failure where userid = :userId")
			.param("userId", userId)
			.query(Integer.class)
			.single();
	}

	private static ThrottledException assertThrottled(Runnable login, long seconds) {
		ThrottledException[] refused = new ThrottledException[1];
		assertThatExceptionOfType(ThrottledException.class).isThrownBy(login::run).satisfies((ex) -> {
			assertThat(ex.reason()).isEqualTo(Refusal.THROTTLED);
			assertThat(ex.getMessage()).contains("try again in");
			if (seconds > 0) {
				assertThat(ex.retryAfterSeconds()).isEqualTo(seconds);
			}
			refused[0] = ex;
		});
		return refused[0];
	}

	private ConfigurableApplicationContext node(String url) {
		ConfigurableApplicationContext context = new SpringApplicationBuilder(TradeServicesTestApplication.class,
				MutableClock.Config.class)
			.web(WebApplicationType.NONE)
			.properties("spring.datasource.url=" + url, "spring.datasource.username=" + TestDatabase.user(),
					"spring.datasource.password=" + TestDatabase.password(), "trade.login-failures-per-user=3",
					"trade.login-delay=1s", "trade.password-strength=4", "spring.datasource.hikari.maximum-pool-size=2")
			.run();
		this.nodes.add(context);
		return context;
	}

}
