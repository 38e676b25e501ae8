package org.stocktrader.services.http;

import java.time.Duration;

import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.http.CacheControl;
import org.springframework.validation.annotation.Validated;

/**
 * How long browsers and shared caches may keep the public answers
 * ({@code trade.http-cache.*}).
 *
 * @param maxAge how stale a public page or public REST read (quotes, the market summary,
 * an item, the welcome and registration pages for a visitor without a session) may be
 * when a cache serves it without asking ({@code Cache-Control: public, max-age});
 * {@code 0s} makes caches ask every time ({@code no-cache}), with a conditional request
 * that is answered 304 when the answer is unchanged
 */
@ConfigurationProperties("trade.http-cache")
@Validated
public record HttpCacheProperties(@DefaultValue("5s") @DurationMin(nanos = 0) Duration maxAge) {

	/**
	 * The {@code Cache-Control} of every answer that belongs to one user or may carry a
	 * session's state (a signed-in user's page, a REST answer that is not a public read):
	 * kept by no cache, shared or the browser's. The pages and the REST API both send it.
	 */
	public static final String PRIVATE_ANSWERS = "private, no-store";

	/** All defaults (the {@code @DefaultValue}s, bound from no property). */
	public static HttpCacheProperties defaults() {
		return new Binder().bindOrCreate("trade.http-cache", HttpCacheProperties.class);
	}

	/** The {@code Cache-Control} of a public answer. */
	public CacheControl publicAnswers() {
		return this.maxAge.isZero() ? CacheControl.noCache().cachePublic()
				: CacheControl.maxAge(this.maxAge).cachePublic();
	}

}
