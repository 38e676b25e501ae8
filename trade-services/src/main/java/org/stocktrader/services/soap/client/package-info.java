/**
 * The SOAP client back end: a {@code TradeService} that calls a remote
 * {@code ITradeServices} endpoint, chosen with {@code trade.backend.mode=SOAP}.
 */
package org.stocktrader.services.soap.client;
