package org.stocktrader.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

import jakarta.validation.constraints.PositiveOrZero;
import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of the trading pages ({@code trade.web.*}).
 *
 * @param closedOrderCheck when pages look for executed orders to announce in the trade
 * alert: {@code after-orders} (default: after sign-in and while this session's orders are
 * unreported) or {@code every-page}
 * @param configPage who may open the operator's configuration page
 * @param sessions where HTTP sessions live: {@code jdbc} (default: in PostgreSQL, shared
 * by every node) or {@code memory} (in this node only)
 * @param sessionTouchInterval with {@code jdbc} sessions, how stale a session's stored
 * last-access time may get before a request that changed nothing else writes it: a
 * session is written when an attribute changed, and otherwise at most once per this
 * interval. Sessions are stored with the timeout plus this interval, so a session ends
 * between the timeout and the timeout plus this interval after its last request.
 * @param sessionCacheSize with {@code jdbc} sessions, how many sessions each node keeps a
 * copy of, so that a page reads its session from PostgreSQL only when it is new to the
 * node or changed since (every node hears of each change through PostgreSQL's
 * notifications); a copy unread for {@code sessionTouchInterval} is dropped, so this
 * bounds the sessions a node starts per touch interval; {@code 0} reads every session on
 * every page
 * @param shutdownDelay how long a stopping node reports itself not ready while still
 * serving, before the web server drains (default 0s; behind a balancer, at least the time
 * its health checks take to mark a node down)
 */
@ConfigurationProperties("trade.web")
@Validated
public record TradeWebProperties(@DefaultValue("after-orders") ClosedOrderCheck closedOrderCheck,
		@DefaultValue ConfigPage configPage, @DefaultValue("jdbc") SessionStore sessions,
		@DefaultValue("1m") @DurationMin(nanos = 0) Duration sessionTouchInterval,
		@DefaultValue("100000") @PositiveOrZero int sessionCacheSize,
		@DefaultValue("0s") @DurationMin(nanos = 0) Duration shutdownDelay) {

	/**
	 * The operator's configuration page ({@code /config}).
	 *
	 * @param enabled whether the page exists at all
	 * @param allowRemote whether clients other than the loopback address may open it
	 */
	public record ConfigPage(@DefaultValue("true") boolean enabled, @DefaultValue("false") boolean allowRemote) {

		/**
		 * Whether the operator's pages answer a request from this address: enabled, and
		 * from loopback unless remote access is allowed.
		 * @param remoteAddress the client's literal address
		 * @return whether the pages answer it
		 */
		public boolean admits(String remoteAddress) {
			return this.enabled && (this.allowRemote || isLoopback(remoteAddress));
		}

		private static boolean isLoopback(String address) {
			try {
				// a literal address: no name lookup happens
				return InetAddress.getByName(address).isLoopbackAddress();
			}
			catch (UnknownHostException ex) {
				return false;
			}
		}

	}

}
