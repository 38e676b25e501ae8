package org.stocktrader.services.trade;

import java.util.List;
import java.util.concurrent.ThreadPoolExecutor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.order.OrderRepository;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The order processor of the asynchronous processing mode: once the transaction that
 * placed an order commits, executes it on a small thread pool, each order in its own
 * transaction. When the queue is full the committing thread executes the order itself,
 * which slows producers down instead of dropping orders.
 */
@Component
class AsyncOrderProcessor implements DisposableBean {

	private static final Logger logger = LoggerFactory.getLogger(AsyncOrderProcessor.class);

	private final OrderExecution execution;

	private final OrderRepository orders;

	private final TradeProperties properties;

	private final TransactionTemplate transaction;

	private final ThreadPoolTaskExecutor executor;

	AsyncOrderProcessor(OrderExecution execution, OrderRepository orders, TradeProperties properties,
			PlatformTransactionManager transactionManager) {
		this.execution = execution;
		this.orders = orders;
		this.properties = properties;
		this.transaction = new TransactionTemplate(transactionManager);
		// afterCommit still runs inside the old transaction's synchronization scope
		this.transaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
		this.executor = new ThreadPoolTaskExecutor();
		this.executor.setThreadNamePrefix("order-processor-");
		this.executor.setCorePoolSize(2);
		this.executor.setMaxPoolSize(2);
		this.executor.setQueueCapacity(10_000);
		this.executor.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
		this.executor.setWaitForTasksToCompleteOnShutdown(true);
		this.executor.setAwaitTerminationSeconds(30);
		this.executor.initialize();
	}

	/**
	 * Executes the order after the current transaction commits (never if it rolls back).
	 */
	void submitAfterCommit(int orderId) {
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

			@Override
			public void afterCommit() {
				AsyncOrderProcessor.this.executor.execute(() -> process(orderId));
			}

		});
	}

	/**
	 * In asynchronous mode, executes the orders a previous run left open (placed, but not
	 * executed before it stopped).
	 */
	@EventListener(ApplicationReadyEvent.class)
	void resumeOpenOrders() {
		if (this.properties.processingMode() != ProcessingMode.ASYNCHRONOUS) {
			return;
		}
		List<Integer> open = this.orders.findOpenOrderIds();
		if (!open.isEmpty()) {
			logger.info("Executing {} orders left open", open.size());
		}
		for (int orderId : open) {
			this.executor.execute(() -> process(orderId));
		}
	}

	private void process(int orderId) {
		try {
			this.transaction.executeWithoutResult((status) -> this.execution.complete(orderId));
		}
		catch (TradeException | DataAccessException ex) {
			// the order stays open; completeOrder can execute it later
			logger.error("Order {} could not be executed", orderId, ex);
		}
	}

	@Override
	public void destroy() {
		this.executor.shutdown();
	}

}
