package org.stocktrader.dal.db;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two real processes on one embedded data directory: this test's JVM owns it and serves
 * from it; a second JVM started on the same directory fails at once with a message that
 * names the directory and the owner, and the owner's PostgreSQL keeps running and
 * answering (before the lock, the second process stopped it as an "orphan").
 */
class SecondProcessIntegrationTests {

	@Test
	void aSecondProcessFailsFastAndLeavesTheFirstDatabaseRunning(@TempDir Path temp) throws Exception {
		Path dataDir = temp.resolve("postgres");
		try (EmbeddedServer first = EmbeddedServer.start(dataDir, 0, true)) {
			long postmaster = postmasterPid(dataDir);
			insertRow(first, "before");

			Path output = temp.resolve("second.log");
			Process second = new ProcessBuilder(javaExecutable(), "-cp", System.getProperty("java.class.path"),
					SecondProcessMain.class.getName(), dataDir.toString())
				.redirectErrorStream(true)
				.redirectOutput(output.toFile())
				.start();
			boolean exited = second.waitFor(120, TimeUnit.SECONDS);
			if (!exited) {
				second.destroyForcibly();
			}
			String log = Files.readString(output, StandardCharsets.UTF_8);

			assertThat(exited).as("the second process exits on its own\n%s", log).isTrue();
			assertThat(second.exitValue()).as(log).isNotZero();
			assertThat(log).doesNotContain("STARTED")
				.contains("APPLICATION FAILED TO START")
				.contains("The embedded PostgreSQL data directory " + dataDir + " is in use by another running process"
						+ " (pid " + ProcessHandle.current().pid() + ")")
				.contains("TRADE_DB_URL=jdbc:postgresql://127.0.0.1:" + first.port() + "/postgres")
				.doesNotContain("Stopping the PostgreSQL");

			// the first process's database is untouched: the same postmaster, still
			// answering
			assertThat(postmasterPid(dataDir)).isEqualTo(postmaster);
			assertThat(ProcessHandle.of(postmaster).map(ProcessHandle::isAlive)).hasValue(true);
			insertRow(first, "after");
			assertThat(rows(first)).containsExactly("before", "after");
		}
	}

	private static String javaExecutable() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	private static long postmasterPid(Path dataDir) throws Exception {
		List<String> lines = Files.readAllLines(dataDir.resolve("postmaster.pid"));
		return Long.parseLong(lines.get(0).trim());
	}

	private static void insertRow(EmbeddedServer server, String value) throws Exception {
		try (Connection connection = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
				Statement statement = connection.createStatement()) {
			statement.execute("create table if not exists kept (id serial primary key, value text)");
			statement.execute("insert into kept (value) values ('" + value + "')");
		}
	}

	private static List<String> rows(EmbeddedServer server) throws Exception {
		try (Connection connection = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
				Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("select value from kept order by id")) {
			List<String> values = new java.util.ArrayList<>();
			while (rows.next()) {
				values.add(rows.getString(1));
			}
			return values;
		}
	}

}
