package org.stocktrader.services.soap.client;

/** Where the web tier's {@code TradeService} runs. */
public enum BackendMode {

	/** The in-process service over this node's database. */
	IN_PROCESS,
	/**
	 * A SOAP client to a server with the {@code ITradeServices} contract (another
	 * StockTrader node, IBM Trade / DayTrader or .NET StockTrader).
	 */
	SOAP

}
