package org.stocktrader.services.trade;

import java.time.Duration;

import jakarta.validation.constraints.Positive;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The order processor of the asynchronous processing mode
 * ({@code trade.order-processor.*}); unused in synchronous mode.
 *
 * @param enabled whether this node executes open orders; default true. A node with
 * {@code false} still places orders (open) for the other nodes to execute
 * @param threads the threads executing orders on this node, each using one pooled
 * connection at a time; default 2
 * @param batchSize the most open orders a thread claims at once; default 10
 * @param maxBacklog the most open orders: past it a new order is refused at once as busy;
 * default 500, about two seconds of one node's execution at peak (so an admitted order
 * waits about that long at most)
 * @param maxAttempts the attempts after which an order whose execution keeps failing is
 * marked failed; default 5
 * @param lease how long a claimed order is left to the node that claimed it before
 * another node may take it over (the time a dead node's orders wait); default 10s
 * @param pollInterval how often an idle thread looks for open orders when no notification
 * wakes it; default 1s
 * @param retryBackoff the wait before the second attempt of a failed order, doubled for
 * each further attempt; default 1s
 * @param maxRetryBackoff the longest wait between two attempts; default 60s
 * @param listen whether to wake the threads with PostgreSQL {@code LISTEN}/{@code NOTIFY}
 * (on the node's shared listening connection, {@code trade.notifications.*}); default
 * true. Without it the threads only poll
 */
@ConfigurationProperties("trade.order-processor")
@Validated
public record OrderProcessorProperties(@DefaultValue("true") boolean enabled, @DefaultValue("2") @Positive int threads,
		@DefaultValue("10") @Positive int batchSize, @DefaultValue("500") @Positive int maxBacklog,
		@DefaultValue("5") @Positive int maxAttempts, @DefaultValue("10s") @DurationMin(nanos = 1) Duration lease,
		@DefaultValue("1s") @DurationMin(nanos = 1) Duration pollInterval, @DefaultValue("1s") Duration retryBackoff,
		@DefaultValue("60s") Duration maxRetryBackoff, @DefaultValue("true") boolean listen) {

	/** All defaults. */
	public static OrderProcessorProperties defaults() {
		return new Binder().bindOrCreate("trade.order-processor", OrderProcessorProperties.class);
	}

}
