package org.stocktrader.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one round trip to PostgreSQL costs in CPU, client and server, through each of the
 * given JDBC URLs (e.g. 127.0.0.1 against the server's Unix-domain socket): one
 * connection per URL, a prepared {@code select 1} executed and read back in a loop on one
 * thread. The client's CPU is this thread's (the JVM's own accounting), the server's is
 * its backend process's ({@code /proc/<pid>/stat}, utime + stime). The URLs take turns
 * for several rounds, so a drift of the host's speed weighs on each; the median of the
 * rounds is printed per URL. PgJDBC is on the bench module's class path (add junixsocket
 * for a socket URL): <pre>
 * src-test/bench/run-program.sh RoundTrips [--rounds 5] [--count 50000] URL...
 * </pre> User {@code postgres} without password unless {@code PGUSER}/{@code PGPASSWORD}
 * say.
 */
public final class RoundTrips {

	private static final long CLOCK_TICK_NANOS = 10_000_000L; // USER_HZ 100 on Linux

	private RoundTrips() {
	}

	public static void main(String[] args) throws Exception {
		int rounds = 5;
		int count = 50_000;
		List<String> urls = new ArrayList<>();
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
				case "--rounds" -> rounds = Integer.parseInt(args[++i]);
				case "--count" -> count = Integer.parseInt(args[++i]);
				default -> urls.add(args[i]);
			}
		}
		if (urls.isEmpty()) {
			System.err.println("usage: run-program.sh RoundTrips [--rounds N] [--count N] JDBC-URL...");
			System.exit(2);
		}
		String user = System.getenv().getOrDefault("PGUSER", "postgres");
		String password = System.getenv().getOrDefault("PGPASSWORD", "");
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		List<Connection> connections = new ArrayList<>();
		for (String url : urls) {
			Connection connection = DriverManager.getConnection(url, user, password);
			connections.add(connection);
			// warm-up: the JIT, the server's plan cache (prepared after 5 executions)
			measure(connection, count, threads);
		}
		List<List<double[]>> results = new ArrayList<>();
		urls.forEach((url) -> results.add(new ArrayList<>()));
		for (int round = 1; round <= rounds; round++) {
			for (int u = 0; u < urls.size(); u++) {
				double[] perRoundTrip = measure(connections.get(u), count, threads);
				results.get(u).add(perRoundTrip);
				System.out.printf(Locale.ROOT, "round %d of %d, %s: client %.2f µs, server %.2f µs, wall %.2f µs%n",
						round, rounds, label(urls.get(u)), perRoundTrip[0], perRoundTrip[1], perRoundTrip[2]);
			}
		}
		System.out.println();
		System.out.println("| connection | client CPU µs per round trip | server CPU µs | together | wall µs |");
		System.out.println("|---|---|---|---|---|");
		for (int u = 0; u < urls.size(); u++) {
			double client = median(results.get(u), 0);
			double server = median(results.get(u), 1);
			System.out.printf(Locale.ROOT, "| %s | %.2f | %.2f | %.2f | %.2f |%n", label(urls.get(u)), client, server,
					client + server, median(results.get(u), 2));
		}
		System.out.printf(Locale.ROOT,
				"%nmedians of %d rounds of %,d round trips each (prepared select 1, one thread)%n", rounds, count);
		for (Connection connection : connections) {
			connection.close();
		}
	}

	/** Client CPU, server CPU and wall time per round trip, in µs. */
	private static double[] measure(Connection connection, int count, ThreadMXBean threads)
			throws SQLException, IOException {
		int backend = backendPid(connection);
		try (PreparedStatement select = connection.prepareStatement("select 1")) {
			long serverBefore = processCpuNanos(backend);
			long clientBefore = threads.getCurrentThreadCpuTime();
			long wallBefore = System.nanoTime();
			long sum = 0;
			for (int i = 0; i < count; i++) {
				try (ResultSet one = select.executeQuery()) {
					one.next();
					sum += one.getInt(1);
				}
			}
			long wall = System.nanoTime() - wallBefore;
			long client = threads.getCurrentThreadCpuTime() - clientBefore;
			long server = processCpuNanos(backend) - serverBefore;
			if (sum != count) {
				throw new IllegalStateException("select 1 answered " + sum + " in " + count);
			}
			return new double[] { client / 1000.0 / count, server / 1000.0 / count, wall / 1000.0 / count };
		}
	}

	private static int backendPid(Connection connection) throws SQLException {
		try (PreparedStatement pid = connection.prepareStatement("select pg_backend_pid()");
				ResultSet row = pid.executeQuery()) {
			row.next();
			return row.getInt(1);
		}
	}

	private static long processCpuNanos(int pid) throws IOException {
		String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
		// the fields after the command's closing parenthesis: state is field 3, utime 14,
		// stime 15
		String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
		return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * CLOCK_TICK_NANOS;
	}

	private static double median(List<double[]> rounds, int index) {
		double[] values = rounds.stream().mapToDouble((round) -> round[index]).sorted().toArray();
		int middle = values.length / 2;
		return (values.length % 2 == 1) ? values[middle] : (values[middle - 1] + values[middle]) / 2;
	}

	private static String label(String url) {
		return url.contains("socketFactoryArg=") ? "Unix-domain socket" : url.replaceFirst("\\?.*", "");
	}

}
