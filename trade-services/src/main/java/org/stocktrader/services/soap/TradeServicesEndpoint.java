package org.stocktrader.services.soap;

import java.math.BigDecimal;

import jakarta.jws.WebService;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
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
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Component;

/**
 * The {@code ITradeServices} SOAP endpoint: translates the contract's beans to and from
 * the service API, and nothing else. Domain exceptions become SOAP faults in
 * {@link TradeFaults}; the beans map in {@code org.stocktrader.services.soap.beans}.
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.contract.ITradeServices",
		targetNamespace = TradeServicesEndpoint.NAMESPACE, serviceName = "TradeServiceBSL",
		portName = "BasicHttpBinding_ITradeServices", wsdlLocation = "classpath:wsdl/TradeServices.wsdl")
class TradeServicesEndpoint implements ITradeServices {

	static final String NAMESPACE = "http://trade.samples.websphere.ibm.com";

	private final TradeService trade;

	TradeServicesEndpoint(@InProcess TradeService trade) {
		this.trade = trade;
	}

	@Override
	public void emptyMethodAction() {
	}

	@Override
	public void isOnline() {
		// one-way: the caller gets HTTP 202 whatever the answer
		this.trade.isOnline();
	}

	@Override
	public AccountDataBean login(String userID, String password) {
		// StockTrader answers a wrong password with a nil loginReturn; IBM Trade faults
		return this.trade.login(userID, password).map(AccountBeans::toBean).orElse(null);
	}

	@Override
	public void logout(String userID) {
		this.trade.logout(userID);
	}

	@Override
	public AccountDataBean register(String userID, String password, String fullname, String address, String email,
			String creditcard, BigDecimal openBalance) {
		return AccountBeans.toBean(this.trade
			.register(new Registration(userID, password, fullname, address, email, creditcard, openBalance)));
	}

	@Override
	public AccountDataBean getAccountData(String userID) {
		// StockTrader answers an unknown user with nil, IBM Trade with a fault
		if (ClientFamily.current().quietUnknownUser()) {
			return AccountBeans.toBean(MissingData.orNil(() -> this.trade.getAccountData(userID)));
		}
		return AccountBeans.toBean(this.trade.getAccountData(userID));
	}

	@Override
	public AccountProfileDataBean getAccountProfileData(String userID) {
		AccountProfile profile = MissingData.orNil(() -> this.trade.getAccountProfileData(userID));
		return (profile != null) ? ProfileBeans.toBean(profile) : null;
	}

	@Override
	public AccountProfileDataBean updateAccountProfile(AccountProfileDataBean profileData) {
		required(profileData, "profileData");
		return ProfileBeans.toBean(this.trade.updateAccountProfile(ProfileBeans.toProfile(profileData)));
	}

	@Override
	public ArrayOfHoldingDataBean getHoldings(String userID) {
		return HoldingBeans.toArray(MissingData.orEmpty(() -> this.trade.getHoldings(userID)),
				ClientFamily.current().holdingPrice());
	}

	@Override
	public HoldingDataBean getHolding(String userID, Integer holdingID) {
		required(holdingID, "holdingID");
		// IBM Trade sends the holding id alone, StockTrader the user id too
		boolean withPrice = ClientFamily.current().holdingPrice();
		Holding holding = MissingData.orNil(() -> (userID == null || userID.isBlank())
				? this.trade.getHolding(holdingID) : this.trade.getHolding(userID, holdingID));
		return (holding != null) ? HoldingBeans.toBean(holding, withPrice) : null;
	}

	@Override
	public ArrayOfOrderDataBean getOrders(String userID) {
		if (ClientFamily.current().quietUnknownUser()) {
			return OrderBeans.toArray(MissingData.orEmpty(() -> this.trade.getOrders(userID)));
		}
		return OrderBeans.toArray(this.trade.getOrders(userID));
	}

	@Override
	public ArrayOfOrderDataBean getTopOrders(String userID) {
		return OrderBeans.toArray(MissingData.orEmpty(() -> this.trade.getTopOrders(userID)));
	}

	@Override
	public ArrayOfOrderDataBean getClosedOrders(String userID) {
		return OrderBeans.toArray(MissingData.orEmpty(() -> this.trade.getClosedOrders(userID)));
	}

	@Override
	public QuoteDataBean getQuote(String symbol) {
		// StockTrader answers an empty or unknown symbol with a nil quote, as does
		// DayTrader
		if (symbol == null || symbol.isBlank()) {
			return null;
		}
		Quote quote = MissingData.orNil(() -> this.trade.getQuote(symbol));
		return (quote != null) ? QuoteBeans.toBean(quote) : null;
	}

	@Override
	public ArrayOfQuoteDataBean getQuotes(String symbols) {
		if (symbols == null || symbols.isBlank()) {
			return null;
		}
		return QuoteBeans.toArray(this.trade.getQuotes(symbols));
	}

	@Override
	public ArrayOfQuoteDataBean getAllQuotes() {
		return QuoteBeans.toArray(this.trade.getAllQuotes());
	}

	@Override
	public QuoteDataBean createQuote(String symbol, String companyName, BigDecimal price) {
		return QuoteBeans.toBean(this.trade.createQuote(symbol, companyName, price));
	}

	@Override
	public QuoteDataBean updateQuotePriceVolume(String symbol, BigDecimal newPrice, Double sharesTraded) {
		required(sharesTraded, "sharesTraded");
		return QuoteBeans.toBean(this.trade.updateQuotePriceVolume(symbol, newPrice, sharesTraded));
	}

	@Override
	public MarketSummaryDataBeanWS getMarketSummary() {
		return QuoteBeans.toBean(this.trade.getMarketSummary());
	}

	@Override
	public OrderDataBean buy(String userID, String symbol, Double quantity, Integer orderProcessingMode) {
		// orderProcessingMode is ignored, as in StockTrader: the mode is configuration
		required(quantity, "quantity");
		return OrderBeans.toBean(this.trade.buy(userID, symbol, quantity));
	}

	@Override
	public OrderDataBean sell(String userID, Integer holdingID, Integer orderProcessingMode) {
		required(holdingID, "holdingID");
		return OrderBeans.toBean(this.trade.sell(userID, holdingID));
	}

	@Override
	public OrderDataBean sellEnhanced(String userID, Integer holdingID, Double quantity) {
		required(holdingID, "holdingID");
		required(quantity, "quantity");
		return OrderBeans.toBean(this.trade.sellEnhanced(userID, holdingID, quantity));
	}

	@Override
	public void queueOrder(Integer orderID, Boolean twoPhase) {
		// IBM Trade queues the order for its message-driven processor; here queueing an
		// order means having it executed (completeOrder is idempotent)
		required(orderID, "orderID");
		this.trade.completeOrder(orderID);
	}

	@Override
	public OrderDataBean completeOrder(Integer orderID, Boolean twoPhase) {
		required(orderID, "orderID");
		return OrderBeans.toBean(this.trade.completeOrder(orderID));
	}

	@Override
	public void cancelOrder(Integer orderID, Boolean twoPhase) {
		required(orderID, "orderID");
		this.trade.cancelOrder(orderID);
	}

	@Override
	public void orderCompleted(String userID, Integer orderID) {
		// IBM Trade's notification hook: nothing to record, as in IBM Trade's direct mode
		required(orderID, "orderID");
	}

	@Override
	public RunStatsDataBean resetTrade(Boolean deleteAll) {
		return RunStatsBeans.toBean(this.trade.resetTrade(Boolean.TRUE.equals(deleteAll)));
	}

	private static void required(Object value, String name) {
		if (value == null) {
			throw new InvalidInputException(name + " is required.");
		}
	}

}
