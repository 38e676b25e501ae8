package org.stocktrader.loader;

/**
 * The CachePerf items a load writes: items {@code s:0}... (one per quote symbol of that
 * number, whether or not the data set has the quote), each of {@code size} bytes.
 *
 * @param count how many items
 * @param size each item's content length in bytes, 1 byte to {@value #MAX_SIZE}
 */
public record ItemSet(int count, int size) {

	/**
	 * The largest item: far below PostgreSQL's limit, and a bound on one read's memory.
	 */
	public static final int MAX_SIZE = 64 * 1024 * 1024;

	/** The default content length, as CachePerf's rows (500 KB there). */
	public static final int DEFAULT_SIZE = 300 * 1024;

	/** No items. */
	public static final ItemSet NONE = new ItemSet(0, DEFAULT_SIZE);

	public ItemSet {
		if (count < 0) {
			throw new IllegalArgumentException("The number of items must not be negative");
		}
		if (size < 1 || size > MAX_SIZE) {
			throw new IllegalArgumentException("An item's size is 1 byte to 64 MB");
		}
	}

	long bytes() {
		return (long) this.count * this.size;
	}

}
