/**
 * The market summary page and its cache.
 */
package org.stocktrader.web.market;
