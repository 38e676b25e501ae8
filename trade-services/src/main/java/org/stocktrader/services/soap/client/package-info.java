/**
 * The back end of the web tier: a {@code TradeService} that calls the in-process service
 * or a remote {@code ITradeServices} endpoint over SOAP, as the live back end setting
 * says.
 */
package org.stocktrader.services.soap.client;
