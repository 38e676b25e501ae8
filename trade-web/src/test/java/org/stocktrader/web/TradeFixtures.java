package org.stocktrader.web;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;

/** Values the mocked trade service answers with. */
public final class TradeFixtures {

	public static final Instant NOW = Instant.parse("2026-11-22T10:15:30Z");

	private TradeFixtures() {
	}

	/**
	 * The session of a user who has just signed in without the sign-in reporting executed
	 * orders: the next page asks for them ({@link WebSession#signIn}).
	 */
	public static MockHttpSession justSignedIn(String userId) {
		MockHttpServletRequest request = new MockHttpServletRequest();
		request.setSession(new MockHttpSession());
		WebSession.signIn(request, userId);
		return (MockHttpSession) request.getSession(false);
	}

	public static Account anAccount(String userId) {
		return new Account(7, userId, NOW.minusSeconds(86400), NOW, 12, 3, new BigDecimal("9000.00"),
				new BigDecimal("10000.00"));
	}

	public static AccountProfile aProfile(String userId) {
		return new AccountProfile(userId, "hash", "Jane Trader", "1 Oak St.", "jane@example.com", "1234-5678");
	}

	public static Quote aQuote(String symbol) {
		return new Quote(symbol, symbol.toUpperCase() + " Incorporated", new BigDecimal("110.00"),
				new BigDecimal("100.00"), new BigDecimal("95.00"), new BigDecimal("120.00"), 10.0, 5000);
	}

	public static Holding aHolding(int holdingId, String symbol, double quantity, String purchasePrice,
			String currentPrice) {
		return new Holding(holdingId, 7, symbol, Order.shares(quantity), new BigDecimal(purchasePrice), NOW,
				new BigDecimal(currentPrice));
	}

	public static Order anOrder(int orderId, OrderType type, String symbol, double quantity) {
		return new Order(orderId, 7, type, OrderStatus.CLOSED, NOW, NOW, Order.shares(quantity),
				new BigDecimal("110.00"), new BigDecimal("15.95"), symbol, 41);
	}

	public static Order aCompletedOrder(int orderId, String symbol) {
		return new Order(orderId, 7, OrderType.BUY, OrderStatus.COMPLETED, NOW, NOW, Order.shares(100),
				new BigDecimal("110.00"), new BigDecimal("15.95"), symbol, 41);
	}

	public static MarketSummary aMarketSummary() {
		return new MarketSummary(new BigDecimal("105.00"), new BigDecimal("100.00"), 123456,
				List.of(aQuote("s:101"), aQuote("s:102")),
				List.of(new Quote("s:150", "S150 Incorporated", new BigDecimal("80.00"), new BigDecimal("100.00"),
						new BigDecimal("80.00"), new BigDecimal("100.00"), -20.0, 10)),
				NOW);
	}

	/** The same summary, as computed now. */
	public static MarketSummary aMarketSummaryComputedNow() {
		MarketSummary summary = aMarketSummary();
		return new MarketSummary(summary.tsia(), summary.openTsia(), summary.volume(), summary.topGainers(),
				summary.topLosers(), Instant.now());
	}

}
