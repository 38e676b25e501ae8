package org.stocktrader.web.operations;

import java.util.Locale;

import io.micrometer.core.instrument.Meter;

/**
 * The workloads the dashboard tells apart, by the bounded tags of the request metrics:
 * the trading pages, the REST API ({@code http.server.requests}), the Trade SOAP services
 * and WSTest ({@code cxf.server.requests}, by service).
 */
enum Workload {

	/** The HTML pages of the trading application. */
	PAGES,

	/** The REST API under {@code /api}. */
	REST,

	/** The trade services' SOAP operations (every contract). */
	TRADE_SOAP,

	/** WSTest's SOAP operations. */
	WSTEST;

	static final String HTTP_METRIC = "http.server.requests";

	static final String SOAP_METRIC = "cxf.server.requests";

	/** The live market's event stream, a servlet of its own. */
	static final String MARKET_STREAM = "/api/market/stream";

	/** WSTest's service name in its contract; the trade services have others. */
	static final String WSTEST_SERVICE = "TestService";

	private static final String[] NOT_PAGES = { "/actuator", "/config", "/css/", "/bench/", "/v3/", "/wstest/",
			"/swagger" };

	/** The key of the workload in the dashboard's JSON. */
	String key() {
		return name().toLowerCase(Locale.ROOT).replace("_", "");
	}

	/** The workload a request timer counts for, or null for none of them. */
	static Workload of(Meter.Id id) {
		if (SOAP_METRIC.equals(id.getName())) {
			return WSTEST_SERVICE.equals(id.getTag("service")) ? WSTEST : TRADE_SOAP;
		}
		if (!HTTP_METRIC.equals(id.getName())) {
			return null;
		}
		String uri = id.getTag("uri");
		if (uri == null) {
			return null;
		}
		if (uri.startsWith("/api/")) {
			// a stream lasts as long as its client stays: not a request's latency
			return uri.equals(MARKET_STREAM) ? null : REST;
		}
		// servlets of their own (SOAP, WSTest) are counted by operation, not here
		if (uri.endsWith("/*") || "UNKNOWN".equals(uri) || "NOT_FOUND".equals(uri)) {
			return null;
		}
		for (String prefix : NOT_PAGES) {
			if (uri.startsWith(prefix)) {
				return null;
			}
		}
		return PAGES;
	}

	/**
	 * Whether a request with these tags failed on the server's side: a server error (HTTP
	 * 5xx) or, for SOAP, a {@code Server} fault. A caller's mistake (a {@code Client}
	 * fault, a refused operator call, a trader's input answered with a message) is not an
	 * error of the server.
	 */
	static boolean failed(Meter.Id id) {
		String outcome = id.getTag("outcome");
		if (SOAP_METRIC.equals(id.getName())) {
			return "SERVER_FAULT".equals(outcome);
		}
		return "SERVER_ERROR".equals(outcome);
	}

}
