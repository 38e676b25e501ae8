/**
 * The market summary.
 */
package org.stocktrader.market;
