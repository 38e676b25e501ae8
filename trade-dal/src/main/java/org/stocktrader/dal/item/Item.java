package org.stocktrader.dal.item;

/**
 * A stored item of the CachePerf workload: a document of a quote symbol, its bytes
 * included.
 *
 * @param symbol the symbol the item belongs to (its key)
 * @param name the item's name
 * @param contentType the media type of its content
 * @param content the bytes (a few hundred kilobytes by default); never modified
 */
public record Item(String symbol, String name, String contentType, byte[] content) {

	/** The content's length in bytes. */
	public int size() {
		return this.content.length;
	}

}
