package org.stocktrader.services.soap.beans;

import java.util.List;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.daytrader.contract.AccountDataBean;
import org.stocktrader.services.soap.daytrader.contract.AccountProfileDataBean;
import org.stocktrader.services.soap.daytrader.contract.ArrayOfHoldingDataBean;
import org.stocktrader.services.soap.daytrader.contract.ArrayOfOrderDataBean;
import org.stocktrader.services.soap.daytrader.contract.ArrayOfQuoteDataBean;
import org.stocktrader.services.soap.daytrader.contract.HoldingDataBean;
import org.stocktrader.services.soap.daytrader.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.daytrader.contract.OrderDataBean;
import org.stocktrader.services.soap.daytrader.contract.QuoteDataBean;
import org.stocktrader.services.soap.daytrader.contract.RunStatsDataBean;
import org.stocktrader.services.trade.RunStats;

/**
 * Domain records to and from the beans of DayTrader's published {@code TradeWSServices}
 * contract (namespace {@code http://daytrader.samples.geronimo.apache.org}), one file for
 * the whole contract: the endpoint only answers DayTrader clients, so only the profile,
 * which a client sends, is read back. DayTrader declares its dates, decimals and ids
 * nillable, so a missing value (the completion date of an open order) is written nil, as
 * DayTrader does.
 */
public final class DayTraderBeans {

	private DayTraderBeans() {
	}

	/**
	 * The contract bean of an account.
	 * @param account the account, or {@code null}
	 * @return its bean, or {@code null}
	 */
	public static AccountDataBean account(Account account) {
		if (account == null) {
			return null;
		}
		AccountDataBean bean = new AccountDataBean();
		bean.setAccountID(account.accountId());
		bean.setLoginCount(account.loginCount());
		bean.setLogoutCount(account.logoutCount());
		bean.setLastLogin(ContractValues.nillableDate(account.lastLogin()));
		bean.setCreationDate(ContractValues.nillableDate(account.creationDate()));
		bean.setBalance(account.balance());
		bean.setOpenBalance(account.openBalance());
		bean.setProfileID(account.userId());
		return bean;
	}

	/**
	 * The contract bean of a profile.
	 * @param profile the profile, or {@code null}
	 * @return its bean, or {@code null}
	 */
	public static AccountProfileDataBean profile(AccountProfile profile) {
		if (profile == null) {
			return null;
		}
		AccountProfileDataBean bean = new AccountProfileDataBean();
		bean.setUserID(profile.userId());
		bean.setPassword(profile.password());
		bean.setFullName(profile.fullName());
		bean.setAddress(profile.address());
		bean.setEmail(profile.email());
		bean.setCreditCard(profile.creditCard());
		return bean;
	}

	/**
	 * The profile a contract bean carries.
	 * @param bean the bean, or {@code null}
	 * @return the profile, or {@code null}
	 */
	public static AccountProfile profile(AccountProfileDataBean bean) {
		if (bean == null) {
			return null;
		}
		return new AccountProfile(bean.getUserID(), bean.getPassword(), bean.getFullName(), bean.getAddress(),
				bean.getEmail(), bean.getCreditCard());
	}

	/**
	 * The contract bean of a holding (DayTrader's bean has no current price).
	 * @param holding the holding, or {@code null}
	 * @return its bean, or {@code null}
	 */
	public static HoldingDataBean holding(Holding holding) {
		if (holding == null) {
			return null;
		}
		HoldingDataBean bean = new HoldingDataBean();
		bean.setHoldingID(holding.holdingId());
		bean.setQuantity(holding.quantity().doubleValue());
		bean.setPurchasePrice(holding.purchasePrice());
		bean.setPurchaseDate(ContractValues.nillableDate(holding.purchaseDate()));
		bean.setQuoteID(holding.symbol());
		return bean;
	}

	/**
	 * The contract array of holdings.
	 * @param holdings the holdings
	 * @return the array
	 */
	public static ArrayOfHoldingDataBean holdings(List<Holding> holdings) {
		ArrayOfHoldingDataBean array = new ArrayOfHoldingDataBean();
		holdings.forEach((holding) -> array.getHoldingDataBean().add(holding(holding)));
		return array;
	}

	/**
	 * The contract bean of an order: no completion date (nil) until it is completed.
	 * @param order the order
	 * @return its bean
	 */
	public static OrderDataBean order(Order order) {
		OrderDataBean bean = new OrderDataBean();
		bean.setOrderID(order.orderId());
		bean.setOrderType(order.type().code());
		bean.setOrderStatus(OrderBeans.contractStatus(order.status()).code());
		bean.setOpenDate(ContractValues.nillableDate(order.openDate()));
		bean.setCompletionDate(ContractValues.nillableDate(order.completionDate()));
		bean.setQuantity(order.quantity().doubleValue());
		bean.setPrice(order.price());
		bean.setOrderFee(order.orderFee());
		bean.setSymbol(order.symbol());
		return bean;
	}

	/**
	 * The contract array of orders.
	 * @param orders the orders
	 * @return the array
	 */
	public static ArrayOfOrderDataBean orders(List<Order> orders) {
		ArrayOfOrderDataBean array = new ArrayOfOrderDataBean();
		orders.forEach((order) -> array.getOrderDataBean().add(order(order)));
		return array;
	}

	/**
	 * The contract bean of a quote.
	 * @param quote the quote, or {@code null}
	 * @return its bean, or {@code null}
	 */
	public static QuoteDataBean quote(Quote quote) {
		if (quote == null) {
			return null;
		}
		QuoteDataBean bean = new QuoteDataBean();
		bean.setSymbol(quote.symbol());
		bean.setCompanyName(quote.companyName());
		bean.setPrice(quote.price());
		bean.setOpen(quote.open());
		bean.setLow(quote.low());
		bean.setHigh(quote.high());
		bean.setChange(quote.change());
		bean.setVolume(quote.volume());
		return bean;
	}

	/**
	 * The contract array of quotes.
	 * @param quotes the quotes
	 * @return the array
	 */
	public static ArrayOfQuoteDataBean quotes(List<Quote> quotes) {
		ArrayOfQuoteDataBean array = new ArrayOfQuoteDataBean();
		quotes.forEach((quote) -> array.getQuoteDataBean().add(quote(quote)));
		return array;
	}

	/**
	 * The contract bean of the market summary.
	 * @param summary the summary
	 * @return its bean
	 */
	public static MarketSummaryDataBeanWS marketSummary(MarketSummary summary) {
		MarketSummaryDataBeanWS bean = new MarketSummaryDataBeanWS();
		bean.setTSIA(summary.tsia());
		bean.setOpenTSIA(summary.openTsia());
		bean.setVolume(summary.volume());
		bean.setTopGainers(quotes(summary.topGainers()));
		bean.setTopLosers(quotes(summary.topLosers()));
		bean.setSummaryDate(ContractValues.nillableDate(summary.summaryDate()));
		return bean;
	}

	/**
	 * The contract bean of a run's statistics.
	 * @param stats the statistics
	 * @return its bean
	 */
	public static RunStatsDataBean runStats(RunStats stats) {
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

}
