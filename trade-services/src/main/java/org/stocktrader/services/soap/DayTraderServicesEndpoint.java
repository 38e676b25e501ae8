package org.stocktrader.services.soap;

import java.math.BigDecimal;

import jakarta.jws.WebService;
import org.stocktrader.dal.account.Registration;
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
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Component;

/**
 * DayTrader's {@code TradeWSServices} contract exactly as DayTrader publishes it (service
 * {@code Trade}, namespace {@value #NAMESPACE}), over the same service API as
 * {@link TradeServicesEndpoint}: translates DayTrader's beans ({@link DayTraderBeans})
 * and nothing else. An unknown key is answered as DayTrader answers it
 * ({@link ClientFamily}).
 */
@Component
@WebService(endpointInterface = "org.stocktrader.services.soap.daytrader.contract.TradeWSServices",
		targetNamespace = DayTraderServicesEndpoint.NAMESPACE, serviceName = "Trade", portName = "TradeWSServices",
		wsdlLocation = "classpath:wsdl/daytrader/TradeServices.wsdl")
class DayTraderServicesEndpoint implements TradeWSServices {

	static final String NAMESPACE = "http://daytrader.samples.geronimo.apache.org";

	private final TradeService trade;

	DayTraderServicesEndpoint(@InProcess TradeService trade) {
		this.trade = trade;
	}

	@Override
	public MarketSummaryDataBeanWS getMarketSummary() {
		return DayTraderBeans.marketSummary(this.trade.getMarketSummary());
	}

	@Override
	public OrderDataBean buy(String userID, String symbol, double quantity, int orderProcessingMode) {
		// orderProcessingMode is ignored: the processing mode is configuration
		return DayTraderBeans.order(this.trade.buy(userID, symbol, quantity));
	}

	@Override
	public OrderDataBean sell(String userID, Integer holdingID, int orderProcessingMode) {
		required(holdingID, "holdingID");
		return DayTraderBeans.order(this.trade.sell(userID, holdingID));
	}

	@Override
	public void queueOrder(Integer orderID, boolean twoPhase) {
		// DayTrader queues the order for its message-driven processor; here queueing an
		// order means having it executed (completeOrder is idempotent)
		required(orderID, "orderID");
		this.trade.completeOrder(orderID);
	}

	@Override
	public OrderDataBean completeOrder(Integer orderID, boolean twoPhase) {
		required(orderID, "orderID");
		return DayTraderBeans.order(this.trade.completeOrder(orderID));
	}

	@Override
	public void cancelOrder(Integer orderID, boolean twoPhase) {
		required(orderID, "orderID");
		this.trade.cancelOrder(orderID);
	}

	@Override
	public void orderCompleted(String userID, Integer orderID) {
		// DayTrader's notification hook for its caches: nothing to record here
		required(orderID, "orderID");
	}

	@Override
	public ArrayOfOrderDataBean getOrders(String userID) {
		// an unknown user is a fault, as in DayTrader's TradeSLSBBean (ClientFamily)
		return DayTraderBeans.orders(this.trade.getOrders(userID));
	}

	@Override
	public ArrayOfOrderDataBean getClosedOrders(String userID) {
		return DayTraderBeans.orders(MissingData.orEmpty(() -> this.trade.getClosedOrders(userID)));
	}

	@Override
	public QuoteDataBean createQuote(String symbol, String companyName, BigDecimal price) {
		return DayTraderBeans.quote(this.trade.createQuote(symbol, companyName, price));
	}

	@Override
	public QuoteDataBean getQuote(String symbol) {
		if (symbol == null || symbol.isBlank()) {
			return null;
		}
		return DayTraderBeans.quote(MissingData.orNil(() -> this.trade.getQuote(symbol)));
	}

	@Override
	public ArrayOfQuoteDataBean getAllQuotes() {
		return DayTraderBeans.quotes(this.trade.getAllQuotes());
	}

	@Override
	public QuoteDataBean updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return DayTraderBeans.quote(this.trade.updateQuotePriceVolume(symbol, newPrice, sharesTraded));
	}

	@Override
	public ArrayOfHoldingDataBean getHoldings(String userID) {
		return DayTraderBeans.holdings(MissingData.orEmpty(() -> this.trade.getHoldings(userID)));
	}

	@Override
	public HoldingDataBean getHolding(Integer holdingID) {
		required(holdingID, "holdingID");
		return DayTraderBeans.holding(MissingData.orNil(() -> this.trade.getHolding(holdingID)));
	}

	@Override
	public AccountDataBean getAccountData(String userID) {
		// an unknown user is a fault, as in DayTrader's TradeSLSBBean (ClientFamily)
		return DayTraderBeans.account(this.trade.getAccountData(userID));
	}

	@Override
	public AccountProfileDataBean getAccountProfileData(String userID) {
		return DayTraderBeans.profile(MissingData.orNil(() -> this.trade.getAccountProfileData(userID)));
	}

	@Override
	public AccountProfileDataBean updateAccountProfile(AccountProfileDataBean profileData) {
		required(profileData, "profileData");
		return DayTraderBeans.profile(this.trade.updateAccountProfile(DayTraderBeans.profile(profileData)));
	}

	@Override
	public AccountDataBean login(String userID, String password) {
		// an unknown user or a wrong password answers nil, as DayTrader's TradeDirect
		// does
		return this.trade.login(userID, password).map(DayTraderBeans::account).orElse(null);
	}

	@Override
	public void logout(String userID) {
		this.trade.logout(userID);
	}

	@Override
	public AccountDataBean register(String userID, String password, String fullname, String address, String email,
			String creditcard, BigDecimal openBalance) {
		return DayTraderBeans.account(this.trade
			.register(new Registration(userID, password, fullname, address, email, creditcard, openBalance)));
	}

	@Override
	public RunStatsDataBean resetTrade(boolean deleteAll) {
		return DayTraderBeans.runStats(this.trade.resetTrade(deleteAll));
	}

	private static void required(Object value, String name) {
		if (value == null) {
			throw new InvalidInputException(name + " is required.");
		}
	}

}
