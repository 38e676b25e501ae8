package org.stocktrader.services.item;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the item cache ({@code trade.items.*}).
 *
 * @param cacheBytes the item cache's memory budget: each item is weighed by its content's
 * length plus its other fields, and the least useful are evicted beyond it, so the cache
 * never holds more whatever the number and size of the items read; {@code 0} caches
 * nothing (every read asks the database)
 */
@ConfigurationProperties("trade.items")
public record ItemProperties(@DefaultValue("64MB") DataSize cacheBytes) {

	public ItemProperties {
		if (cacheBytes.isNegative()) {
			throw new IllegalArgumentException("trade.items.cache-bytes must not be negative");
		}
	}

}
