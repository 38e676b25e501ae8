/**
 * What the operator sees of the web tier: the bounded {@code uri} tags of the request
 * metrics and the live dashboard ({@code /config/dashboard}) drawn from the server's own
 * metrics.
 */
package org.stocktrader.web.operations;
