package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comparison of run folders: the figures side by side with their ratios to the first
 * run's, and for alternating pairs whether every pair agrees.
 */
class BenchmarkCompareTests {

	@TempDir
	Path folder;

	@Test
	void setsTwoPlatformsSideBySideWithRatiosToTheFirst() throws IOException {
		Path stocktrader = run("stocktrader", "stocktrader", 3000, 1800, 1800);
		Path daytrader = run("daytrader", "daytrader", 2000, 1200, -1);

		BenchmarkCompare.main(new String[] { this.folder.resolve("out").toString(), "StockTrader=" + stocktrader,
				"DayTrader 8=" + daytrader });

		String md = Files.readString(this.folder.resolve("out").resolve("compare.md"));
		// StockTrader 0.020 ms/tx, DayTrader 0.010 (no database process measured)
		assertThat(md).contains("| StockTrader | 3,000.0 |",
				"| 0.010 | 0.000 | 0.010 | 0.020 | 3.000 | 0.4 | 1.00 | 1.00 |");
		assertThat(md).contains("| DayTrader 8 | 2,000.0 |",
				"| 0.010 | 0.000 | n/a | 0.010 | 3.000 | 0.4 | 0.67 | 0.50 |");
		assertThat(md).doesNotContain("Alternating pairs");
		assertThat(Files.readString(this.folder.resolve("out").resolve("compare.html"))).contains("<table>")
			.doesNotContain("<script");
	}

	@Test
	void alternatingPairsShowADifferenceOnlyWhenEveryPairAgrees() throws IOException {
		BenchmarkCompare.Comparison agreeing = BenchmarkCompare
			.compare(List.of(read("a-1", 1000), read("b-1", 600), read("b-2", 700), read("a-2", 1000)));
		BenchmarkCompare.Comparison disagreeing = BenchmarkCompare
			.compare(List.of(read("a-1", 1000), read("b-1", 600), read("b-2", 1300), read("a-2", 1000)));

		assertThat(agreeing.markdown()).contains("every pair has b cheaper than a.")
			.contains("set against each run's floor (takes out much of the host's drift): -37.5 %, -25.0 % by pair");
		assertThat(disagreeing.markdown()).contains("the pairs disagree, so no difference between b and a is shown.");
	}

	@Test
	void setsThePairsAlsoWithoutTheJitCompilersShare() throws IOException {
		// 2,000 tx/s over 60 s: 120,000 transactions; b's JIT 12,000 ms more than a's
		BenchmarkCompare.Comparison compiling = BenchmarkCompare.compare(List.of(read("a-1", 60_000, 12),
				read("b-1", 72_000, 12_012), read("b-2", 72_000, 12_012), read("a-2", 60_000, 12)));

		assertThat(compiling.markdown()).contains("b against a, CPU per transaction: median 0.600 against 0.500 ms")
			.contains("without the application's JIT compiler threads (code still being compiled in the window, "
					+ "which differs between runs): +0.0 %, +0.0 % by pair, median +0.0 %; the pairs disagree");
	}

	@Test
	void namesTheRunsTheHostSlowed() throws IOException {
		BenchmarkCompare.Run slowed = read("b-1", 1300);
		Path web = slowed.folder().resolve("web").resolve("summary.json");
		Files.writeString(web, Files.readString(web).replace("\"stealPercent\": 0.4", "\"stealPercent\": 9.5"));
		BenchmarkReport.write(slowed.folder());

		BenchmarkCompare.Comparison comparison = BenchmarkCompare.compare(List.of(read("a-1", 1000),
				BenchmarkCompare.Run.read(slowed.folder().toString()), read("b-2", 1100), read("a-2", 1000)));
		BenchmarkCompare.Comparison quiet = BenchmarkCompare
			.compare(List.of(read("a-3", 1000), read("b-3", 1100), read("b-4", 1100), read("a-4", 1000)));

		assertThat(comparison.markdown()).contains("| b-1 |", "| 9.5 |")
			.contains(
					"Runs the host slowed (the machine's steal above 2.0 % of its CPU time in the window): b-1 9.5 %;");
		assertThat(quiet.markdown()).doesNotContain("Runs the host slowed");
	}

	@Test
	void namesEachRunsApplicationCommitBesideTheBenchmarksOwn() throws IOException {
		Path before = run("before", "stocktrader", 3000, 1800, 1800);
		Path after = run("after", "stocktrader", 3000, 1700, 1800);
		Files.writeString(before.resolve("run.properties"), "application commit=d6b3920\n", StandardOpenOption.APPEND);
		BenchmarkReport.write(before);

		String md = BenchmarkCompare
			.compare(List.of(BenchmarkCompare.Run.read(before.toString()), BenchmarkCompare.Run.read(after.toString())))
			.markdown();

		assertThat(md).contains("| application commit | benchmark commit |")
			.contains("| d6b3920 | abc1234 |")
			.contains("|  | abc1234 |");
	}

	/** A run of the web scenario and of a floor of the same CPU per transaction. */
	private BenchmarkCompare.Run read(String label, long appMillis) throws IOException {
		return read(label, appMillis, 12);
	}

	private BenchmarkCompare.Run read(String label, long appMillis, long jitMillis) throws IOException {
		Path run = Files.createDirectories(this.folder.resolve(label));
		BenchmarkReportTests.aRun(run, "stocktrader", 2000, appMillis, -1);
		Path floor = Files.createDirectories(run.resolve("floor"));
		Files.writeString(floor.resolve("summary.json"),
				Files.readString(run.resolve("web").resolve("summary.json"))
					.replace("\"scenario\": \"web\"", "\"scenario\": \"floor\"")
					.replace("\"appMillis\": " + appMillis, "\"appMillis\": 600"));
		Path web = run.resolve("web").resolve("summary.json");
		Files.writeString(web, Files.readString(web).replace("\"appJitMillis\": 12", "\"appJitMillis\": " + jitMillis));
		BenchmarkReport.write(run);
		return BenchmarkCompare.Run.read(run.toString());
	}

	private Path run(String name, String target, int tps, long appMillis, long dbMillis) throws IOException {
		Path run = Files.createDirectories(this.folder.resolve(name));
		BenchmarkReportTests.aRun(run, target, tps, appMillis, dbMillis);
		BenchmarkReport.write(run);
		return run;
	}

}
