package org.stocktrader.services.item;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.postgresql.ds.PGSimpleDataSource;
import org.stocktrader.dal.item.ItemRepository;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.util.unit.DataSize;

/**
 * The main class of {@link ItemSmallHeapIntegrationTests}' second JVM: threads reading
 * random items through the item cache. Prints {@code READS OK} with the hit and miss
 * counts when every read returned its item's byte and the cache never held more than
 * twice its budget; exits non-zero otherwise (an {@code OutOfMemoryError} included).
 * Caffeine evicts after writes, so concurrent writes pass the budget together for an
 * instant (by how many depends on which thread holds the eviction lock: one item a thread
 * is usually, not always, the most); a cache not bounded by bytes would hold the whole
 * working set, ten times the budget.
 */
public final class SmallHeapItemReads {

	private SmallHeapItemReads() {
	}

	/**
	 * Arguments: JDBC URL, user, password, cache budget (a size), items, item size in
	 * bytes, reads per thread, threads.
	 */
	public static void main(String[] args) throws Exception {
		PGSimpleDataSource dataSource = new PGSimpleDataSource();
		dataSource.setUrl(args[0]);
		dataSource.setUser(args[1]);
		dataSource.setPassword(args[2]);
		DataSize budget = DataSize.parse(args[3]);
		int count = Integer.parseInt(args[4]);
		int size = Integer.parseInt(args[5]);
		int reads = Integer.parseInt(args[6]);
		int threads = Integer.parseInt(args[7]);
		long limit = 2 * budget.toBytes();
		SimpleMeterRegistry registry = new SimpleMeterRegistry();
		ItemService items = new ItemService(new ItemRepository(JdbcClient.create(dataSource)),
				new ItemProperties(budget), true);
		items.bindTo(registry);
		AtomicLong overBudget = new AtomicLong();
		AtomicLong wrong = new AtomicLong();
		try (ExecutorService executor = Executors.newFixedThreadPool(threads)) {
			List<Future<?>> done = new ArrayList<>();
			for (int t = 0; t < threads; t++) {
				done.add(executor.submit(() -> {
					for (int r = 0; r < reads; r++) {
						int i = ThreadLocalRandom.current().nextInt(count);
						ItemSample sample = items.sample("s:" + i);
						if (sample.value() != ItemFixtures.expectedByte(i, sample.offset())) {
							wrong.incrementAndGet();
						}
						if (items.weightedSize() > limit) {
							overBudget.incrementAndGet();
						}
					}
				}));
			}
			for (Future<?> future : done) {
				future.get();
			}
		}
		long hits = (long) registry.get("cache.gets").tag("result", "hit").functionCounter().count();
		long misses = (long) registry.get("cache.gets").tag("result", "miss").functionCounter().count();
		if (overBudget.get() > 0 || wrong.get() > 0) {
			System.err.printf("READS FAILED: %d over budget, %d wrong bytes%n", overBudget.get(), wrong.get());
			System.exit(1);
		}
		System.err.printf("READS OK hits=%d misses=%d maxHeap=%d itemSize=%d%n", hits, misses,
				Runtime.getRuntime().maxMemory(), size);
	}

}
