package org.stocktrader.services.trade.admin;

import java.time.Clock;
import java.time.Instant;

import org.stocktrader.dal.stats.LoadedPopulation;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.dal.stats.RunStatsRepository;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The run statistics of this node's database, for the operator's page: the counts now,
 * and the counts a reset found before it removed what the run created, each with the
 * checks of a benchmark run ({@link RunChecks}). Not on any request path of traders.
 */
@Service
public class RunStatistics {

	/** The most web-mix iterations a run can be checked against. */
	public static final int MAX_ITERATIONS = 1_000_000_000;

	private final RunStatsRepository repository;

	private final TradeService trade;

	private final Clock clock = Clock.systemUTC();

	RunStatistics(RunStatsRepository repository, @InProcess TradeService trade) {
		this.repository = repository;
		this.trade = trade;
	}

	/**
	 * The statistics now: one statement for the counts, one for the loaded population.
	 * @param iterations the web-mix iterations of the run, or {@code null}
	 * @return the report
	 */
	@Transactional(readOnly = true)
	public RunReport current(Integer iterations) {
		checkIterations(iterations);
		Instant at = this.clock.instant();
		RunCounts counts = this.repository.count(Administration.TRADE_USERS);
		LoadedPopulation population = this.repository.loadedPopulation().orElse(null);
		return new RunReport(at, counts, null, population, iterations, RunChecks.of(counts, population, iterations));
	}

	/**
	 * Resets the database to its baseline ({@link TradeService#resetTrade} without
	 * {@code deleteAll}) and reports what it held before, in the same transaction.
	 * @param iterations the web-mix iterations of the run, or {@code null}
	 * @return the statistics at the reset, with the orders it deleted
	 */
	@Transactional
	public RunReport reset(Integer iterations) {
		checkIterations(iterations);
		Instant at = this.clock.instant();
		RunCounts counts = this.repository.count(Administration.TRADE_USERS);
		LoadedPopulation population = this.repository.loadedPopulation().orElse(null);
		RunStats reset = this.trade.resetTrade(false);
		return new RunReport(at, counts, reset.deletedOrderCount(), population, iterations,
				RunChecks.of(counts, population, iterations));
	}

	private static void checkIterations(Integer iterations) {
		if (iterations != null && (iterations < 0 || iterations > MAX_ITERATIONS)) {
			throw new InvalidInputException("The iterations of the run must be between 0 and " + MAX_ITERATIONS + ".");
		}
	}

}
