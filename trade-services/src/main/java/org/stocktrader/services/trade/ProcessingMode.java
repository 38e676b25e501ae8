package org.stocktrader.services.trade;

/** How orders are executed once placed. */
public enum ProcessingMode {

	/**
	 * In the same transaction as the order is placed (StockTrader "In-Process
	 * Activation").
	 */
	SYNCHRONOUS,
	/** Placed open, then executed by the order processor in its own transaction. */
	ASYNCHRONOUS

}
