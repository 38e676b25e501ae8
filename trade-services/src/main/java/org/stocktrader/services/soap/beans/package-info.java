/**
 * The mapping between domain records and the SOAP contracts' data beans: for
 * {@code ITradeServices} one file per bean family, holding both directions, used by the
 * SOAP endpoint (domain to bean) and the SOAP client back end (bean to domain); for
 * DayTrader's {@code TradeWSServices} one file, {@link DayTraderBeans}.
 */
package org.stocktrader.services.soap.beans;
