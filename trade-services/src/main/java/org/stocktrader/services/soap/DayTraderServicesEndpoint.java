package org.stocktrader.services.soap;

import java.math.BigDecimal;

import jakarta.jws.WebService;
import org.stocktrader.services.soap.beans.DayTraderBeans;
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
import org.stocktrader.services.soap.daytrader.contract.TradeWSServices;

import org.springframework.stereotype.Component;

/**
 * DayTrader's {@code TradeWSServices} contract exactly as DayTrader publishes it (service
 * {@code Trade}, namespace {@value #NAMESPACE}), over the same operations as
 * {@link TradeServicesEndpoint} ({@link TradeOperations}): maps DayTrader's beans
 * ({@link DayTraderBeans}) and nothing else. Every request here is from the
 * {@link ClientFamily#DAYTRADER} family, whose unknown keys are answered as DayTrader
 * answers them.
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.daytrader.contract.TradeWSServices",
		targetNamespace = DayTraderServicesEndpoint.NAMESPACE, serviceName = "Trade", portName = "TradeWSServices",
		wsdlLocation = "classpath:wsdl/daytrader/TradeServices.wsdl")
class DayTraderServicesEndpoint implements TradeWSServices {

	static final String NAMESPACE = "http://daytrader.samples.geronimo.apache.org";

	private final TradeOperations operations;

	DayTraderServicesEndpoint(TradeOperations operations) {
		this.operations = operations;
	}

	@Override
	public MarketSummaryDataBeanWS getMarketSummary() {
		return DayTraderBeans.marketSummary(this.operations.marketSummary());
	}

	@Override
	public OrderDataBean buy(String userID, String symbol, double quantity, int orderProcessingMode) {
		return DayTraderBeans.order(this.operations.buy(userID, symbol, quantity));
	}

	@Override
	public OrderDataBean sell(String userID, Integer holdingID, int orderProcessingMode) {
		return DayTraderBeans.order(this.operations.sell(userID, holdingID));
	}

	@Override
	public void queueOrder(Integer orderID, boolean twoPhase) {
		this.operations.queueOrder(orderID);
	}

	@Override
	public OrderDataBean completeOrder(Integer orderID, boolean twoPhase) {
		return DayTraderBeans.order(this.operations.completeOrder(orderID));
	}

	@Override
	public void cancelOrder(Integer orderID, boolean twoPhase) {
		this.operations.cancelOrder(orderID);
	}

	@Override
	public void orderCompleted(String userID, Integer orderID) {
		this.operations.orderCompleted(orderID);
	}

	@Override
	public ArrayOfOrderDataBean getOrders(String userID) {
		return DayTraderBeans.orders(this.operations.orders(ClientFamily.DAYTRADER, userID));
	}

	@Override
	public ArrayOfOrderDataBean getClosedOrders(String userID) {
		return DayTraderBeans.orders(this.operations.closedOrders(userID));
	}

	@Override
	public QuoteDataBean createQuote(String symbol, String companyName, BigDecimal price) {
		return DayTraderBeans.quote(this.operations.createQuote(symbol, companyName, price));
	}

	@Override
	public QuoteDataBean getQuote(String symbol) {
		return DayTraderBeans.quote(this.operations.quote(symbol));
	}

	@Override
	public ArrayOfQuoteDataBean getAllQuotes() {
		return DayTraderBeans.quotes(this.operations.allQuotes());
	}

	@Override
	public QuoteDataBean updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return DayTraderBeans.quote(this.operations.updateQuotePriceVolume(symbol, newPrice, sharesTraded));
	}

	@Override
	public ArrayOfHoldingDataBean getHoldings(String userID) {
		return DayTraderBeans.holdings(this.operations.holdings(userID));
	}

	@Override
	public HoldingDataBean getHolding(Integer holdingID) {
		return DayTraderBeans.holding(this.operations.holding(null, holdingID));
	}

	@Override
	public AccountDataBean getAccountData(String userID) {
		return DayTraderBeans.account(this.operations.accountData(ClientFamily.DAYTRADER, userID));
	}

	@Override
	public AccountProfileDataBean getAccountProfileData(String userID) {
		return DayTraderBeans.profile(this.operations.accountProfile(userID));
	}

	@Override
	public AccountProfileDataBean updateAccountProfile(AccountProfileDataBean profileData) {
		return DayTraderBeans.profile(this.operations.updateAccountProfile(DayTraderBeans.profile(profileData)));
	}

	@Override
	public AccountDataBean login(String userID, String password) {
		// an unknown user or a wrong password answers nil, as DayTrader's TradeDirect
		// does
		return DayTraderBeans.account(this.operations.login(userID, password));
	}

	@Override
	public void logout(String userID) {
		this.operations.logout(userID);
	}

	@Override
	public AccountDataBean register(String userID, String password, String fullname, String address, String email,
			String creditcard, BigDecimal openBalance) {
		return DayTraderBeans
			.account(this.operations.register(userID, password, fullname, address, email, creditcard, openBalance));
	}

	@Override
	public RunStatsDataBean resetTrade(boolean deleteAll) {
		return DayTraderBeans.runStats(this.operations.resetTrade(deleteAll));
	}

}
