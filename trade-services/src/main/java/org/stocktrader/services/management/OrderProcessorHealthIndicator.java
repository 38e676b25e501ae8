package org.stocktrader.services.management;

import org.stocktrader.services.trade.OrderProcessor;
import org.stocktrader.services.trade.OrderProcessorProperties;
import org.stocktrader.services.trade.ProcessingMode;
import org.stocktrader.services.trade.TradeProperties;

import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;

/**
 * The order processor, part of readiness ({@code orderProcessor}): in asynchronous mode,
 * on a node that executes orders ({@code trade.order-processor.enabled}), UP only while
 * its threads run; otherwise it has nothing to run and is UP.
 */
@Component
class OrderProcessorHealthIndicator extends AbstractHealthIndicator {

	private final OrderProcessor processor;

	private final TradeProperties trade;

	private final OrderProcessorProperties properties;

	OrderProcessorHealthIndicator(OrderProcessor processor, TradeProperties trade,
			OrderProcessorProperties properties) {
		super("The order processor health check failed");
		this.processor = processor;
		this.trade = trade;
		this.properties = properties;
	}

	@Override
	protected void doHealthCheck(Health.Builder builder) {
		ProcessingMode mode = this.trade.processingMode();
		boolean required = mode == ProcessingMode.ASYNCHRONOUS && this.properties.enabled();
		boolean running = this.processor.isRunning();
		builder.status((!required || running) ? "UP" : "DOWN")
			.withDetail("processingMode", mode)
			.withDetail("executesOrders", required)
			.withDetail("running", running);
		if (running) {
			builder.withDetail("threads", this.properties.threads())
				.withDetail("executed", this.processor.executedCount())
				.withDetail("failed", this.processor.failedCount());
		}
	}

}
