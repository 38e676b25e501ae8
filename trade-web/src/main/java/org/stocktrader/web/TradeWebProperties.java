package org.stocktrader.web;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the trading pages ({@code trade.web.*}).
 *
 * @param marketSummaryExpiry how long the market summary fragment is reused before it is
 * computed again (absolute expiration)
 * @param closedOrderCheck when pages look for executed orders to announce in the trade
 * alert: {@code after-orders} (default: after sign-in and while this session's orders are
 * unreported) or {@code every-page}
 * @param configPage who may open the operator's configuration page
 */
@ConfigurationProperties("trade.web")
public record TradeWebProperties(@DefaultValue("3m") Duration marketSummaryExpiry,
		@DefaultValue("after-orders") ClosedOrderCheck closedOrderCheck, @DefaultValue ConfigPage configPage) {

	/**
	 * The operator's configuration page ({@code /config}).
	 *
	 * @param enabled whether the page exists at all
	 * @param allowRemote whether clients other than the loopback address may open it
	 */
	public record ConfigPage(@DefaultValue("true") boolean enabled, @DefaultValue("false") boolean allowRemote) {

	}

}
