/**
 * What the HTTP edges share: the request body limit and the client address that login
 * throttling counts.
 */
package org.stocktrader.services.http;
