package org.stocktrader.services.tls;

/** What a plain HTTP request gets when the server speaks TLS ({@code trade.tls.http}). */
public enum PlainHttp {

	/** No plain HTTP port: only the HTTPS port listens. */
	REFUSE,

	/**
	 * A plain HTTP port ({@code trade.tls.http-port}) that redirects every request to the
	 * same address over HTTPS.
	 */
	REDIRECT,

	/**
	 * A plain HTTP port ({@code trade.tls.http-port}) that serves everything, beside the
	 * HTTPS port: for measuring what TLS costs against the same server.
	 */
	ALLOW

}
