/**
 * How a trade moves a quote's price.
 */
package org.stocktrader.services.quote;
