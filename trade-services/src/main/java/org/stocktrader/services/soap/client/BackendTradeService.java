package org.stocktrader.services.soap.client;

import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.TradeService;

/**
 * The web tier's trade service (the primary one), which sends each call to the back end
 * in force: a proxy whose target source is {@link BackendTarget}. Its type names both
 * interfaces every back end implements, so that it is found by either.
 */
interface BackendTradeService extends TradeService, IdempotentOrders {

}
