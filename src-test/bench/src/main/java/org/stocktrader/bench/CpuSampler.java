package org.stocktrader.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads the CPU time of the application and database processes from {@code /proc} at the
 * two ends of the measurement window. Each application process ({@code bench.appPid}, a
 * comma list: one pid per node of a cluster) counts its own threads; each database server
 * ({@code bench.dbPid}, a comma list of PostgreSQL postmasters: a primary and its
 * standby) counts the postmaster, its live children (backends and helpers) and its reaped
 * children, so a backend that exits during the window still counts. A pid of 0 is
 * skipped. The application's JIT compiler threads (HotSpot's {@code C1 CompilerThread}
 * and {@code C2 CompilerThread}) are also counted on their own: code still being compiled
 * in the window means the warm-up was too short for the figures to be the steady state's.
 * Clock ticks are converted with {@code bench.clockTicks} (default 100, see
 * {@code getconf CLK_TCK}). The machine's steal ({@code /proc/stat}: the time its virtual
 * CPUs waited while the host ran something else) is measured over the same window: a run
 * the host slowed that way costs more CPU per transaction without any change of its own.
 */
final class CpuSampler {

	private final long[] appPids;

	private final long[] dbPids;

	private final int clockTicks;

	private long[] appStart;

	private long[] dbStart;

	private List<Map<String, Long>> jitStart;

	private long[] machineStart;

	CpuSampler(long[] appPids, long[] dbPids, int clockTicks) {
		this.appPids = appPids;
		this.dbPids = dbPids;
		this.clockTicks = clockTicks;
	}

	static CpuSampler fromSystemProperties() {
		return new CpuSampler(pids(BenchSettings.property("bench.appPid", "0")),
				pids(BenchSettings.property("bench.dbPid", "0")),
				Integer.parseInt(BenchSettings.property("bench.clockTicks", "100")));
	}

	/** The pids of a comma list, without the zeros (not measured). */
	static long[] pids(String list) {
		return Arrays.stream(list.split(","))
			.map(String::trim)
			.filter((pid) -> !pid.isEmpty())
			.mapToLong(Long::parseLong)
			.filter((pid) -> pid > 0)
			.toArray();
	}

	void start() {
		this.appStart = Arrays.stream(this.appPids).map(CpuSampler::ownTicks).toArray();
		this.dbStart = Arrays.stream(this.dbPids).map(CpuSampler::treeTicks).toArray();
		this.jitStart = Arrays.stream(this.appPids).mapToObj(CpuSampler::compilerThreadTicks).toList();
		this.machineStart = machineTicks(read(Path.of("/proc/stat")));
	}

	Usage stop() {
		List<ProcessCpu> apps = new ArrayList<>();
		for (int i = 0; i < this.appPids.length; i++) {
			long jitTicks = 0;
			for (Map.Entry<String, Long> thread : compilerThreadTicks(this.appPids[i]).entrySet()) {
				// a thread started in the window counts from zero; one that ended in it
				// took its ticks along (HotSpot starts and stops compiler threads)
				jitTicks += thread.getValue() - this.jitStart.get(i).getOrDefault(thread.getKey(), 0L);
			}
			apps.add(new ProcessCpu(this.appPids[i], millis(this.appStart[i], ownTicks(this.appPids[i])),
					millis(0, jitTicks)));
		}
		List<ProcessCpu> dbs = new ArrayList<>();
		for (int i = 0; i < this.dbPids.length; i++) {
			dbs.add(new ProcessCpu(this.dbPids[i], millis(this.dbStart[i], treeTicks(this.dbPids[i])), 0));
		}
		return new Usage(apps, dbs, stealPercent(this.machineStart, machineTicks(read(Path.of("/proc/stat")))));
	}

	/**
	 * The steal and the total of the machine's CPU time from {@code /proc/stat}'s first
	 * line ({@code cpu user nice system idle iowait irq softirq steal ...}), in clock
	 * ticks; null when it cannot be read.
	 */
	static long[] machineTicks(String stat) {
		if (stat == null || !stat.startsWith("cpu ")) {
			return null;
		}
		String[] fields = stat.lines().findFirst().orElseThrow().substring(4).trim().split("\\s+");
		if (fields.length < 8) {
			return null;
		}
		long total = 0;
		// guest and guest_nice (fields 9 and 10) are already in user and nice
		for (int i = 0; i < 8; i++) {
			total += Long.parseLong(fields[i]);
		}
		return new long[] { Long.parseLong(fields[7]), total };
	}

	/**
	 * The machine's steal between two readings of {@link #machineTicks}, in per cent of
	 * all its CPU time then, to one decimal; -1 when unknown.
	 */
	static double stealPercent(long[] start, long[] end) {
		if (start == null || end == null || end[1] <= start[1]) {
			return -1;
		}
		return Math.round(1000.0 * (end[0] - start[0]) / (end[1] - start[1])) / 10.0;
	}

