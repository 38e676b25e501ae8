package org.stocktrader.services.market;

import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/**
 * The live market ({@code marketStream}): UP while the publisher thread runs, DOWN when
 * it has stopped (no stream would get an event), with the open streams and the counts of
 * events, dropped subscribers and failures the publisher outlived.
 */
class MarketStreamHealthIndicator extends AbstractHealthIndicator {

	private final MarketFeed feed;

	MarketStreamHealthIndicator(MarketFeed feed) {
		super("The live market health check failed");
		this.feed = feed;
	}

	@Override
	protected void doHealthCheck(Health.Builder builder) {
		boolean publishing = this.feed.isPublishing();
		builder.status(publishing ? "UP" : "DOWN")
			.withDetail("publishing", publishing)
			.withDetail("subscribers", this.feed.subscriberCount())
			.withDetail("published", this.feed.publishedCount())
			.withDetail("dropped", this.feed.droppedCount())
			.withDetail("failures", this.feed.failureCount());
	}

}
