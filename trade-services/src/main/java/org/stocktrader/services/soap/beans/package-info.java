/**
 * The mapping between domain records and the {@code ITradeServices} contract's data
 * beans: one file per bean family, holding both directions, used by the SOAP endpoint
 * (domain to bean) and the SOAP client back end (bean to domain).
 */
package org.stocktrader.services.soap.beans;
