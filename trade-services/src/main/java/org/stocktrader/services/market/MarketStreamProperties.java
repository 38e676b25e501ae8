package org.stocktrader.services.market;

import java.time.Duration;

import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * The live market stream ({@code trade.market-stream.*}), {@code /api/market/stream}.
 *
 * @param enabled whether the node serves the stream and publishes the market; default
 * true
 * @param interval the publishing period: price changes are coalesced over it and the
 * market summary is computed at most once per interval (only when something changed);
 * default 2s
 * @param maxSubscribers the most streams open at once on this node; beyond it a new one
 * is refused with 503 and {@code Retry-After}; default 5000
 * @param backlog the most bytes of events waiting for one subscriber whose connection
 * does not take them: past it the subscriber is dropped; default 64KB
 * @param replay how many recent events the node keeps for reconnecting clients
 * ({@code Last-Event-ID}); default 64
 * @param maxChanges the most price changes in one {@code prices} event: the most recently
 * changed symbols are kept and the event says {@code truncated}; default 100
 * @param heartbeat how long a stream may stay silent before the node sends a comment
 * line, which keeps proxies from closing it and finds connections that have gone; default
 * 15s
 * @param retry the reconnection delay advised to clients ({@code retry:}); default 3s
 * @param maxPerClient the most streams open at once from one client address on this node,
 * so that one client cannot take every place; beyond it a new one is refused with 429 and
 * {@code Retry-After}; default 8
 */
@ConfigurationProperties("trade.market-stream")
@Validated
public record MarketStreamProperties(@DefaultValue("true") boolean enabled,
		@DefaultValue("2s") @DurationMin(nanos = 1) Duration interval,
		@DefaultValue("5000") @PositiveOrZero int maxSubscribers, @DefaultValue("64KB") DataSize backlog,
		@DefaultValue("64") @Positive int replay, @DefaultValue("100") @Positive int maxChanges,
		@DefaultValue("15s") @DurationMin(nanos = 1) Duration heartbeat,
		@DefaultValue("3s") @DurationMin(nanos = 0) Duration retry, @DefaultValue("8") @Positive int maxPerClient) {

	/** {@code backlog} holds at least one event. */
	@AssertTrue(message = "backlog must be at least 1KB")
	boolean isBacklogAtLeastOneKilobyte() {
		return this.backlog.toBytes() >= 1024;
	}

}
