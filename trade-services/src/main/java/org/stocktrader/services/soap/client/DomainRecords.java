package org.stocktrader.services.soap.client;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

import javax.xml.datatype.XMLGregorianCalendar;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.contract.AccountDataBean;
import org.stocktrader.services.soap.contract.ArrayOfHoldingDataBean;
import org.stocktrader.services.soap.contract.ArrayOfOrderDataBean;
import org.stocktrader.services.soap.contract.ArrayOfQuoteDataBean;
import org.stocktrader.services.soap.contract.HoldingDataBean;
import org.stocktrader.services.soap.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.contract.OrderDataBean;
import org.stocktrader.services.soap.contract.QuoteDataBean;
import org.stocktrader.services.soap.contract.RunStatsDataBean;
import org.stocktrader.services.trade.RunStats;

/**
 * The contract's data beans back to domain records. What the contract does not carry (an
 * order's account and holding, a holding's account) is 0 or {@code null}; .NET's
 * {@code DateTime.MinValue} and a nil date are "no date"; an order's price is only known
 * once it is executed.
 */
final class DomainRecords {

	private DomainRecords() {
	}

	static Account account(AccountDataBean bean) {
		return new Account(intOf(bean.getAccountID()), bean.getProfileID(), instant(bean.getCreationDate()),
				instant(bean.getLastLogin()), intOf(bean.getLoginCount()), intOf(bean.getLogoutCount()),
				bean.getBalance(), bean.getOpenBalance());
	}

	static Holding holding(HoldingDataBean bean) {
		return new Holding(intOf(bean.getHoldingID()), 0, bean.getQuoteID(), doubleOf(bean.getQuantity()),
				bean.getPurchasePrice(), instant(bean.getPurchaseDate()), bean.getPrice());
	}

	static List<Holding> holdings(ArrayOfHoldingDataBean array) {
		return (array != null) ? array.getHoldingDataBean().stream().map(DomainRecords::holding).toList() : List.of();
	}

	static Order order(OrderDataBean bean) {
		OrderStatus status = OrderStatus.ofCode(bean.getOrderStatus());
		boolean executed = status == OrderStatus.CLOSED || status == OrderStatus.COMPLETED;
		return new Order(intOf(bean.getOrderID()), 0, OrderType.ofCode(bean.getOrderType()), status,
				instant(bean.getOpenDate()), instant(bean.getCompletionDate()), doubleOf(bean.getQuantity()),
				executed ? bean.getPrice() : null, bean.getOrderFee(), bean.getSymbol(), null);
	}

	static List<Order> orders(ArrayOfOrderDataBean array) {
		return (array != null) ? array.getOrderDataBean().stream().map(DomainRecords::order).toList() : List.of();
	}

	static Quote quote(QuoteDataBean bean) {
		return new Quote(bean.getSymbol(), bean.getCompanyName(), bean.getPrice(), bean.getOpen(), bean.getLow(),
				bean.getHigh(), doubleOf(bean.getChange()), doubleOf(bean.getVolume()));
	}

	static List<Quote> quotes(ArrayOfQuoteDataBean array) {
		return (array != null) ? array.getQuoteDataBean().stream().map(DomainRecords::quote).toList() : List.of();
	}

	static MarketSummary marketSummary(MarketSummaryDataBeanWS bean) {
		return new MarketSummary(zeroIfNull(bean.getTSIA()), zeroIfNull(bean.getOpenTSIA()), doubleOf(bean.getVolume()),
				quotes(bean.getTopGainers()), quotes(bean.getTopLosers()), instant(bean.getSummaryDate()));
	}

	static RunStats runStats(RunStatsDataBean bean) {
		return new RunStats(intOf(bean.getTradeUserCount()), intOf(bean.getNewUserCount()),
				intOf(bean.getSumLoginCount()), intOf(bean.getSumLogoutCount()), intOf(bean.getHoldingCount()),
				intOf(bean.getBuyOrderCount()), intOf(bean.getSellOrderCount()), intOf(bean.getCancelledOrderCount()),
				intOf(bean.getOpenOrderCount()), intOf(bean.getDeletedOrderCount()), intOf(bean.getOrderCount()),
				intOf(bean.getTradeStockCount()));
	}

	static Instant instant(XMLGregorianCalendar calendar) {
		if (calendar == null || calendar.getYear() <= 1) {
			return null;
		}
		try {
			// keeps fractions below the millisecond, which GregorianCalendar drops
			return Instant.parse(calendar.toXMLFormat());
		}
		catch (DateTimeParseException ex) {
			// no time zone (a .NET "unspecified" DateTime): the calendar assumes this one
			return calendar.toGregorianCalendar().toInstant();
		}
	}

	private static int intOf(Integer value) {
		return (value != null) ? value : 0;
	}

	private static double doubleOf(Double value) {
		return (value != null) ? value : 0;
	}

	private static BigDecimal zeroIfNull(BigDecimal value) {
		return (value != null) ? value : BigDecimal.ZERO;
	}

}
