/**
 * The SOAP facade: the {@code ITradeServices} contract of .NET StockTrader and IBM Trade,
 * and the .NET order processor contract, published with Apache CXF over the service API.
 */
package org.stocktrader.services.soap;
