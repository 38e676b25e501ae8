package org.stocktrader.services.trade.admin;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.stocktrader.dal.stats.LoadedPopulation;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.services.trade.admin.RunCheck.Verdict;

/**
 * The checks of a benchmark run, after IBM Trade's run statistics page
 * ({@code runStats.jsp}): the population against the loaded data set, the orders all
 * executed, the sessions closed, and, when the load driver's count of web-mix iterations
 * is given, the counts a run of that size must produce. Counts derived from the mix pass
 * within {@link #TOLERANCE_PERCENT} percent, as IBM Trade's {@code verifyPercent}.
 */
final class RunChecks {

	/** How far a count derived from the mix may be from the expected one. */
	static final int TOLERANCE_PERCENT = 5;

	private RunChecks() {
	}

	static List<RunCheck> of(RunCounts counts, LoadedPopulation population, Integer iterations) {
		List<RunCheck> checks = new ArrayList<>();
		if (population != null) {
			checks.add(equal("Quotes",
					"A run creates no quotes: the quotes should be the " + population.quotes() + " loaded.",
					population.quotes(), counts.quotes(), Verdict.WARN));
			checks.add(equal("Trade users",
					"The loaded users (uid:0 and up) stay; a run only adds new users, which the reset removes.",
					population.accounts(), counts.tradeUsers(), Verdict.WARN));
			long loadedHoldings = (long) population.accounts() * population.holdingsPerAccount();
			checks.add(near("Trade users' holdings",
					"The loaded users hold " + population.holdingsPerAccount()
							+ " holdings each on average; the web mix's existing users do not trade.",
					loadedHoldings, counts.tradeUserHoldings()));
			long loadedOrders = (long) population.accounts() * population.ordersPerAccount();
			checks.add(near("Orders kept by a reset",
					"After a reset, each loaded user carries " + population.ordersPerAccount()
							+ " orders on average (the orders of new users are deleted).",
					loadedOrders, counts.orders() - counts.newUserOrders()));
		}
		else {
			String missing = "no load is recorded (the database was not loaded by the db-loader)";
			checks.add(notChecked("Quotes", "The quotes should be the loaded ones.", missing));
			checks.add(notChecked("Trade users", "The loaded users should all be there.", missing));
		}
		checks.add(equal("Open orders",
				"Every order placed has been executed. In asynchronous mode the order processor may still be "
						+ "working after the load stops: reset only once it has finished.",
				0, counts.open(), Verdict.FAIL));
		checks.add(
				equal("Failed orders", "No order failed for good (the order processor gave up after its last attempt).",
						0, counts.failed(), Verdict.FAIL));
		checks.add(equal("Cancelled orders",
				"Orders are cancelled when they cannot be executed (a sold holding gone); a correct run cancels none.",
				0, counts.cancelled(), Verdict.FAIL));
		long mayStaySignedIn = (long) counts.tradeUsers() + counts.newUsers();
		long leastLogouts = Math.max(0, counts.logins() - mayStaySignedIn);
		checks.add(new RunCheck("Logouts",
				"Every sign-in is matched by a sign-out, except at most one per user still signed in when the run "
						+ "stopped (the web mix's new users never sign out): logouts >= logins - users ("
						+ counts.logins() + " - " + mayStaySignedIn + ").",
				"at least " + leastLogouts, Long.toString(counts.logouts()),
				(counts.logouts() >= leastLogouts) ? Verdict.PASS : Verdict.FAIL));
		if (iterations != null) {
			long n = iterations;
			checks.add(near("New users", "Each iteration of the web mix registers one new user (" + n + " iterations).",
					n, counts.newUsers()));
			checks.add(near("Logins",
					"Each iteration signs in an existing user and signs in the new user it registers: 2 x " + n + ".",
					2 * n, counts.logins()));
			checks.add(near("Logouts in the run", "Each iteration signs the existing user out: " + n + ".", n,
					counts.logouts()));
			checks.add(near("Orders of new users",
					"Each iteration's new user buys 4 times: 4 x " + n + " buy orders, which a reset deletes.", 4 * n,
					counts.newUserOrders()));
		}
		else {
			String missing = "enter the web-mix iterations the load driver completed";
			checks.add(notChecked("New users", "One per iteration of the web mix.", missing));
			checks.add(notChecked("Logins", "Two per iteration of the web mix.", missing));
			checks.add(notChecked("Orders of new users", "Four buys per iteration of the web mix.", missing));
		}
		return List.copyOf(checks);
	}

	private static RunCheck equal(String statistic, String meaning, long expected, long actual, Verdict otherwise) {
		return new RunCheck(statistic, meaning, Long.toString(expected), Long.toString(actual),
				(expected == actual) ? Verdict.PASS : otherwise);
	}

	/** Within the tolerance, as IBM Trade's verify(). */
	private static RunCheck near(String statistic, String meaning, long expected, long actual) {
		Verdict verdict;
		String deviation = "";
		if (expected == 0) {
			verdict = (actual == 0) ? Verdict.PASS : Verdict.FAIL;
		}
		else {
			double percent = (actual * 100.0 / expected) - 100.0;
			verdict = (Math.abs(percent) <= TOLERANCE_PERCENT) ? Verdict.PASS : Verdict.FAIL;
			deviation = String.format(Locale.ROOT, " (%+.1f %%)", percent);
		}
		return new RunCheck(statistic, meaning, expected + " \u00b1 " + TOLERANCE_PERCENT + " %", actual + deviation,
				verdict);
	}

	private static RunCheck notChecked(String statistic, String meaning, String missing) {
		return new RunCheck(statistic, meaning + " Not checked: " + missing + ".", "-", "-", Verdict.NOT_CHECKED);
	}

}
