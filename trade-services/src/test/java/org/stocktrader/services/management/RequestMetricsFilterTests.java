package org.stocktrader.services.management;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.FilterChain;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletMapping;
import jakarta.servlet.http.MappingMatch;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.mock.web.MockAsyncContext;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.web.servlet.HandlerMapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * {@code http.server.requests} as {@link RequestMetricsFilter} records it: the tags of
 * Spring's request observation, bounded {@code uri} values, one timer per tag set however
 * many requests, exceptions, and asynchronous requests timed until they complete.
 */
class RequestMetricsFilterTests {

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	private final ObjectProvider<MeterRegistry> registries = new StaticListableBeanFactory(
			Map.of("registry", this.registry))
		.getBeanProvider(MeterRegistry.class);

	private final RequestMetricsFilter filter = new RequestMetricsFilter(this.registries, List
		.of((request, pattern) -> "/app".equals(pattern) ? "/app?action=" + request.getParameter("action") : null));

	@Test
	void aRouteIsTaggedWithItsPatternAndEveryRequestCountsOnOneTimer() throws Exception {
		for (int i = 0; i < 3; i++) {
			serve(get("/api/quotes/s:" + i), (request, response) -> matched(request, "/api/quotes/{symbol}"));
		}

		assertThat(timers()).containsExactly(Map
			.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=/api/quotes/{symbol}", 3L));
	}

	@Test
	void eachMethodAndStatusOfARouteHasItsTimer() throws Exception {
		serve(get("/quotes"), (request, response) -> matched(request, "/quotes"));
		serve(new MockHttpServletRequest("POST", "/quotes"), (request, response) -> matched(request, "/quotes"));
		serve(get("/quotes"), (request, response) -> {
			matched(request, "/quotes");
			response.setStatus(400);
		});
		serve(get("/quotes"), (request, response) -> matched(request, "/quotes"));

		assertThat(timers()).containsOnly(
				Map.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=/quotes", 2L),
				Map.entry("error=none exception=none method=POST outcome=SUCCESS status=200 uri=/quotes", 1L),
				Map.entry("error=none exception=none method=GET outcome=CLIENT_ERROR status=400 uri=/quotes", 1L));
	}

	@Test
	void aRouteTagNamesTheRouteAndOnlyThatRoute() throws Exception {
		MockHttpServletRequest quotes = get("/app");
		quotes.setParameter("action", "quotes");
		serve(quotes, (request, response) -> matched(request, "/app"));
		serve(get("/"), (request, response) -> matched(request, ""));

		assertThat(timers()).containsOnly(
				Map.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=/app?action=quotes", 1L),
				Map.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=root", 1L));
	}

	@Test
	void withoutARouteTheUriIsABoundedValueNeverThePath() throws Exception {
		serve(get("/no/such/page"), (request, response) -> response.setStatus(404));
		serve(get("/old"), (request, response) -> response.sendRedirect("/new"));
		MockHttpServletRequest soap = new MockHttpServletRequest("POST", "/services/TradeServices");
		soap.setHttpServletMapping(mapping("/services/*", MappingMatch.PATH));
		// as CXF does
		serve(soap, (request, response) -> matched(request, request.getRequestURI()));
		MockHttpServletRequest exact = get("/api/market/stream");
		exact.setHttpServletMapping(mapping("/api/market/stream", MappingMatch.EXACT));
		serve(exact, (request, response) -> {
		});
		serve(new MockHttpServletRequest("BREW", "/pot"), (request, response) -> response.setStatus(418));

		assertThat(timers()).containsOnly(
				Map.entry("error=none exception=none method=GET outcome=CLIENT_ERROR status=404 uri=NOT_FOUND", 1L),
				Map.entry("error=none exception=none method=GET outcome=REDIRECTION status=302 uri=REDIRECTION", 1L),
				Map.entry("error=none exception=none method=POST outcome=SUCCESS status=200 uri=/services/*", 1L),
				Map.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=/api/market/stream", 1L),
				Map.entry("error=none exception=none method=UNKNOWN outcome=CLIENT_ERROR status=418 uri=UNKNOWN", 1L));
	}

	@Test
	void anExceptionLeavingTheChainCountsAsAServerError() {
		assertThatExceptionOfType(ServletException.class)
			.isThrownBy(() -> serve(get("/quotes"), (request, response) -> {
				matched(request, "/quotes");
				throw new ServletException(new IllegalStateException("broken"));
			}));

		assertThat(timers()).containsExactly(Map.entry(
				"error=IllegalStateException exception=IllegalStateException method=GET outcome=SERVER_ERROR status=500 uri=/quotes",
				1L));
	}

	@Test
	void anExceptionHandledByAnErrorViewNamesTheExceptionWithTheStatusSent() throws Exception {
		serve(get("/quotes"), (request, response) -> {
			matched(request, "/quotes");
			request.setAttribute(RequestDispatcher.ERROR_EXCEPTION, new IllegalArgumentException("bad"));
			response.setStatus(400);
		});

		assertThat(timers()).containsExactly(Map.entry(
				"error=IllegalArgumentException exception=IllegalArgumentException method=GET outcome=CLIENT_ERROR status=400 uri=/quotes",
				1L));
	}

	@Test
	void anAsynchronousRequestIsRecordedOnceWhenItCompletesAndAGoneClientIsNoError() throws Exception {
		MockHttpServletRequest stream = get("/api/market/stream");
		stream.setAsyncSupported(true);
		stream.setHttpServletMapping(mapping("/api/market/stream", MappingMatch.EXACT));
		MockHttpServletResponse response = serve(stream, (request, served) -> request.startAsync());
		assertThat(timers()).isEmpty();

		MockAsyncContext async = (MockAsyncContext) stream.getAsyncContext();
		for (AsyncListener listener : async.getListeners()) {
			listener.onError(new AsyncEvent(async, new IOException("client gone")));
		}
		async.complete();
		async.complete();

		assertThat(response.getStatus()).isEqualTo(200);
		assertThat(timers()).containsExactly(Map
			.entry("error=none exception=none method=GET outcome=SUCCESS status=200 uri=/api/market/stream", 1L));
	}

	@Test
	void aServerFailureDuringAnAsynchronousRequestNamesTheException() throws Exception {
		MockHttpServletRequest stream = get("/api/market/stream");
		stream.setAsyncSupported(true);
		stream.setHttpServletMapping(mapping("/api/market/stream", MappingMatch.EXACT));
		serve(stream, (request, served) -> request.startAsync());

		MockAsyncContext async = (MockAsyncContext) stream.getAsyncContext();
		for (AsyncListener listener : async.getListeners()) {
			listener.onError(new AsyncEvent(async, new IllegalStateException("broken")));
		}
		async.complete();

		assertThat(timers()).containsExactly(Map.entry(
				"error=IllegalStateException exception=IllegalStateException method=GET outcome=SUCCESS status=200 uri=/api/market/stream",
				1L));
	}

	private MockHttpServletResponse serve(MockHttpServletRequest request, Handler handler) throws Exception {
		MockHttpServletResponse response = new MockHttpServletResponse();
		FilterChain chain = (served, answered) -> handler.handle((MockHttpServletRequest) served,
				(MockHttpServletResponse) answered);
		this.filter.doFilter(request, response, chain);
		return response;
	}

	private static MockHttpServletRequest get(String path) {
		return new MockHttpServletRequest("GET", path);
	}

	private static void matched(MockHttpServletRequest request, String pattern) {
		request.setAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE, pattern);
	}

	private static HttpServletMapping mapping(String pattern, MappingMatch match) {
		return new HttpServletMapping() {

			@Override
			public String getMatchValue() {
				return "";
			}

			@Override
			public String getPattern() {
				return pattern;
			}

			@Override
			public String getServletName() {
				return "servlet";
			}

			@Override
			public MappingMatch getMappingMatch() {
				return match;
			}

		};
	}

	/** Each timer's tags, in key order, with its count. */
	private Map<String, Long> timers() {
		Map<String, Long> counts = new TreeMap<>();
		for (Meter meter : this.registry.getMeters()) {
			if (meter instanceof Timer timer && timer.getId().getName().equals(RequestMetricsFilter.METRIC)) {
				StringBuilder tags = new StringBuilder();
				for (Tag tag : timer.getId().getTags()) {
					tags.append((tags.isEmpty()) ? "" : " ").append(tag.getKey()).append('=').append(tag.getValue());
				}
				counts.put(tags.toString(), timer.count());
			}
		}
		return counts;
	}

	@FunctionalInterface
	private interface Handler {

		void handle(MockHttpServletRequest request, MockHttpServletResponse response)
				throws IOException, ServletException;

	}

}
