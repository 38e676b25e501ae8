package org.stocktrader.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * Summarises the CPU samples ({@code jdk.ExecutionSample}, what
 * {@code jfr print --events jdk.ExecutionSample} lists) of a JFR recording taken during a
 * measurement window: the methods most often on top of the stack (self time), and the
 * share of samples whose stack passes through each part of the stack (inclusive time). A
 * stack deeper than the recording's stack depth (JFR's {@code stackdepth}, 64 frames
 * unless configured) keeps only its innermost frames: the summary says how many were cut,
 * since a part that lies below the cut (Tomcat, the filters) is missing from those
 * samples.
 */
public final class JfrSummary {

	private static final int TOP = 30;

	/** Parts of the stack, by the first matching frame prefix, inclusive. */
	private static final Map<String, List<String>> PARTS = parts();

	private JfrSummary() {
	}

	private static Map<String, List<String>> parts() {
		Map<String, List<String>> parts = new LinkedHashMap<>();
		parts.put("Thymeleaf rendering", List.of("org.thymeleaf."));
		parts.put("Spring EL", List.of("org.springframework.expression."));
		parts.put("view resolution (ContentNegotiatingViewResolver)",
				List.of("org.springframework.web.servlet.view.ContentNegotiatingViewResolver."));
		parts.put("BCrypt", List.of("org.springframework.security.crypto.bcrypt."));
		parts.put("JDBC (spring-jdbc, HikariCP, PgJDBC)",
				List.of("org.springframework.jdbc.", "com.zaxxer.hikari.", "org.postgresql."));
		parts.put("transactions (Spring)", List.of("org.springframework.transaction."));
		parts.put("quote cache (Caffeine)", List.of("com.github.benmanes.caffeine."));
		parts.put("CXF (SOAP)", List.of("org.apache.cxf."));
		parts.put("resource URL lookups (link rewriting)", List.of(
				"org.springframework.web.servlet.resource.ResourceUrlProvider.",
				"org.springframework.web.servlet.resource.ResourceUrlEncodingFilter$ResourceUrlEncodingResponseWrapper."));
		parts.put("StockTrader code", List.of("org.stocktrader."));
		parts.put("Spring MVC (all request work below DispatcherServlet)",
				List.of("org.springframework.web.servlet.DispatcherServlet."));
		parts.put("Tomcat (all request work below it)", List.of("org.apache.catalina.", "org.apache.coyote."));
		parts.put("garbage collection and JIT (no Java stack)", List.of());
		return parts;
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 1) {
			throw new IllegalArgumentException("usage: JfrSummary RECORDING.jfr");
		}
		Map<String, Integer> self = new HashMap<>();
		Map<String, Integer> inclusive = new LinkedHashMap<>();
		PARTS.keySet().forEach((part) -> inclusive.put(part, 0));
		Map<String, Integer> threads = new HashMap<>();
		int samples = 0;
		int truncated = 0;
		for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(args[0]))) {
			if (!event.getEventType().getName().equals("jdk.ExecutionSample")) {
				continue;
			}
			samples++;
			String thread = (event.getThread("sampledThread") != null) ? event.getThread("sampledThread").getJavaName()
					: "?";
			threads.merge(thread.replaceAll("[-#]?\\d+$", ""), 1, Integer::sum);
			RecordedStackTrace stack = event.getStackTrace();
			if (stack == null || stack.getFrames().isEmpty()) {
				inclusive.merge("garbage collection and JIT (no Java stack)", 1, Integer::sum);
				continue;
			}
			if (stack.isTruncated()) {
				truncated++;
			}
			self.merge(name(stack.getFrames().get(0)), 1, Integer::sum);
			for (Map.Entry<String, List<String>> part : PARTS.entrySet()) {
				if (!part.getValue().isEmpty() && passesThrough(stack, part.getValue())) {
					inclusive.merge(part.getKey(), 1, Integer::sum);
				}
			}
		}
		int total = samples;
		StringBuilder out = new StringBuilder();
		out.append("JFR CPU samples (jdk.ExecutionSample, settings=profile): ").append(samples).append("\n");
		out.append(line(truncated, samples,
				"of them with a stack cut at the recording's stack depth (outer frames lost)"));
		out.append("\n");
		out.append("Share of samples by part of the stack (inclusive; parts overlap):\n");
		for (Map.Entry<String, Integer> part : inclusive.entrySet()) {
			out.append(line(part.getValue(), samples, part.getKey()));
		}
		out.append("\nThreads sampled:\n");
		top(threads, 8).forEach((entry) -> out.append(line(entry.getValue(), total, entry.getKey())));
		out.append("\nTop ").append(TOP).append(" methods on top of the stack (self):\n");
		top(self, TOP).forEach((entry) -> out.append(line(entry.getValue(), total, entry.getKey())));
		System.out.print(out);
	}

	private static List<Map.Entry<String, Integer>> top(Map<String, Integer> counts, int limit) {
		return counts.entrySet()
			.stream()
			.sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
			.limit(limit)
			.toList();
	}

	private static String line(int count, int total, String what) {
		return String.format(Locale.ROOT, "%6.1f %%  %6d  %s%n", (total == 0) ? 0 : 100.0 * count / total, count, what);
	}

	private static boolean passesThrough(RecordedStackTrace stack, List<String> prefixes) {
		for (RecordedFrame frame : stack.getFrames()) {
			String type = frame.getMethod().getType().getName();
			for (String prefix : prefixes) {
				if ((type + ".").startsWith(prefix)) {
					return true;
				}
			}
		}
		return false;
	}

	private static String name(RecordedFrame frame) {
		RecordedMethod method = frame.getMethod();
		return method.getType().getName() + "." + method.getName();
	}

}
