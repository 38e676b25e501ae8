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
			return REST;
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
	 * Whether a request with these tags failed: a server error (HTTP 5xx) or, for SOAP, a
	 * fault (any outcome but success). A trader's mistake answered with a message is not
	 * an error.
	 */
	static boolean failed(Meter.Id id) {
		String outcome = id.getTag("outcome");
		if (SOAP_METRIC.equals(id.getName())) {
			return outcome != null && !"SUCCESS".equals(outcome);
		}
		return "SERVER_ERROR".equals(outcome);
	}

}
