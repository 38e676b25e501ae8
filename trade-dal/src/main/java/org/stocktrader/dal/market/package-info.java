/**
 * The market summary.
 */
package org.stocktrader.dal.market;
