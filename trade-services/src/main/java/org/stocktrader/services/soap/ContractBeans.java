package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.contract.AccountDataBean;
import org.stocktrader.services.soap.contract.AccountProfileDataBean;
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
 * Domain records to the contract's data beans. Value-type members are never written nil,
 * because WCF clients cannot read nil into int, decimal or DateTime: a missing date is
 * written as .NET's {@code DateTime.MinValue} ({@code 0001-01-01T00:00:00}), as
 * StockTrader does for an order not completed yet, and a missing price as 0.
 */
public final class ContractBeans {

	/** .NET's {@code DateTime.MinValue}, StockTrader's "no date". */
	static final String NO_DATE = "0001-01-01T00:00:00";

	private static final DatatypeFactory datatypes = newDatatypeFactory();

	private ContractBeans() {
	}

	static AccountDataBean account(Account account) {
		if (account == null) {
			return null;
		}
		AccountDataBean bean = new AccountDataBean();
		bean.setAccountID(account.accountId());
		bean.setLoginCount(account.loginCount());
		bean.setLogoutCount(account.logoutCount());
		bean.setLastLogin(date(account.lastLogin()));
		bean.setCreationDate(date(account.creationDate()));
		bean.setBalance(money(account.balance()));
		bean.setOpenBalance(money(account.openBalance()));
		bean.setProfileID(account.userId());
		return bean;
	}

	/** The contract bean of a profile; the SOAP client back end sends it too. */
	public static AccountProfileDataBean profile(AccountProfile profile) {
		AccountProfileDataBean bean = new AccountProfileDataBean();
		bean.setUserID(profile.userId());
		bean.setPassword(profile.password());
		bean.setFullName(profile.fullName());
		bean.setAddress(profile.address());
		bean.setEmail(profile.email());
		bean.setCreditCard(profile.creditCard());
		return bean;
	}

	/** The profile a contract bean carries; the SOAP client back end reads it too. */
	public static AccountProfile profile(AccountProfileDataBean bean) {
		return new AccountProfile(bean.getUserID(), bean.getPassword(), bean.getFullName(), bean.getAddress(),
				bean.getEmail(), bean.getCreditCard());
	}

	/**
	 * A holding; {@code withPrice} adds StockTrader 5's current {@code price}, which IBM
	 * Trade's five-member bean does not have.
	 */
	static HoldingDataBean holding(Holding holding, boolean withPrice) {
		HoldingDataBean bean = new HoldingDataBean();
		bean.setHoldingID(holding.holdingId());
		bean.setQuantity(holding.quantity());
		bean.setPurchasePrice(money(holding.purchasePrice()));
		bean.setPurchaseDate(date(holding.purchaseDate()));
		bean.setQuoteID(holding.symbol());
		if (withPrice) {
			bean.setPrice(money(holding.currentPrice()));
		}
		return bean;
	}

	static ArrayOfHoldingDataBean holdings(List<Holding> holdings, boolean withPrice) {
		ArrayOfHoldingDataBean array = new ArrayOfHoldingDataBean();
		holdings.forEach((holding) -> array.getHoldingDataBean().add(holding(holding, withPrice)));
		return array;
	}

	/**
	 * The status the contracts know: the originals have no {@code failed} order, so one
	 * is shown as {@code cancelled}, their nearest (never executed, never will be).
	 */
	static OrderStatus contractStatus(OrderStatus status) {
		return (status == OrderStatus.FAILED) ? OrderStatus.CANCELLED : status;
	}

	static OrderDataBean order(Order order) {
		OrderDataBean bean = new OrderDataBean();
		bean.setOrderID(order.orderId());
		bean.setOrderType(order.type().code());
		bean.setOrderStatus(contractStatus(order.status()).code());
		bean.setOpenDate(date(order.openDate()));
		bean.setCompletionDate(date(order.completionDate()));
		bean.setQuantity(order.quantity());
		bean.setPrice(money(order.price()));
		bean.setOrderFee(money(order.orderFee()));
		bean.setSymbol(order.symbol());
		return bean;
	}

	static ArrayOfOrderDataBean orders(List<Order> orders) {
		ArrayOfOrderDataBean array = new ArrayOfOrderDataBean();
		orders.forEach((order) -> array.getOrderDataBean().add(order(order)));
		return array;
	}

	static QuoteDataBean quote(Quote quote) {
		QuoteDataBean bean = new QuoteDataBean();
		bean.setSymbol(quote.symbol());
		bean.setCompanyName(quote.companyName());
		bean.setPrice(money(quote.price()));
		bean.setOpen(money(quote.open()));
		bean.setLow(money(quote.low()));
		bean.setHigh(money(quote.high()));
		bean.setChange(quote.change());
		bean.setVolume(quote.volume());
		return bean;
	}

	static ArrayOfQuoteDataBean quotes(List<Quote> quotes) {
		ArrayOfQuoteDataBean array = new ArrayOfQuoteDataBean();
		quotes.forEach((quote) -> array.getQuoteDataBean().add(quote(quote)));
		return array;
	}

	static MarketSummaryDataBeanWS marketSummary(MarketSummary summary) {
		MarketSummaryDataBeanWS bean = new MarketSummaryDataBeanWS();
		bean.setTSIA(money(summary.tsia()));
		bean.setOpenTSIA(money(summary.openTsia()));
		bean.setVolume(summary.volume());
		bean.setTopGainers(quotes(summary.topGainers()));
		bean.setTopLosers(quotes(summary.topLosers()));
		bean.setSummaryDate(date(summary.summaryDate()));
		return bean;
	}

	static RunStatsDataBean runStats(RunStats stats) {
		RunStatsDataBean bean = new RunStatsDataBean();
		bean.setTradeUserCount(stats.tradeUserCount());
		bean.setNewUserCount(stats.newUserCount());
		bean.setSumLoginCount(stats.sumLoginCount());
		bean.setSumLogoutCount(stats.sumLogoutCount());
		bean.setHoldingCount(stats.holdingCount());
		bean.setBuyOrderCount(stats.buyOrderCount());
		bean.setSellOrderCount(stats.sellOrderCount());
		bean.setCancelledOrderCount(stats.cancelledOrderCount());
		bean.setOpenOrderCount(stats.openOrderCount());
		bean.setDeletedOrderCount(stats.deletedOrderCount());
		bean.setOrderCount(stats.orderCount());
		bean.setTradeStockCount(stats.tradeStockCount());
		return bean;
	}

	static XMLGregorianCalendar date(Instant instant) {
		if (instant == null) {
			return datatypes.newXMLGregorianCalendar(NO_DATE);
		}
		// Instant.toString keeps the database's microseconds, in UTC
		return datatypes.newXMLGregorianCalendar(instant.toString());
	}

	private static BigDecimal money(BigDecimal amount) {
		return (amount != null) ? amount : BigDecimal.ZERO;
	}

	private static DatatypeFactory newDatatypeFactory() {
		try {
			return DatatypeFactory.newInstance();
		}
		catch (DatatypeConfigurationException ex) {
			throw new IllegalStateException("No XML datatype factory", ex);
		}
	}

}
