/**
 * The SOAP and HTTP edge both SOAP services share, trade-services' and WSTest's: the
 * service pages a SOAP address answers to a browser, the content type and body size
 * limits, and the CXF pieces that tell a client's mistake ({@code soap:Client}) from a
 * server failure. Depends on no other StockTrader module.
 */
package org.stocktrader.edge;
