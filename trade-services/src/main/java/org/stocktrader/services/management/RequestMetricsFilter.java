package org.stocktrader.services.management;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletMapping;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.MappingMatch;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.servlet.HandlerMapping;

/**
 * Times every HTTP request as {@code http.server.requests}, with the tags of Spring's
 * request observation ({@code method}, {@code uri}, {@code status}, {@code outcome},
 * {@code exception}, {@code error}), in place of Spring's
 * {@code ServerHttpObservationFilter}: one {@link System#nanoTime()} before and after the
 * chain, and a timer found without building tags (a map lookup by route, then a scan of
 * the few method and status pairs seen on that route); an observation, its context, its
 * key values and a registry lookup by tags per request cost several times more.
 * <p>
 * The {@code uri} tag is Spring MVC's route pattern ({@code /quotes},
 * {@code /api/accounts/{userId}}), or what a {@link RouteTag} bean names it; without a
 * pattern, or for a servlet of its own: {@code REDIRECTION} (3xx), {@code NOT_FOUND}
 * (404), the mapping of that servlet ({@code /services/*}, {@code /wstest/services/*},
 * {@code /api/market/stream}), else {@code UNKNOWN}: a bounded set of values, never the
 * raw path. An exception that left the chain counts as status 500; an exception handled
 * by an error view names the {@code exception} tag. An asynchronous request (the live
 * market stream) is timed until it completes; a client that closes it (an
 * {@code IOException} while writing) ends it normally, with no exception tag.
 */
final class RequestMetricsFilter implements Filter {

	static final String METRIC = "http.server.requests";

	private static final String NONE = "none";

	private static final String UNKNOWN = "UNKNOWN";

	private final ObjectProvider<MeterRegistry> registries;

	private final RouteTag[] routeTags;

	/** Requests without an exception: by uri tag, then by method and status. */
	private final ConcurrentMap<String, Route> routes = new ConcurrentHashMap<>();

	/** Requests with an exception (rare): by every tag. */
	private final ConcurrentMap<Failure, Timer> failures = new ConcurrentHashMap<>();

	private volatile MeterRegistry registry;

	RequestMetricsFilter(ObjectProvider<MeterRegistry> registries, List<RouteTag> routeTags) {
		this.registries = registries;
		this.routeTags = routeTags.toArray(RouteTag[]::new);
	}

