package org.stocktrader.services.item;

import jakarta.validation.constraints.AssertTrue;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the item cache ({@code trade.items.*}).
 *
 * @param cacheBytes the item cache's memory budget: each item is weighed by its content's
 * length plus its other fields, and the least useful are evicted beyond it, so the cache
 * never holds more whatever the number and size of the items read; {@code 0} caches
 * nothing (every read asks the database)
 */
@ConfigurationProperties("trade.items")
@Validated
public record ItemProperties(@DefaultValue("64MB") DataSize cacheBytes) {

	/** {@code cache-bytes} is not negative. */
	@AssertTrue(message = "cache-bytes must not be negative")
	boolean isCacheBytesNotNegative() {
		return !this.cacheBytes.isNegative();
	}

}
