package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import javax.xml.datatype.XMLGregorianCalendar;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.daytrader.contract.AccountDataBean;
import org.stocktrader.services.soap.daytrader.contract.AccountProfileDataBean;
import org.stocktrader.services.soap.daytrader.contract.HoldingDataBean;
import org.stocktrader.services.soap.daytrader.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.daytrader.contract.OrderDataBean;
import org.stocktrader.services.soap.daytrader.contract.QuoteDataBean;
import org.stocktrader.services.soap.daytrader.contract.RunStatsDataBean;
import org.stocktrader.services.trade.RunStats;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DayTrader's beans carry every member of the records they are made of. The profile, the
 * one bean a DayTrader client sends, survives the round trip; the others, which only go
 * out, are read back member by member.
 */
class DayTraderBeansTests {

	@Test
	void profileSurvivesTheRoundTrip() {
		AccountProfile profile = new AccountProfile("uid:7", "secret", "Seven", "7 Road", "seven@example.org",
				"1234-5678");

		assertThat(DayTraderBeans.profile(DayTraderBeans.profile(profile))).isEqualTo(profile);
	}

	@Test
	void noProfileIsNoBeanEitherWay() {
		assertThat(DayTraderBeans.profile((AccountProfile) null)).isNull();
		assertThat(DayTraderBeans.profile((AccountProfileDataBean) null)).isNull();
	}

	@Test
	void accountNeverLoggedInIsWrittenWithANilLastLogin() {
		Account account = new Account(8, "uid:8", Instant.parse("2026-11-20T08:00:00.123456Z"), null, 0, 0,
				new BigDecimal("9876.54"), new BigDecimal("10000.00"));

		AccountDataBean bean = DayTraderBeans.account(account);

		assertThat(new Account(bean.getAccountID(), bean.getProfileID(), instant(bean.getCreationDate()),
				instant(bean.getLastLogin()), bean.getLoginCount(), bean.getLogoutCount(), bean.getBalance(),
				bean.getOpenBalance()))
			.isEqualTo(account);
		assertThat(bean.getLastLogin()).isNull();
	}

	@Test
	void noAccountIsNoBean() {
		assertThat(DayTraderBeans.account(null)).isNull();
	}

	@Test
	void openOrderIsWrittenWithANilCompletionDateAndPrice() {
		Order order = new Order(99, 0, OrderType.BUY, OrderStatus.OPEN, Instant.parse("2026-11-22T10:15:30.123456Z"),
				null, Order.shares(12.5), null, new BigDecimal("24.95"), "s:3", null);

		OrderDataBean bean = DayTraderBeans.order(order);

		assertThat(readBack(bean)).isEqualTo(order);
		assertThat(bean.getCompletionDate()).isNull();
		assertThat(bean.getPrice()).isNull();
	}

	@Test
	void failedOrderIsWrittenCancelledAsTheOriginalsKnowNoFailedOrder() {
		Order order = new Order(100, 0, OrderType.SELL, OrderStatus.FAILED, Instant.parse("2026-11-22T10:15:30Z"),
				Instant.parse("2026-11-22T10:15:31.000250Z"), Order.shares(1), new BigDecimal("27.50"),
				new BigDecimal("24.95"), "s:4", null);

		assertThat(DayTraderBeans.order(order).getOrderStatus()).isEqualTo(OrderStatus.CANCELLED.code());
	}

	@Test
	void ordersAreWrittenInOrder() {
		Order closed = new Order(101, 0, OrderType.SELL, OrderStatus.CLOSED, Instant.parse("2026-11-22T10:15:30Z"),
				Instant.parse("2026-11-22T10:15:31.000250Z"), Order.shares(3), new BigDecimal("27.50"),
				new BigDecimal("24.95"), "s:5", null);
		Order open = new Order(102, 0, OrderType.BUY, OrderStatus.OPEN, Instant.parse("2026-11-22T10:16:30Z"), null,
				Order.shares(2), null, new BigDecimal("24.95"), "s:6", null);

		assertThat(DayTraderBeans.orders(List.of(closed, open)).getOrderDataBean()).map(DayTraderBeansTests::readBack)
			.containsExactly(closed, open);
	}

