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
 * Writes are serialised by a lock that writers only ever try, never wait for (the
 * container calls {@link #onWritePossible()} holding its own socket lock): a writer that
 * holds it re-checks the queue after releasing it, so nothing offered meanwhile is left
 * behind. The request is completed under that lock too, and never while a write is in
 * progress: whoever drops the stream marks it closed and completes it if it gets the
 * lock, else the writer holding it completes it when done. No write starts on a closed
 * stream, so none runs once the request is completing (Tomcat would make such a write
 * blocking, its write listener being gone). A response the container completed and
 * recycled meanwhile (the client went away) throws {@link IllegalStateException} or
 * {@link NullPointerException} from Tomcat's output stream: any failure of the output,
 * checked or not, drops the stream and never reaches the publisher.
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
		complete();
	}

	/**
	 * Completes the request of a dropped stream when no write is in progress; else the
	 * writer does it when it releases the lock (it calls this after each release).
	 */
	private void complete() {
		while (this.completion.get() && this.lock.tryLock()) {
			try {
				if (this.completion.compareAndSet(true, false)) {
					this.async.complete();
				}
			}
			catch (RuntimeException ex) {
				// already completed or recycled by the container (client gone or error)
				logger.trace("Market stream already complete: {}", ex.toString());
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
		drop("the connection failed: " + failure.getMessage());
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
		logger.debug("Dropping a market stream subscriber: {}", reason);
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
		drop("timed out");
	}

	@Override
	public void onError(AsyncEvent event) {
		drop("the request failed: " + event.getThrowable());
	}

	@Override
	public void onStartAsync(AsyncEvent event) {
	}

	/** Its state, for logs and failing tests. */
	@Override
	public String toString() {
		return "StreamSubscriber[queued=" + this.queued.get() + " bytes in " + this.queue.size() + " frames, writable="
				+ this.writable + ", wakeups=" + this.wakeups.get() + ", blockedAt=" + this.blockedAt + ", unflushed="
				+ this.unflushed + ", closed=" + this.closed.get() + ", completing=" + this.completion.get()
				+ ", locked=" + this.lock.isLocked() + ", slow=" + this.slow + "]";
	}

}
