package org.stocktrader.services.trade;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.db.Notifications;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;

import org.springframework.context.SmartLifecycle;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionException;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The order processor of the asynchronous processing mode. The order row is the message:
 * a placed order is committed {@code open} and announced with {@code NOTIFY}; on every
 * node, a few threads claim due open orders in small batches ({@code FOR UPDATE SKIP
 * LOCKED}, leased for a while so that no other node takes them meanwhile) and execute
 * each batch in one transaction, locking accounts, quotes, holdings and orders in the
 * fixed order and executing only orders still open; when the batch fails, each of its
 * orders is executed again in a transaction of its own. So an order executes exactly
 * once, whichever node placed it, and a dead node's orders are taken over when their
 * lease ends. A failed execution is retried with backoff; after the last attempt the
 * order is marked {@code failed} with its reason. The threads wake on notifications (see
 * the node's shared {@link Notifications} on {@link OrderRepository#PLACED_CHANNEL}) and
 * poll as a fallback. No request thread ever executes an order in this mode.
 * <p>
 * The mode is live: when the operator switches to asynchronous, the threads start on
 * every node; when switched back to synchronous, they execute the orders still open and
 * then stop.
 */
@Component
public class OrderProcessor implements SmartLifecycle {

	private static final Logger logger = LoggerFactory.getLogger(OrderProcessor.class);

	private final OrderExecution execution;

	private final OrderRepository orders;

	private final LiveValue<ProcessingMode> processingMode;

	private final OrderProcessorProperties properties;

	private final Notifications notifications;

	private final TransactionTemplate transaction;

	private final OrderMetrics metrics;

	private final Semaphore wake = new Semaphore(0);

	private final AtomicLong executed = new AtomicLong();

	private final AtomicLong failed = new AtomicLong();

	private final List<Thread> threads = new ArrayList<>();

	private volatile boolean running;

	/** Whether the application runs (between the lifecycle's start and stop). */
	private boolean started;

	private Notifications.Subscription subscription;

	OrderProcessor(OrderExecution execution, OrderRepository orders, LiveValue<ProcessingMode> processingMode,
			OrderProcessorProperties properties, Notifications notifications,
			PlatformTransactionManager transactionManager, OrderMetrics metrics) {
		this.execution = execution;
		this.orders = orders;
		this.processingMode = processingMode;
		processingMode.onChange(this::modeChanged);
		this.properties = properties;
		this.notifications = notifications;
		this.transaction = new TransactionTemplate(transactionManager);
		this.metrics = metrics;
	}

	/** Starts the threads, in asynchronous mode when enabled. */
	@Override
	public synchronized void start() {
		this.started = true;
		startThreads();
	}

	private synchronized void modeChanged(ProcessingMode mode) {
		if (mode == ProcessingMode.ASYNCHRONOUS && this.started) {
			startThreads();
		}
		else if (mode == ProcessingMode.SYNCHRONOUS) {
			// the threads execute what is still open, then stop (see drained)
			this.wake.release(Math.max(1, this.threads.size()));
		}
	}

	private synchronized void startThreads() {
		if (this.running || !asynchronous() || !this.properties.enabled()) {
			return;
		}
		this.running = true;
		for (int i = 1; i <= this.properties.threads(); i++) {
			this.threads.add(Thread.ofPlatform().name("order-processor-" + i).start(this::work));
		}
		if (this.properties.listen()) {
			// woken by each announcement, and once listening (after every reconnection)
			// for
			// what was announced while nobody listened; polling covers the time between
			this.subscription = this.notifications.listen(OrderRepository.PLACED_CHANNEL, new Notifications.Listener() {

				@Override
				public void notified(String payload) {
					wakeUp();
				}

				@Override
				public void listening() {
					wakeUp();
				}

			});
		}
		logger.info("Order processor started: {} threads, batches of {}, lease {}", this.properties.threads(),
				this.properties.batchSize(), this.properties.lease());
	}

	/** Stops taking orders; each thread finishes the batch it claimed. */
	@Override
	public void stop() {
		List<Thread> stopping;
		synchronized (this) {
			this.started = false;
			if (!this.running) {
				return;
			}
			this.running = false;
			stopListener();
			this.wake.release(this.threads.size());
			stopping = List.copyOf(this.threads);
			this.threads.clear();
		}
		for (Thread thread : stopping) {
			try {
				thread.join(this.properties.lease().toMillis());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				break;
			}
		}
	}

	private void stopListener() {
		if (this.subscription != null) {
			this.subscription.close();
			this.subscription = null;
		}
	}

	/**
	 * In synchronous mode, a thread that found nothing to execute leaves; the last one
	 * stops the processor. Checked under the lock, so that a switch back to asynchronous
	 * meanwhile either keeps the thread or starts new ones.
	 */
	private synchronized boolean drained() {
		if (asynchronous() || !this.running) {
			return false;
		}
		this.threads.remove(Thread.currentThread());
		if (this.threads.isEmpty()) {
			this.running = false;
			stopListener();
			logger.info("Order processor stopped: synchronous mode, no open orders left");
		}
		return true;
	}

	private boolean asynchronous() {
		return this.processingMode.get() == ProcessingMode.ASYNCHRONOUS;
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/** Orders this node's processor executed since it started. */
	public long executedCount() {
		return this.executed.get();
	}

	/** Orders this node's processor marked failed since it started. */
	public long failedCount() {
		return this.failed.get();
	}

	/** Wakes this node's threads to look for open orders now. */
	public void wakeUp() {
		this.wake.release(Math.max(1, this.properties.threads()));
	}

	private void work() {
		while (this.running) {
			int claimed;
			try {
				claimed = processBatch();
			}
			catch (DataAccessException | TransactionException ex) {
				logger.warn("The order processor cannot reach the database: {}", ex.getMessage());
				claimed = 0;
			}
			catch (RuntimeException ex) {
				// whatever else went wrong must not end this thread: the orders it
				// claimed
				// are taken again when their lease ends
				logger.error("The order processor failed; going on", ex);
				claimed = 0;
			}
			if (claimed == 0 && (drained() || !idle())) {
				return;
			}
		}
	}

	/** Waits for a notification or the poll interval; false when interrupted. */
	private boolean idle() {
		try {
			this.wake.tryAcquire(this.properties.pollInterval().toMillis(), TimeUnit.MILLISECONDS);
			this.wake.drainPermits();
			return true;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	private int processBatch() {
		List<Integer> claimed = this.transaction
			.execute((status) -> this.orders.claimDue(this.properties.batchSize(), this.properties.lease().toMillis()));
		if (claimed == null || claimed.isEmpty()) {
			return 0;
		}
		if (claimed.size() > 1 && processTogether(claimed)) {
			return claimed.size();
		}
		for (int orderId : claimed) {
			process(orderId);
		}
		return claimed.size();
	}

	/**
	 * Executes the claimed orders in one transaction (one commit, a few statements for
	 * the whole batch); false, having changed nothing, when that failed, so that each
	 * order is then executed (and a failure recorded) on its own.
	 */
	private boolean processTogether(List<Integer> claimed) {
		List<Order> done;
		try {
			done = this.transaction.execute((status) -> this.execution.completeAllOpen(claimed));
		}
		catch (RuntimeException ex) {
			logger.debug("A batch of {} orders failed; executing them one by one", claimed.size(), ex);
			return false;
		}
		if (done != null) {
			this.executed.addAndGet(done.stream().filter((order) -> order.status() == OrderStatus.CLOSED).count());
		}
		return true;
	}

	private void process(int orderId) {
		try {
			Order done = this.transaction.execute((status) -> this.execution.completeIfOpen(orderId).orElse(null));
			if (done != null && done.status() == OrderStatus.CLOSED) {
				this.executed.incrementAndGet();
			}
		}
		catch (RuntimeException ex) {
			// whatever went wrong with this order must not stop the orders behind it: the
			// failure is recorded on the order, retried, and reported when final
			recordFailure(orderId, ex);
		}
	}

	private void recordFailure(int orderId, RuntimeException failure) {
		// the database's own message, not Spring's wrapping of it (which holds the SQL)
		String reason = failure.getClass().getSimpleName() + ": "
				+ NestedExceptionUtils.getMostSpecificCause(failure).getMessage();
		OrderStatus status = this.transaction
			.execute((tx) -> this.orders
				.recordFailure(orderId, reason, this.properties.maxAttempts(),
						this.properties.retryBackoff().toMillis(), this.properties.maxRetryBackoff().toMillis())
				.orElse(null));
		if (status == OrderStatus.FAILED) {
			this.failed.incrementAndGet();
			this.metrics.failed();
			logger.error("Order {} failed after {} attempts and will not be executed: {}", orderId,
					this.properties.maxAttempts(), reason, failure);
		}
		else if (status != null) {
			logger.warn("Order {} could not be executed ({}); retrying later", orderId, reason);
		}
	}

}