	@Test
	void holdingsAreWrittenInOrderWithoutACurrentPrice() {
		List<Holding> holdings = List.of(aHolding(41), aHolding(42));

		assertThat(DayTraderBeans.holdings(holdings).getHoldingDataBean()).map(DayTraderBeansTests::readBack)
			.containsExactly(aHolding(41), aHolding(42));
	}

	@Test
	void noHoldingIsNoBean() {
		assertThat(DayTraderBeans.holding(null)).isNull();
	}

	@Test
	void quotesAreWrittenInOrder() {
		assertThat(DayTraderBeans.quotes(List.of(aQuote("s:1", -1.25), aQuote("s:2", 0.5))).getQuoteDataBean())
			.map(DayTraderBeansTests::readBack)
			.containsExactly(aQuote("s:1", -1.25), aQuote("s:2", 0.5));
	}

	@Test
	void noQuoteIsNoBean() {
		assertThat(DayTraderBeans.quote(null)).isNull();
	}

	@Test
	void marketSummaryCarriesItsGainersAndLosers() {
		MarketSummary summary = new MarketSummary(new BigDecimal("101.25"), new BigDecimal("100.00"), 123456,
				List.of(aQuote("s:1", 2.5), aQuote("s:2", 0.5)), List.of(aQuote("s:3", -3)),
				Instant.parse("2026-11-22T10:15:30.123456Z"));

		MarketSummaryDataBeanWS bean = DayTraderBeans.marketSummary(summary);

		assertThat(new MarketSummary(bean.getTSIA(), bean.getOpenTSIA(), bean.getVolume(),
				bean.getTopGainers().getQuoteDataBean().stream().map(DayTraderBeansTests::readBack).toList(),
				bean.getTopLosers().getQuoteDataBean().stream().map(DayTraderBeansTests::readBack).toList(),
				instant(bean.getSummaryDate())))
			.isEqualTo(summary);
	}

	@Test
	void runStatsCarryEveryCount() {
		RunStats stats = new RunStats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);

		RunStatsDataBean bean = DayTraderBeans.runStats(stats);

		assertThat(new RunStats(bean.getTradeUserCount(), bean.getNewUserCount(), bean.getSumLoginCount(),
				bean.getSumLogoutCount(), bean.getHoldingCount(), bean.getBuyOrderCount(), bean.getSellOrderCount(),
				bean.getCancelledOrderCount(), bean.getOpenOrderCount(), bean.getDeletedOrderCount(),
				bean.getOrderCount(), bean.getTradeStockCount()))
			.isEqualTo(stats);
	}

	private static Order readBack(OrderDataBean bean) {
		return new Order(bean.getOrderID(), 0, OrderType.ofCode(bean.getOrderType()),
				OrderStatus.ofCode(bean.getOrderStatus()), instant(bean.getOpenDate()),
				instant(bean.getCompletionDate()), Order.shares(bean.getQuantity()), bean.getPrice(),
				bean.getOrderFee(), bean.getSymbol(), null);
	}

	private static Holding readBack(HoldingDataBean bean) {
		return new Holding(bean.getHoldingID(), 0, bean.getQuoteID(), Order.shares(bean.getQuantity()),
				bean.getPurchasePrice(), instant(bean.getPurchaseDate()), null);
	}

	private static Quote readBack(QuoteDataBean bean) {
		return new Quote(bean.getSymbol(), bean.getCompanyName(), bean.getPrice(), bean.getOpen(), bean.getLow(),
				bean.getHigh(), bean.getChange(), bean.getVolume());
	}

	private static Instant instant(XMLGregorianCalendar calendar) {
		return (calendar != null) ? Instant.parse(calendar.toXMLFormat()) : null;
	}

	/** A holding as the contract carries it: no account, no current price. */
	private static Holding aHolding(int holdingId) {
		return new Holding(holdingId, 0, "s:" + holdingId, Order.shares(12.5), new BigDecimal("24.10"),
				Instant.parse("2026-11-22T10:15:30.123456Z"), null);
	}

	private static Quote aQuote(String symbol, double change) {
		return new Quote(symbol, "Company " + symbol, new BigDecimal("27.50"), new BigDecimal("26.00"),
				new BigDecimal("25.00"), new BigDecimal("28.00"), change, 1500.5);
	}

}
