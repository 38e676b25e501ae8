package org.stocktrader.services.market;

import java.io.IOException;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open stream: an asynchronous request whose output is written without blocking
 * (Servlet {@link WriteListener}). Frames are shared byte arrays, queued up to a byte
 * budget; whoever offers a frame writes what the connection takes now and leaves the rest
 * to {@link #onWritePossible()}, which the container calls when the connection can take
 * more. No thread ever waits for a client: a subscriber whose queue would pass the budget
 * is dropped (its request completed, its frames released).
 * <p>
 * Writes are serialised by a lock that is only ever tried, never waited for (the
 * container calls {@link #onWritePossible()} holding its own socket lock): a writer that
 * holds it re-checks the queue after releasing it, so nothing offered meanwhile is left
 * behind.
 */
final class StreamSubscriber implements WriteListener, AsyncListener {

	private static final Logger logger = LoggerFactory.getLogger(StreamSubscriber.class);

	private final AsyncContext async;

	private final ServletOutputStream out;

	private final long budget;

	private final Consumer<StreamSubscriber> onClose;

	private final Queue<byte[]> queue = new ConcurrentLinkedQueue<>();

	private final AtomicLong queued = new AtomicLong();

	private final ReentrantLock lock = new ReentrantLock();

	private final AtomicBoolean closed = new AtomicBoolean();

	/** Calls of {@link #onWritePossible()} so far. */
	private final AtomicLong wakeups = new AtomicLong();

	/**
	 * The count of wake-ups when the connection last took less than offered, or -1: it is
	 * blocked until the container calls {@link #onWritePossible()} again.
	 */
	private volatile long blockedAt = -1;

	/** Bytes written since the last flush. */
	private volatile boolean unflushed;

	private volatile boolean writable;

	private volatile boolean slow;

	StreamSubscriber(AsyncContext async, ServletOutputStream out, long budget, Consumer<StreamSubscriber> onClose) {
		this.async = async;
		this.out = out;
		this.budget = budget;
		this.onClose = onClose;
	}

	/** Starts writing: the container calls {@link #onWritePossible()} from now on. */
	void start() {
		this.async.addListener(this);
		this.out.setWriteListener(this);
	}

	/**
	 * Queues a frame and writes what the connection takes now; false when the subscriber
	 * is closed, or was dropped because its queue would pass the budget.
	 */
	boolean offer(byte[] frame) {
		if (this.closed.get()) {
			return false;
		}
		if (this.queued.addAndGet(frame.length) > this.budget) {
			this.queued.addAndGet(-frame.length);
			this.slow = true;
			drop("its connection took no more and " + this.budget + " bytes were waiting");
			return false;
		}
		this.queue.add(frame);
		drain();
		return true;
	}

	/** Bytes queued now. */
	long queued() {
		return this.queued.get();
	}

	boolean isClosed() {
		return this.closed.get();
	}

	/** Whether it was dropped for taking too little. */
	boolean wasSlow() {
		return this.slow;
	}

	private void drain() {
		while (this.writable && !blocked() && !this.closed.get() && (!this.queue.isEmpty() || this.unflushed)) {
			if (!this.lock.tryLock()) {
				return;
			}
			try {
				writeWhatFits();
			}
			finally {
				this.lock.unlock();
			}
		}
	}

	private boolean blocked() {
		long at = this.blockedAt;
		return at >= 0 && at == this.wakeups.get();
	}

	/** Writes queued frames while the connection takes them, then flushes. */
	private void writeWhatFits() {
		long seen = this.wakeups.get();
		try {
			byte[] frame;
			while (this.out.isReady() && (frame = this.queue.poll()) != null) {
				this.queued.addAndGet(-frame.length);
				this.out.write(frame);
				this.unflushed = true;
			}
			if (this.unflushed && this.out.isReady()) {
				this.out.flush();
				this.unflushed = false;
			}
			// isReady() false: the container calls onWritePossible() when the
			// connection takes more (a call since 'seen' unblocks at once)
			this.blockedAt = this.out.isReady() ? -1 : seen;
		}
		catch (IOException | IllegalStateException ex) {
			drop("writing failed: " + ex.getMessage());
		}
	}

	@Override
	public void onWritePossible() {
		this.writable = true;
		this.wakeups.incrementAndGet();
		drain();
	}

	@Override
	public void onError(Throwable failure) {
		drop("the connection failed: " + failure.getMessage());
	}

	/** Ends the stream and releases the queued frames. */
	void drop(String reason) {
		if (!this.closed.compareAndSet(false, true)) {
			return;
		}
		logger.debug("Dropping a market stream subscriber: {}", reason);
		this.queue.clear();
		this.queued.set(0);
		this.onClose.accept(this);
		try {
			this.async.complete();
		}
		catch (IllegalStateException ex) {
			// already completed by the container (client gone or error)
			logger.trace("Market stream already complete: {}", ex.getMessage());
		}
	}

	/** Ends the stream at shutdown. */
	void close() {
		drop("the node is stopping");
	}

	private void gone() {
		if (this.closed.compareAndSet(false, true)) {
			this.queue.clear();
			this.queued.set(0);
			this.onClose.accept(this);
		}
	}

	@Override
	public void onComplete(AsyncEvent event) {
		gone();
	}

	@Override
	public void onTimeout(AsyncEvent event) {
		drop("timed out");
	}

	@Override
	public void onError(AsyncEvent event) {
		drop("the request failed: " + event.getThrowable());
	}

	@Override
	public void onStartAsync(AsyncEvent event) {
	}

}
