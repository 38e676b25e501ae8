package org.stocktrader.loader;

import java.io.PrintStream;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The loader's console output: a live line per table on a terminal ({@code \r} rows, rate
 * and ETA), plain lines every few seconds otherwise, and a closing summary table. This is
 * the tool's output, not logging, so it is the one place that prints.
 */
public final class Progress implements AutoCloseable {

	private final PrintStream out;

	private final boolean terminal;

	private final ScheduledExecutorService ticker;

	private final List<Step> steps = new ArrayList<>();

	private final long started = System.nanoTime();

	Progress(PrintStream out, boolean terminal) {
		this.out = out;
		this.terminal = terminal;
		this.ticker = Executors
			.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("progress").factory());
	}

	/** Output that is never shown, for embedded use such as the demo data seeding. */
	public static Progress silent() {
		return new Progress(new PrintStream(PrintStream.nullOutputStream()), false);
	}

	/** Whether standard output is an interactive terminal. */
	static boolean stdoutIsTerminal() {
		java.io.Console console = System.console();
		if (console == null) {
			return false;
		}
		try {
			// Console.isTerminal() exists from Java 22 on, where System.console() is no
			// longer
			// null when the output is redirected; the build targets Java 21.
			Method isTerminal = java.io.Console.class.getMethod("isTerminal");
			return (boolean) isTerminal.invoke(console);
		}
		catch (ReflectiveOperationException ex) {
			return true;
		}
	}

	void line(String format, Object... args) {
		this.out.println(String.format(Locale.ROOT, format, args));
		this.out.flush();
	}

	/**
	 * Starts a table of {@code total} rows; call {@link Task#finish(long)} at the end.
	 */
	Task table(String name, long total) {
		Task task = new Task(name, total);
		long period = this.terminal ? 250 : 5000;
		task.tick = this.ticker.scheduleAtFixedRate(task::show, period, period, TimeUnit.MILLISECONDS);
		return task;
	}

	/** Runs a step without a row count (indexes, copies, checksums) and times it. */
	<T> T step(String name, java.util.function.Supplier<T> body) {
		if (this.terminal) {
			this.out.print(String.format(Locale.ROOT, "%-40s ...", name));
			this.out.flush();
		}
		long start = System.nanoTime();
		T result = body.get();
		Step step = new Step(name, -1, seconds(start));
		this.steps.add(step);
		if (this.terminal) {
			this.out.print('\r');
		}
		line("%-40s %8.1f s", name, step.seconds);
		return result;
	}

	void step(String name, Runnable body) {
		step(name, () -> {
			body.run();
			return null;
		});
	}

	/** Prints the closing table: rows, seconds and rows per second per step. */
	void summary(String title) {
		double total = seconds(this.started);
		line("");
		line("%-40s %12s %9s %12s", title, "rows", "seconds", "rows/s");
		long rows = 0;
		for (Step step : this.steps) {
			if (step.rows >= 0) {
				rows += step.rows;
				line("%-40s %,12d %9.1f %,12.0f", step.name, step.rows, step.seconds, step.rows / step.seconds);
			}
			else {
				line("%-40s %12s %9.1f %12s", step.name, "", step.seconds, "");
			}
		}
		line("%-40s %,12d %9.1f %,12.0f", "total", rows, total, rows / total);
	}

	List<Step> steps() {
		return List.copyOf(this.steps);
	}

	@Override
	public void close() {
		this.ticker.shutdownNow();
	}

	private static double seconds(long startNanos) {
		return Math.max(1e-3, (System.nanoTime() - startNanos) / 1e9);
	}

	/** A step of the run: rows (or -1) and seconds. */
	record Step(String name, long rows, double seconds) {

	}

	/** The progress of one table. */
	final class Task {

		private final String name;

		private final long total;

		private final AtomicLong rows = new AtomicLong();

		private final long start = System.nanoTime();

		private ScheduledFuture<?> tick;

		private Task(String name, long total) {
			this.name = name;
			this.total = total;
		}

		void advance(long count) {
			this.rows.addAndGet(count);
		}

		void finish(long copied) {
			this.tick.cancel(false);
			Step step = new Step("copy " + this.name, copied, seconds(this.start));
			Progress.this.steps.add(step);
			synchronized (Progress.this) {
				if (Progress.this.terminal) {
					Progress.this.out.print("\r\033[K");
				}
				line("%-40s %,12d rows %7.1f s %,10.0f rows/s", step.name, copied, step.seconds, copied / step.seconds);
			}
		}

		void abandon() {
			this.tick.cancel(false);
		}

		private void show() {
			long done = this.rows.get();
			double elapsed = seconds(this.start);
			double rate = done / elapsed;
			long eta = (rate > 0) ? Math.round((this.total - done) / rate) : -1;
			String text = String.format(Locale.ROOT, "%-40s %,12d / %,d rows %,10.0f rows/s  ETA %s",
					"copy " + this.name, done, this.total, rate,
					(eta < 0) ? "?" : Duration.ofSeconds(eta).toString().substring(2).toLowerCase(Locale.ROOT));
			synchronized (Progress.this) {
				if (Progress.this.terminal) {
					Progress.this.out.print("\r\033[K" + text);
					Progress.this.out.flush();
				}
				else {
					line("%s", text);
				}
			}
		}

	}

}
