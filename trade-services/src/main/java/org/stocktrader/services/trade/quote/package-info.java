/**
 * Quotes and the market summary as the in-process trade service answers them, from the
 * quote cache; the operator's quote operations.
 */
package org.stocktrader.services.trade.quote;
