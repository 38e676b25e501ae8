package org.stocktrader.web;

import java.math.BigDecimal;
import java.util.List;

import org.stocktrader.services.market.MarketFeed;
import org.stocktrader.services.market.RecentPrices;

import org.springframework.beans.factory.ObjectProvider;

/**
 * The recent prices the pages chart: the live market's ({@link RecentPrices}) when this
 * node runs it, else none (the charts then draw from the reference price to the current
 * one).
 */
public class PriceHistory {

	private final RecentPrices recent;

	PriceHistory(ObjectProvider<MarketFeed> feed) {
		MarketFeed market = feed.getIfAvailable();
		this.recent = (market != null) ? market.recentPrices() : null;
	}

	/**
	 * A quote's recent prices.
	 * @param symbol the quote's symbol
	 * @return its recent prices, oldest first, maybe none
	 */
	public List<BigDecimal> of(String symbol) {
		return (this.recent != null) ? this.recent.of(symbol) : List.of();
	}

}