	/**
	 * The CPU milliseconds the application processes and the database servers have used
	 * so far, each -1 when none of its processes is measured: the readings of the chart
	 * of CPU over the run.
	 */
	long[] readMillis() {
		return new long[] { sum(Arrays.stream(this.appPids).map(CpuSampler::ownTicks).toArray()),
				sum(Arrays.stream(this.dbPids).map(CpuSampler::treeTicks).toArray()) };
	}

	private long sum(long[] ticks) {
		long[] measured = Arrays.stream(ticks).filter((value) -> value >= 0).toArray();
		return (measured.length == 0) ? -1 : millis(0, Arrays.stream(measured).sum());
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

	/**
	 * utime + stime of each JIT compiler thread of the process, in clock ticks, by thread
	 * id; empty when there is no such process.
	 */
	static Map<String, Long> compilerThreadTicks(long pid) {
		Map<String, Long> ticks = new HashMap<>();
		Path tasks = Path.of("/proc", Long.toString(pid), "task");
		try (Stream<Path> threads = Files.list(tasks)) {
			for (Path thread : threads.toList()) {
				String name = read(thread.resolve("comm"));
				long[] fields = (name != null && name.strip().matches("C[12] CompilerThre.*")) ? statFields(thread)
						: null;
				if (fields != null) {
					ticks.put(thread.getFileName().toString(), fields[1] + fields[2]);
				}
			}
		}
		catch (IOException ex) {
			// the process ended (or never existed): nothing to count
		}
		return ticks;
	}

	/** ppid, utime, stime, cutime, cstime from /proc/pid/stat, or null. */
	private static long[] statFields(long pid) {
		return (pid > 0) ? statFields(Path.of("/proc", Long.toString(pid))) : null;
	}

	/**
	 * ppid, utime, stime, cutime, cstime from a process's or a thread's stat, or null.
	 */
	private static long[] statFields(Path process) {
		String stat = read(process.resolve("stat"));
		if (stat == null) {
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

	private static String read(Path file) {
		try {
			return Files.readString(file);
		}
		catch (IOException ex) {
			return null;
		}
	}

	/**
	 * One process's CPU milliseconds in the window; -1 when it was not measured (it did
	 * not exist at one end of the window); of which {@code jitMillis} in JIT compiler
	 * threads (0 for a database server).
	 */
	record ProcessCpu(long pid, long millis, long jitMillis) {

		String toJson() {
			return "{\"pid\": %d, \"millis\": %d, \"jitMillis\": %d}".formatted(this.pid, this.millis, this.jitMillis);
		}

	}

	/**
	 * CPU milliseconds used in the window by the application processes and the database
	 * servers. The totals add the processes that were measured and are -1 when none was;
	 * the JSON keeps the single-process fields ({@code appPid}, {@code appMillis},
	 * {@code dbPid}, {@code dbMillis}: the first pid and the total) and lists every
	 * process. {@code stealPercent} is the machine's steal in the window ({@code -1} when
	 * unknown).
	 */
	record Usage(List<ProcessCpu> apps, List<ProcessCpu> dbs, double stealPercent) {

		long appMillis() {
			return total(this.apps);
		}

		long dbMillis() {
			return total(this.dbs);
		}

		/** The application processes' JIT compiler threads, of {@link #appMillis()}. */
		long appJitMillis() {
			return this.apps.stream().filter((process) -> process.millis() >= 0).mapToLong(ProcessCpu::jitMillis).sum();
		}

		private static long total(List<ProcessCpu> processes) {
			List<ProcessCpu> measured = processes.stream().filter((process) -> process.millis() >= 0).toList();
			return measured.isEmpty() ? -1 : measured.stream().mapToLong(ProcessCpu::millis).sum();
		}

		private static long firstPid(List<ProcessCpu> processes) {
			return processes.isEmpty() ? 0 : processes.get(0).pid();
		}

		private static String list(List<ProcessCpu> processes) {
			return processes.stream().map(ProcessCpu::toJson).collect(Collectors.joining(", ", "[", "]"));
		}

		String toJson() {
			return ("{\"appPid\": %d, \"appMillis\": %d, \"appJitMillis\": %d, \"dbPid\": %d, \"dbMillis\": %d, "
					+ "\"apps\": %s, \"dbs\": %s, \"stealPercent\": %s}")
				.formatted(firstPid(this.apps), appMillis(), appJitMillis(), firstPid(this.dbs), dbMillis(),
						list(this.apps), list(this.dbs), BigDecimal.valueOf(this.stealPercent).toPlainString());
		}

	}

}
