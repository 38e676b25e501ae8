package org.stocktrader.services.trade.admin;

import java.math.BigDecimal;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.admin.RunCheck.Verdict;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = "trade.password-strength=4")
@DirtiesContext(classMode = DirtiesContext.ClassMode.BEFORE_EACH_TEST_METHOD)
@RealDatabase
class RunStatisticsIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	RunStatistics statistics;

	@Autowired
	JdbcClient jdbc;

	/**
	 * Two loaded users and one new user: one login and logout of a loaded user, the new
	 * user's registration (one login), three buys and a sell.
	 */
	void scriptedRun() {
		this.trade.createQuote("s:0", "S0 Incorporated", new BigDecimal("10.00"));
		this.trade.createQuote("s:1", "S1 Incorporated", new BigDecimal("20.00"));
		this.trade.register(aRegistration().userId("uid:0").build());
		this.trade.register(aRegistration().userId("uid:1").build());
		this.trade.registerAndLogin(aRegistration().userId("ru:1").build());
		assertThat(this.trade.login("uid:0", "xxx")).isPresent();
		this.trade.logout("uid:0");
		this.trade.buy("uid:0", "s:0", 1);
		this.trade.buy("ru:1", "s:1", 2);
		Order sold = this.trade.buy("ru:1", "s:1", 3);
		this.trade.sell("ru:1", sold.holdingId());
	}

	@Test
	void statisticsCountTheRunAndTheResetRemovesItsUsersAndSessions() {
		scriptedRun();

		RunReport now = this.statistics.current(1);

		assertThat(now.counts()).isEqualTo(new RunCounts(2, 1, 2, 1, 2, 1, 3, 1, 0, 0, 4, 0, 0, 0, 4, 3, 2));
		assertThat(now.deletedOrders()).isNull();
		Map<String, RunCheck> checks = byStatistic(now);
		assertThat(checks.get("Open orders").verdict()).isEqualTo(Verdict.PASS);
		assertThat(checks.get("Logouts").verdict()).isEqualTo(Verdict.PASS);
		assertThat(checks.get("New users").verdict()).isEqualTo(Verdict.PASS);
		assertThat(checks.get("Logins").verdict()).isEqualTo(Verdict.PASS);
		// the script's new user bought 3 times, not the web mix's 4
		assertThat(checks.get("Orders of new users"))
			.extracting(RunCheck::expected, RunCheck::actual, RunCheck::verdict)
			.containsExactly("4 \u00b1 5 %", "3 (-25.0 %)", Verdict.FAIL);
		assertThat(checks.get("Quotes").verdict()).isEqualTo(Verdict.NOT_CHECKED);
		assertThat(now.passed()).isFalse();

		RunReport atReset = this.statistics.reset(null);

		assertThat(atReset.counts()).isEqualTo(now.counts());
		assertThat(atReset.deletedOrders()).isEqualTo(3);
		assertThat(atReset.stats()).isEqualTo(new RunStats(2, 1, 2, 1, 2, 3, 1, 0, 0, 3, 4, 2));
		assertThat(byStatistic(atReset).get("New users").verdict()).isEqualTo(Verdict.NOT_CHECKED);
		RunReport after = this.statistics.current(null);
		assertThat(after.counts()).isEqualTo(new RunCounts(2, 0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2));
		assertThat(after.passed()).isTrue();
	}

	@Test
	void checksCompareThePopulationWithTheRecordedLoad() {
		scriptedRun();
		this.jdbc.sql("create schema loader").update();
		this.jdbc.sql("""
				create table loader.loader_run (run_id integer primary key, accounts integer, quotes integer,
					holdings_per_account integer, orders_per_account integer, finished timestamptz)
				""").update();
		this.jdbc.sql("insert into loader.loader_run values (1, 2, 2, 1, 1, now())").update();

		Map<String, RunCheck> checks = byStatistic(this.statistics.current(null));

		assertThat(checks.get("Quotes")).extracting(RunCheck::expected, RunCheck::actual, RunCheck::verdict)
			.containsExactly("2", "2", Verdict.PASS);
		assertThat(checks.get("Trade users").verdict()).isEqualTo(Verdict.PASS);
		// uid:1 never bought: 1 holding where the load gave each user 1
		assertThat(checks.get("Trade users' holdings"))
			.extracting(RunCheck::expected, RunCheck::actual, RunCheck::verdict)
			.containsExactly("2 \u00b1 5 %", "1 (-50.0 %)", Verdict.FAIL);
	}

	@Test
	void iterationsOutOfRangeAreRefused() {
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> this.statistics.current(-1));
	}

	private static Map<String, RunCheck> byStatistic(RunReport report) {
		return report.checks().stream().collect(Collectors.toMap(RunCheck::statistic, Function.identity()));
	}

}
