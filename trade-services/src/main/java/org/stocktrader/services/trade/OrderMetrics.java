package org.stocktrader.services.trade;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.LongAdder;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;

import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The orders of this node, as metrics: {@code trade.orders.placed},
 * {@code trade.orders.executed} and {@code trade.orders.failed}; the lag from placement
 * to execution, {@code trade.orders.lag} (synchronous mode: the time the order took in
 * its own transaction; asynchronous mode: mostly the time it waited for the processor);
 * and the backlog of open orders in the whole database, {@code trade.orders.backlog} (one
 * bounded count statement per reading). Placements and executions count when their
 * transaction commits. The counters are plain adders: an order costs no registry lookup.
 */
@Component
public class OrderMetrics implements MeterBinder {

	/** The backlog is counted up to this many open orders. */
	static final int BACKLOG_LIMIT = 1_000_000;

	private final LongAdder placed = new LongAdder();

	private final LongAdder executed = new LongAdder();

	private final LongAdder failed = new LongAdder();

	private final OrderRepository orders;

	private volatile Timer lag;

	OrderMetrics(OrderRepository orders) {
		this.orders = orders;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		FunctionCounter.builder("trade.orders.placed", this.placed, LongAdder::sum)
			.description("Orders placed on this node")
			.register(registry);
		FunctionCounter.builder("trade.orders.executed", this.executed, LongAdder::sum)
			.description("Orders executed (closed) on this node")
			.register(registry);
		FunctionCounter.builder("trade.orders.failed", this.failed, LongAdder::sum)
			.description("Orders this node marked failed after their last attempt")
			.register(registry);
		Gauge.builder("trade.orders.backlog", this.orders, (repository) -> repository.countOpen(BACKLOG_LIMIT))
			.description("Open orders waiting to be executed (all nodes)")
			.register(registry);
		this.lag = Timer.builder("trade.orders.lag")
			.description("Time from an order's placement to its execution")
			.register(registry);
	}

	/** An order was placed in the current transaction. */
	void placed() {
		afterCommit(this.placed::increment);
	}

	/** An order was executed in the current transaction. */
	void executed(Order order) {
		Instant placedAt = order.openDate();
		afterCommit(() -> {
			this.executed.increment();
			Timer timer = this.lag;
			if (timer != null && placedAt != null) {
				Duration waited = Duration.between(placedAt, Instant.now());
				timer.record(waited.isNegative() ? Duration.ZERO : waited);
			}
		});
	}

	/** An order was marked failed (its transaction has committed). */
	void failed() {
		this.failed.increment();
	}

	private static void afterCommit(Runnable action) {
		if (!TransactionSynchronizationManager.isSynchronizationActive()) {
			action.run();
			return;
		}
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
			@Override
			public void afterCommit() {
				action.run();
			}
		});
	}

}
