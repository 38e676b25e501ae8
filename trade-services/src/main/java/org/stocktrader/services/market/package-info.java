/**
 * The live market: the market summary and recent price changes pushed to browsers and
 * programs over Server-Sent Events ({@code /api/market/stream}), fed by every node's
 * trades through PostgreSQL notifications.
 */
package org.stocktrader.services.market;
