package org.stocktrader.services.item;

import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import org.stocktrader.dal.item.Item;
import org.stocktrader.dal.item.ItemRepository;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.NotFoundException;

/**
 * The CachePerf workload's items, read through an in-process object cache bounded by
 * bytes (Caffeine with a weigher, {@code trade.items.cache-bytes}): an item's weight is
 * its content's length plus an estimate of its other fields, so the cache holds its
 * budget whatever the number and size of the items asked for (Caffeine evicts right after
 * each write: items being stored by concurrent misses may pass it for that instant,
 * usually by one item a thread). A working set larger than the budget costs database
 * reads (throughput falls to the database's pace), never memory. Concurrent misses of one
 * item read it once.
 * <p>
 * Items never change once loaded (the loader replaces them all, with the application
 * stopped), so entries need no invalidation.
 */
public class ItemService implements MeterBinder {

	/** An estimate of a cached item's heap bytes besides its content and strings. */
	private static final int ITEM_BYTES = 200;

	private static final Pattern SYMBOL = Pattern.compile("[\\p{Alnum}:._-]{1,250}");

	private final ItemRepository items;

	private final Cache<String, Item> cache;

	private final long budget;

	private volatile Counter databaseReads;

	/**
	 * An item service whose cache, with {@code recordStats}, counts its hits, misses and
	 * evictions for {@link #bindTo(MeterRegistry)} ({@code cache.gets} and friends,
	 * {@code cache=items}).
	 */
	public ItemService(ItemRepository items, ItemProperties properties, boolean recordStats) {
		this.items = items;
		this.budget = properties.cacheBytes().toBytes();
		// evictions run on the calling thread, so the budget holds as soon as a load
		// returns
		Caffeine<String, Item> builder = Caffeine.newBuilder()
			.executor(Runnable::run)
			.maximumWeight(this.budget)
			.weigher(ItemService::weigh);
		this.cache = recordStats ? builder.recordStats().build() : builder.build();
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		if (this.cache.policy().isRecordingStats()) {
			new CaffeineCacheMetrics<>(this.cache, "items", Tags.empty()).bindTo(registry);
		}
		Gauge.builder("trade.items.cache.size", this, ItemService::weightedSize)
			.description("Bytes held by the item cache (content lengths plus an estimate of the rest)")
			.baseUnit("bytes")
			.register(registry);
		Gauge.builder("trade.items.cache.budget", this, (service) -> service.budget)
			.description("The item cache's budget, trade.items.cache-bytes")
			.baseUnit("bytes")
			.register(registry);
		this.databaseReads = Counter.builder("trade.items.database.reads")
			.description("Items read from the database (the item cache's misses, found or not)")
			.register(registry);
	}

	/**
	 * The item's name, content type and size with one byte of its content chosen at
	 * random; the item from the cache, else from the database (and then cached).
	 * @throws InvalidInputException for a symbol that is not 1 to 250 letters, digits,
	 * {@code :._-}
	 * @throws NotFoundException when no item has that symbol
	 */
	public ItemSample sample(String symbol) {
		Item item = find(symbol).orElseThrow(() -> new NotFoundException("No item for " + symbol));
		int size = item.size();
		int offset = (size > 0) ? ThreadLocalRandom.current().nextInt(size) : 0;
		int value = (size > 0) ? Byte.toUnsignedInt(item.content()[offset]) : 0;
		return new ItemSample(item.symbol(), item.name(), item.contentType(), size, offset, value);
	}

	/** The item, from the cache or the database; an unknown symbol is not cached. */
	public Optional<Item> find(String symbol) {
		if (symbol == null || !SYMBOL.matcher(symbol).matches()) {
			throw new InvalidInputException("An item symbol is 1 to 250 letters, digits, ':', '.', '_' or '-'");
		}
		return Optional.ofNullable(this.cache.get(symbol, this::read));
	}

	private Item read(String symbol) {
		Counter reads = this.databaseReads;
		if (reads != null) {
			reads.increment();
		}
		return this.items.find(symbol).orElse(null);
	}

	/** Bytes held now (the sum of the cached items' weights). */
	public long weightedSize() {
		return this.cache.policy().eviction().map((eviction) -> eviction.weightedSize().orElse(0)).orElse(0L);
	}

	/** The budget in bytes, {@code trade.items.cache-bytes}. */
	public long budget() {
		return this.budget;
	}

	private static int weigh(String symbol, Item item) {
		long bytes = (long) ITEM_BYTES + item.size()
				+ 2L * (symbol.length() + item.name().length() + item.contentType().length());
		return (int) Math.min(Integer.MAX_VALUE, bytes);
	}

}
