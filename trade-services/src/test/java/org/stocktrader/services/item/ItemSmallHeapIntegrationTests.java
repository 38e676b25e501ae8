package org.stocktrader.services.item;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * CachePerf's failure, ruled out: a working set several times the heap read through the
 * item cache in a JVM with a small heap ({@code -Xmx64m}) and a budget well inside it. A
 * cache bounded by entry count whose guess assumed small items would run out of memory
 * here; the byte-bounded one keeps its budget, and the reads that miss go to the
 * database.
 */
class ItemSmallHeapIntegrationTests {

	private static final int ITEMS = 160;

	/** 1 MB each: 160 MB of items, two and a half times the heap. */
	private static final int SIZE = 1024 * 1024;

	@Test
	void aWorkingSetLargerThanTheHeapIsReadWithoutRunningOutOfMemory(@TempDir Path temp) throws Exception {
		String url = TestDatabase.freshDatabase();
		PGSimpleDataSource dataSource = new PGSimpleDataSource();
		dataSource.setUrl(url);
		dataSource.setUser(TestDatabase.user());
		dataSource.setPassword(TestDatabase.password());
		Flyway.configure().dataSource(dataSource).load().migrate();
		ItemFixtures.storeItems(JdbcClient.create(dataSource), ITEMS, SIZE);

		Path output = temp.resolve("reads.log");
		Process reads = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Xmx64m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
				SmallHeapItemReads.class.getName(), url, TestDatabase.user(), TestDatabase.password(), "16MB",
				Integer.toString(ITEMS), Integer.toString(SIZE), "150", "4")
			.redirectErrorStream(true)
			.redirectOutput(output.toFile())
			.start();
		boolean exited = reads.waitFor(180, TimeUnit.SECONDS);
		if (!exited) {
			reads.destroyForcibly();
		}
		String log = Files.readString(output, StandardCharsets.UTF_8);

		assertThat(exited).as("the reading JVM ends on its own\n%s", log).isTrue();
		assertThat(log).doesNotContain("OutOfMemoryError");
		assertThat(reads.exitValue()).as(log).isZero();
		Matcher counts = Pattern.compile("READS OK hits=(\\d+) misses=(\\d+)").matcher(log);
		assertThat(counts.find()).as(log).isTrue();
		// 16 MB of 160 MB fit: about a tenth of random reads hit
		assertThat(Long.parseLong(counts.group(1))).as("hits").isPositive();
		assertThat(Long.parseLong(counts.group(2))).as("misses").isGreaterThan(300);
	}

}