	@Override
	public void doFilter(ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
			throws IOException, ServletException {
		if (!(servletRequest instanceof HttpServletRequest request)
				|| !(servletResponse instanceof HttpServletResponse response)) {
			chain.doFilter(servletRequest, servletResponse);
			return;
		}
		long start = System.nanoTime();
		Throwable failure = null;
		try {
			chain.doFilter(request, response);
		}
		catch (IOException | ServletException | RuntimeException | Error ex) {
			failure = (ex instanceof ServletException && ex.getCause() != null) ? ex.getCause() : ex;
			throw ex;
		}
		finally {
			if (request.isAsyncStarted()) {
				request.getAsyncContext().addListener(new Completion(request, response, start, failure));
			}
			else {
				record(request, response, start, failure, failure != null);
			}
		}
	}

	/**
	 * Records a request served.
	 * @param failure an exception that ended it, if any
	 * @param escaped whether the exception left the filter chain (the container answers
	 * 500, whatever the response says now)
	 */
	private void record(HttpServletRequest request, HttpServletResponse response, long start, Throwable failure,
			boolean escaped) {
		long elapsed = System.nanoTime() - start;
		Throwable error = (failure != null) ? failure
				: (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
		int status = escaped ? HttpServletResponse.SC_INTERNAL_SERVER_ERROR : response.getStatus();
		String uri = uri(request, status);
		String method = method(request.getMethod());
		Timer timer;
		if (error == null) {
			Route route = this.routes.get(uri);
			if (route == null) {
				route = this.routes.computeIfAbsent(uri, Route::new);
			}
			timer = route.timer(method, status);
		}
		else {
			timer = this.failures.computeIfAbsent(new Failure(uri, method, status, exception(error)),
					(key) -> register(key.uri(), key.method(), key.status(), key.exception()));
		}
		timer.record(elapsed, TimeUnit.NANOSECONDS);
	}

	private String uri(HttpServletRequest request, int status) {
		// a servlet of its own (SOAP, WSTest, the market stream): CXF sets Spring MVC's
		// attribute to the raw path, so only the servlet's mapping is a bounded value
		HttpServletMapping mapping = request.getHttpServletMapping();
		boolean ownServlet = mapping != null
				&& (mapping.getMappingMatch() == MappingMatch.PATH || mapping.getMappingMatch() == MappingMatch.EXACT);
		if (!ownServlet
				&& request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE) instanceof String pattern) {
			if (pattern.isEmpty()) {
				return "root";
			}
			for (RouteTag tag : this.routeTags) {
				String named = tag.uri(request, pattern);
				if (named != null) {
					return named;
				}
			}
			return pattern;
		}
		if (status >= 300 && status < 400) {
			return "REDIRECTION";
		}
		if (status == HttpServletResponse.SC_NOT_FOUND) {
			return "NOT_FOUND";
		}
		return ownServlet ? mapping.getPattern() : UNKNOWN;
	}

	/** The method as a constant (compared by identity below), or {@code UNKNOWN}. */
	private static String method(String method) {
		return switch (method) {
			case "GET" -> "GET";
			case "POST" -> "POST";
			case "HEAD" -> "HEAD";
			case "PUT" -> "PUT";
			case "PATCH" -> "PATCH";
			case "DELETE" -> "DELETE";
			case "OPTIONS" -> "OPTIONS";
			case "TRACE" -> "TRACE";
			case null, default -> UNKNOWN;
		};
	}

	private static String exception(Throwable error) {
		String name = error.getClass().getSimpleName();
		return name.isEmpty() ? error.getClass().getName() : name;
	}

	private static String outcome(int status) {
		return switch (status / 100) {
			case 1 -> "INFORMATIONAL";
			case 2 -> "SUCCESS";
			case 3 -> "REDIRECTION";
			case 4 -> "CLIENT_ERROR";
			case 5 -> "SERVER_ERROR";
			default -> UNKNOWN;
		};
	}

	private Timer register(String uri, String method, int status, String exception) {
		MeterRegistry meters = this.registry;
		if (meters == null) {
			meters = this.registries.getObject();
			this.registry = meters;
		}
		return Timer.builder(METRIC)
			.description("HTTP requests served")
			.tags(Tags.of("uri", uri, "method", method, "status", Integer.toString(status), "outcome", outcome(status),
					"exception", exception, "error", exception))
			.register(meters);
	}

	/**
	 * The timers of one route without an exception: a short array, replaced (never
	 * changed) when a method and status are first seen.
	 */
	private final class Route {

		private final String uri;

		private volatile Entry[] entries = new Entry[0];

		Route(String uri) {
			this.uri = uri;
		}

		Timer timer(String method, int status) {
			Timer found = find(this.entries, method, status);
			return (found != null) ? found : add(method, status);
		}

		private synchronized Timer add(String method, int status) {
			Entry[] current = this.entries;
			Timer found = find(current, method, status);
			if (found == null) {
				found = register(this.uri, method, status, NONE);
				Entry[] more = Arrays.copyOf(current, current.length + 1);
				more[current.length] = new Entry(method, status, found);
				this.entries = more;
			}
			return found;
		}

		private static Timer find(Entry[] entries, String method, int status) {
			for (Entry entry : entries) {
				if (entry.status() == status && entry.method() == method) {
					return entry.timer();
				}
			}
			return null;
		}

	}

	private record Entry(String method, int status, Timer timer) {

	}

	private record Failure(String uri, String method, int status, String exception) {

	}

	/**
	 * Records an asynchronous request when it completes (after a timeout too), with the
	 * status it answered: an error during the asynchronous part (a client gone from a
	 * stream) names the exception, the status stays what was sent.
	 */
	private final class Completion implements AsyncListener {

		private final HttpServletRequest request;

		private final HttpServletResponse response;

		private final long start;

		private final boolean escaped;

		private Throwable failure;

		private boolean recorded;

		Completion(HttpServletRequest request, HttpServletResponse response, long start, Throwable failure) {
			this.request = request;
			this.response = response;
			this.start = start;
			this.failure = failure;
			this.escaped = failure != null;
		}

		@Override
		public void onComplete(AsyncEvent event) {
			Throwable error;
			synchronized (this) {
				if (this.recorded) {
					return;
				}
				this.recorded = true;
				error = this.failure;
			}
			record(this.request, this.response, this.start, error, this.escaped);
		}

		@Override
		public void onTimeout(AsyncEvent event) {
			// onComplete follows
		}

		@Override
		public synchronized void onError(AsyncEvent event) {
			Throwable error = event.getThrowable();
			if (error instanceof ServletException && error.getCause() != null) {
				error = error.getCause();
			}
			// a client gone from a stream ends it: not the server's error
			if (error != null && !(error instanceof IOException)) {
				this.failure = error;
			}
		}

		@Override
		public void onStartAsync(AsyncEvent event) {
			// a new cycle on the same request: keep listening to it
			event.getAsyncContext().addListener(this);
		}

	}

}
