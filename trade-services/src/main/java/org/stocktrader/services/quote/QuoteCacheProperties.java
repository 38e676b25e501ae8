package org.stocktrader.services.quote;

import jakarta.validation.constraints.Pattern;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the in-process quote cache ({@code trade.quote-cache.*}).
 *
 * @param enabled whether quotes read for pages and service calls come from the cache
 * ({@code false}: every read asks the database; trades still announce their changes, for
 * the live market)
 * @param maxSize the cache's memory budget: entries are weighed by an estimate of their
 * bytes on the heap (about 450 bytes a quote), and the least useful are evicted beyond it
 * @param channel the PostgreSQL {@code NOTIFY} channel on which nodes announce the quotes
 * their trades changed (a plain SQL identifier), listened to on the node's shared
 * connection ({@code trade.notifications.*}: while it is down the cache is bypassed)
 * @param preload whether the cache reads every quote (as many as its budget holds) when
 * it starts listening, before it answers reads, and again in the background after every
 * invalidation of everything (a reset, a reload): pages then find their quotes cached
 * from the first request instead of one miss per quote ({@code false}: quotes are cached
 * as they are read)
 */
@ConfigurationProperties("trade.quote-cache")
@Validated
public record QuoteCacheProperties(@DefaultValue("true") boolean enabled, @DefaultValue("64MB") DataSize maxSize,
		@DefaultValue("trade_quote_changed") @Pattern(regexp = "[a-z_][a-z0-9_]{0,62}",
				message = "must be a lower-case SQL identifier") String channel,
		@DefaultValue("true") boolean preload) {

}
