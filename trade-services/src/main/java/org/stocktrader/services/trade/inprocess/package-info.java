/**
 * The in-process {@code TradeService} ({@code DirectTradeService}, which hands each
 * operation to the feature that owns it) and its configuration with the live settings it
 * reads. Nothing in {@code org.stocktrader.services.trade} depends on this package.
 */
package org.stocktrader.services.trade.inprocess;
