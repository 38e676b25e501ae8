package org.stocktrader.services.market;

import java.io.IOException;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
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
 * Writes are serialised by a lock that writers only ever try, never wait for (the
 * container calls {@link #onWritePossible()} holding its own socket lock): a writer that
 * holds it re-checks the queue after releasing it, so nothing offered meanwhile is left
 * behind. The request is completed under that lock too, and never while a write is in
 * progress: whoever drops the stream marks it closed and completes it if it gets the
 * lock, else the writer holding it completes it when done. No write starts on a closed
 * stream, so none runs once the request is completing (Tomcat would make such a write
 * blocking, its write listener being gone). The one thread that waits for the lock is the
 * container's, when it reports that the request failed ({@link #onError}): it must
 * complete the request before it returns, and no write of another thread may still run in
 * the response it then recycles ({@link #failed}). Any failure of the output, checked or
 * not, drops the stream and never reaches the publisher.
 */
final class StreamSubscriber implements WriteListener, AsyncListener {

	private static final Logger logger = LoggerFactory.getLogger(StreamSubscriber.class);

	/** Streams started so far, for their names. */
	private static final AtomicLong streams = new AtomicLong();

	/** How long a failed request's container thread waits for a write in progress. */
	private static final long FAILED_WRITE_WAIT_SECONDS = 5;

	private final AsyncContext async;

	private final ServletOutputStream out;

	private final long budget;

	private final Consumer<StreamSubscriber> onClose;

	/** Its name in logs: a number and the client's address. */
	private final String name;

	private final Queue<byte[]> queue = new ConcurrentLinkedQueue<>();

	private final AtomicLong queued = new AtomicLong();

	private final ReentrantLock lock = new ReentrantLock();

	private final AtomicBoolean closed = new AtomicBoolean();

	/** Dropped and the request not yet completed: for whoever holds the lock next. */
	private final AtomicBoolean completion = new AtomicBoolean();

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

	/** Why it closed, once it has. */
	private volatile String closedBy;

	/**
	 * A subscriber.
	 * @param client the client's address, for logs
	 * @param async the stream's request
	 * @param out its output
	 * @param budget the bytes it may have waiting
	 * @param onClose called once when it closes
	 */
	StreamSubscriber(String client, AsyncContext async, ServletOutputStream out, long budget,
			Consumer<StreamSubscriber> onClose) {
		this.async = async;
		this.out = out;
		this.budget = budget;
		this.onClose = onClose;
		this.name = "stream " + streams.incrementAndGet() + " from " + client;
	}

	/** Starts writing: the container calls {@link #onWritePossible()} from now on. */
	void start() {
		logger.debug("Starting {}", this.name);
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
		complete();
	}

	/**
	 * Completes the request of a dropped stream when no write is in progress; else the
	 * writer does it when it releases the lock (it calls this after each release).
	 */
	private void complete() {
		while (this.completion.get() && this.lock.tryLock()) {
			try {
				completePending();
			}
			finally {
				this.lock.unlock();
			}
		}
	}

	/** Completes the request if its completion is pending; the caller holds the lock. */
	private void completePending() {
		try {
			if (this.completion.compareAndSet(true, false)) {
				logger.debug("Completing {} on {}", this.name, Thread.currentThread().getName());
				this.async.complete();
			}
		}
		catch (RuntimeException ex) {
			// already completed or recycled by the container (client gone or error)
			logger.debug("{} was already complete: {}", this.name, ex.toString());
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
			// closed: the request completes when this lock is released
			while (!this.closed.get() && this.out.isReady() && (frame = this.queue.poll()) != null) {
				this.queued.addAndGet(-frame.length);
				this.out.write(frame);
				this.unflushed = true;
			}
			if (this.closed.get()) {
				return;
			}
			if (this.unflushed && this.out.isReady()) {
				this.out.flush();
				this.unflushed = false;
			}
			// isReady() false: the container calls onWritePossible() when the
			// connection takes more (a call since 'seen' unblocks at once)
			this.blockedAt = this.out.isReady() ? -1 : seen;
		}
		catch (IOException | RuntimeException ex) {
			// a gone client (IOException), or a response the container has completed or
			// recycled meanwhile (IllegalStateException, NullPointerException)
			drop("writing failed: " + ex);
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
		failed("the connection failed: " + failure.getMessage());
	}

	/**
	 * Ends the stream, releases the queued frames and completes the request once no write
	 * is in progress; never waits.
	 */
	void drop(String reason) {
		if (close(reason)) {
			this.completion.set(true);
			complete();
		}
	}

	/** Ends the stream at shutdown. */
	void close() {
		drop("the node is stopping");
	}

	/** Marks the stream closed and gives its place back; false when it already was. */
	private boolean close(String reason) {
		if (!this.closed.compareAndSet(false, true)) {
			return false;
		}
		this.closedBy = reason;
		logger.debug("Dropping {}: {}", this.name, reason);
		this.queue.clear();
		this.queued.set(0);
		this.onClose.accept(this);
		return true;
	}

	@Override
	public void onComplete(AsyncEvent event) {
		// the container ended the request: nothing to complete
		close("the request ended");
	}

	@Override
	public void onTimeout(AsyncEvent event) {
		failed("timed out");
	}

	@Override
	public void onError(AsyncEvent event) {
		failed("the request failed: " + event.getThrowable());
	}

	/**
	 * The container tells, on its own thread, that the request failed (the client went
	 * away) or timed out: the request must be completed before this returns, and no write
	 * may still be running when it returns, for the container then ends the request and
	 * gives its objects to the next connection (a write of another thread still running
	 * in them, or a completion after that, acted on a new stream's request: a new stream
	 * got its headers and then nothing). So this closes the stream, which stops further
	 * writes, and then waits for a write in progress: a non-blocking write, which takes
	 * none of the container's locks, ends at once. The wait is bounded all the same; past
	 * it, the writer completes the request when it is done, as before.
	 */
	private void failed(String reason) {
		if (close(reason)) {
			this.completion.set(true);
		}
		// else whoever closed it set the completion, or the request ended
		boolean locked;
		try {
			locked = this.lock.tryLock(FAILED_WRITE_WAIT_SECONDS, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			locked = false;
		}
		if (!locked) {
			logger.warn("A write to {} did not end within {} s of its request failing", this.name,
					FAILED_WRITE_WAIT_SECONDS);
			complete();
			return;
		}
		try {
			completePending();
		}
		finally {
			this.lock.unlock();
		}
	}

	@Override
	public void onStartAsync(AsyncEvent event) {
	}

	/** Its state, for logs and failing tests. */
	@Override
	public String toString() {
		return "StreamSubscriber[" + this.name + ", queued=" + this.queued.get() + " bytes in " + this.queue.size()
				+ " frames, writable=" + this.writable + ", wakeups=" + this.wakeups.get() + ", blockedAt="
				+ this.blockedAt + ", unflushed=" + this.unflushed + ", closed=" + this.closed.get() + ", completing="
				+ this.completion.get() + ", locked=" + this.lock.isLocked() + ", slow=" + this.slow + ", closedBy="
				+ this.closedBy + "]";
	}

}
