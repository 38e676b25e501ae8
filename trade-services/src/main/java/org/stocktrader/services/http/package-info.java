/**
 * What the HTTP edges share: the request body limit and the client address (forwarded by
 * a balancer on this host, beside the connection's peer address).
 */
package org.stocktrader.services.http;
