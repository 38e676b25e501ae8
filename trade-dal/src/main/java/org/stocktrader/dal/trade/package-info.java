/**
 * Trades: the statement that locks what a trade changes, and the one statement a buy or a
 * sell makes its whole effect with, across the account, holding, quote and order tables.
 */
package org.stocktrader.dal.trade;
