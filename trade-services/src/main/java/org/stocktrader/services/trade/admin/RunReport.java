package org.stocktrader.services.trade.admin;

import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.stats.LoadedPopulation;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.services.trade.RunStats;

/**
 * The run statistics of this node's database with the checks of a benchmark run.
 *
 * @param at when the counts were taken
 * @param counts the counts
 * @param deletedOrders the orders a reset deleted, or {@code null} when this report is
 * not a reset's
 * @param population the loaded data set, or {@code null} when no load is recorded
 * @param iterations the web-mix iterations the load driver reported, or {@code null}
 * @param checks the checks, in the order shown
 */
public record RunReport(Instant at, RunCounts counts, Integer deletedOrders, LoadedPopulation population,
		Integer iterations, List<RunCheck> checks) {

	/** The counts as IBM Trade's {@code RunStatsDataBean} reports them. */
	public RunStats stats() {
		return RunStats.of(this.counts, (this.deletedOrders != null) ? this.deletedOrders : 0);
	}

	/** Whether no check failed. */
	public boolean passed() {
		return this.checks.stream().noneMatch((check) -> check.verdict() == RunCheck.Verdict.FAIL);
	}

}
