package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.util.List;

import jakarta.jws.WebService;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.beans.AccountBeans;
import org.stocktrader.services.soap.beans.HoldingBeans;
import org.stocktrader.services.soap.beans.OrderBeans;
import org.stocktrader.services.soap.beans.ProfileBeans;
import org.stocktrader.services.soap.beans.QuoteBeans;
import org.stocktrader.services.soap.beans.RunStatsBeans;
import org.stocktrader.services.soap.contract.AccountDataBean;
import org.stocktrader.services.soap.contract.AccountProfileDataBean;
import org.stocktrader.services.soap.contract.ArrayOfHoldingDataBean;
import org.stocktrader.services.soap.contract.ArrayOfOrderDataBean;
import org.stocktrader.services.soap.contract.ArrayOfQuoteDataBean;
import org.stocktrader.services.soap.contract.HoldingDataBean;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.soap.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.contract.OrderDataBean;
import org.stocktrader.services.soap.contract.QuoteDataBean;
import org.stocktrader.services.soap.contract.RunStatsDataBean;

import org.springframework.stereotype.Component;

/**
 * The {@code ITradeServices} SOAP endpoint: maps the contract's beans (in
 * {@code org.stocktrader.services.soap.beans}) to and from {@link TradeOperations}, which
 * holds the operations' rules, and tells the {@link ClientFamily} by the SOAPAction.
 * Domain exceptions become SOAP faults in {@link TradeFaults}.
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.contract.ITradeServices",
		targetNamespace = TradeServicesEndpoint.NAMESPACE, serviceName = "TradeServiceBSL",
		portName = "BasicHttpBinding_ITradeServices", wsdlLocation = "classpath:wsdl/TradeServices.wsdl")
class TradeServicesEndpoint implements ITradeServices {

	static final String NAMESPACE = "http://trade.samples.websphere.ibm.com";

	private final TradeOperations operations;

	TradeServicesEndpoint(TradeOperations operations) {
		this.operations = operations;
	}

	@Override
	public void emptyMethodAction() {
	}

	@Override
	public void isOnline() {
		// one-way: the caller gets HTTP 202 whatever the answer
		this.operations.isOnline();
	}

	@Override
	public AccountDataBean login(String userID, String password) {
		// StockTrader answers a wrong password with a nil loginReturn; IBM Trade faults
		return AccountBeans.toBean(this.operations.login(userID, password));
	}

	@Override
	public void logout(String userID) {
		this.operations.logout(userID);
	}

	@Override
	public AccountDataBean register(String userID, String password, String fullname, String address, String email,
			String creditcard, BigDecimal openBalance) {
		return AccountBeans
			.toBean(this.operations.register(userID, password, fullname, address, email, creditcard, openBalance));
	}

	@Override
	public AccountDataBean getAccountData(String userID) {
		return AccountBeans.toBean(this.operations.accountData(ClientFamily.current(), userID));
	}

	@Override
	public AccountProfileDataBean getAccountProfileData(String userID) {
		AccountProfile profile = this.operations.accountProfile(userID);
		return (profile != null) ? ProfileBeans.toBean(profile) : null;
	}

	@Override
	public AccountProfileDataBean updateAccountProfile(AccountProfileDataBean profileData) {
		return ProfileBeans.toBean(this.operations.updateAccountProfile(ProfileBeans.toProfile(profileData)));
	}

	@Override
	public ArrayOfHoldingDataBean getHoldings(String userID) {
		return HoldingBeans.toArray(this.operations.holdings(userID), ClientFamily.current().holdingPrice());
	}

	@Override
	public HoldingDataBean getHolding(String userID, Integer holdingID) {
		Holding holding = this.operations.holding(userID, holdingID);
		return (holding != null) ? HoldingBeans.toBean(holding, ClientFamily.current().holdingPrice()) : null;
	}

	@Override
	public ArrayOfOrderDataBean getOrders(String userID) {
		return OrderBeans.toArray(this.operations.orders(ClientFamily.current(), userID));
	}

	@Override
	public ArrayOfOrderDataBean getTopOrders(String userID) {
		return OrderBeans.toArray(this.operations.topOrders(userID));
	}

	@Override
	public ArrayOfOrderDataBean getClosedOrders(String userID) {
		return OrderBeans.toArray(this.operations.closedOrders(userID));
	}

	@Override
	public QuoteDataBean getQuote(String symbol) {
		Quote quote = this.operations.quote(symbol);
		return (quote != null) ? QuoteBeans.toBean(quote) : null;
	}

	@Override
	public ArrayOfQuoteDataBean getQuotes(String symbols) {
		List<Quote> quotes = this.operations.quotes(symbols);
		return (quotes != null) ? QuoteBeans.toArray(quotes) : null;
	}

	@Override
	public ArrayOfQuoteDataBean getAllQuotes() {
		return QuoteBeans.toArray(this.operations.allQuotes());
	}

	@Override
	public QuoteDataBean createQuote(String symbol, String companyName, BigDecimal price) {
		return QuoteBeans.toBean(this.operations.createQuote(symbol, companyName, price));
	}

	@Override
	public QuoteDataBean updateQuotePriceVolume(String symbol, BigDecimal newPrice, Double sharesTraded) {
		return QuoteBeans.toBean(this.operations.updateQuotePriceVolume(symbol, newPrice, sharesTraded));
	}

	@Override
	public MarketSummaryDataBeanWS getMarketSummary() {
		return QuoteBeans.toBean(this.operations.marketSummary());
	}

	@Override
	public OrderDataBean buy(String userID, String symbol, Double quantity, Integer orderProcessingMode) {
		return OrderBeans.toBean(this.operations.buy(userID, symbol, quantity));
	}

	@Override
	public OrderDataBean sell(String userID, Integer holdingID, Integer orderProcessingMode) {
		return OrderBeans.toBean(this.operations.sell(userID, holdingID));
	}

	@Override
	public OrderDataBean sellEnhanced(String userID, Integer holdingID, Double quantity) {
		return OrderBeans.toBean(this.operations.sellEnhanced(userID, holdingID, quantity));
	}

	@Override
	public void queueOrder(Integer orderID, Boolean twoPhase) {
		this.operations.queueOrder(orderID);
	}

	@Override
	public OrderDataBean completeOrder(Integer orderID, Boolean twoPhase) {
		return OrderBeans.toBean(this.operations.completeOrder(orderID));
	}

	@Override
	public void cancelOrder(Integer orderID, Boolean twoPhase) {
		this.operations.cancelOrder(orderID);
	}

	@Override
	public void orderCompleted(String userID, Integer orderID) {
		this.operations.orderCompleted(orderID);
	}

	@Override
	public RunStatsDataBean resetTrade(Boolean deleteAll) {
		return RunStatsBeans.toBean(this.operations.resetTrade(deleteAll));
	}

}
