package org.stocktrader.systemtest.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Reads the CPU time of the application and database processes from {@code /proc} at the
 * two ends of the measurement window. The application process ({@code bench.appPid})
 * counts its own threads; the database ({@code bench.dbPid}, the PostgreSQL postmaster)
 * counts the postmaster, its live children (backends and helpers) and its reaped
 * children, so a backend that exits during the window still counts. A pid of 0 is
 * skipped. Clock ticks are converted with {@code bench.clockTicks} (default 100, see
 * {@code getconf CLK_TCK}).
 */
final class CpuSampler {

	private final long appPid;

	private final long dbPid;

	private final int clockTicks;

	private long appStart;

	private long dbStart;

	private CpuSampler(long appPid, long dbPid, int clockTicks) {
		this.appPid = appPid;
		this.dbPid = dbPid;
		this.clockTicks = clockTicks;
	}

	static CpuSampler fromSystemProperties() {
		return new CpuSampler(Long.parseLong(BenchSettings.property("bench.appPid", "0")),
				Long.parseLong(BenchSettings.property("bench.dbPid", "0")),
				Integer.parseInt(BenchSettings.property("bench.clockTicks", "100")));
	}

	void start() {
		this.appStart = ownTicks(this.appPid);
		this.dbStart = treeTicks(this.dbPid);
	}

	Usage stop() {
		return new Usage(this.appPid, millis(this.appStart, ownTicks(this.appPid)), this.dbPid,
				millis(this.dbStart, treeTicks(this.dbPid)));
	}

	private long millis(long startTicks, long endTicks) {
		if (startTicks < 0 || endTicks < 0) {
			return -1;
		}
		return (endTicks - startTicks) * 1000 / this.clockTicks;
	}

	/** utime + stime of the process, in clock ticks; -1 when there is no such process. */
	static long ownTicks(long pid) {
		long[] fields = statFields(pid);
		return (fields != null) ? fields[1] + fields[2] : -1;
	}

	/**
	 * utime + stime + cutime + cstime of the process and of each of its live children, in
	 * clock ticks; -1 when there is no such process.
	 */
	static long treeTicks(long pid) {
		long[] own = statFields(pid);
		if (own == null) {
			return -1;
		}
		long total = own[1] + own[2] + own[3] + own[4];
		try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
			for (Path process : processes.toList()) {
				String name = process.getFileName().toString();
				if (!name.chars().allMatch(Character::isDigit)) {
					continue;
				}
				long[] child = statFields(Long.parseLong(name));
				if (child != null && child[0] == pid) {
					total += child[1] + child[2] + child[3] + child[4];
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot list /proc", ex);
		}
		return total;
	}

	/** ppid, utime, stime, cutime, cstime from /proc/pid/stat, or null. */
	private static long[] statFields(long pid) {
		if (pid <= 0) {
			return null;
		}
		String stat;
		try {
			stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
		}
		catch (IOException ex) {
			// the process ended (or never existed): nothing to count
			return null;
		}
		// the command name may hold spaces and parentheses: the fields start after the
		// last ')'
		String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
		// fields[0] is field 3 (state) of proc(5): ppid is 4, utime 14, stime 15, cutime
		// 16, cstime 17
		return new long[] { Long.parseLong(fields[1]), Long.parseLong(fields[11]), Long.parseLong(fields[12]),
				Long.parseLong(fields[13]), Long.parseLong(fields[14]) };
	}

	/** CPU milliseconds used in the window; -1 where a process was not measured. */
	record Usage(long appPid, long appMillis, long dbPid, long dbMillis) {

		String toJson() {
			return "{\"appPid\": %d, \"appMillis\": %d, \"dbPid\": %d, \"dbMillis\": %d}".formatted(this.appPid,
					this.appMillis, this.dbPid, this.dbMillis);
		}

	}

}
