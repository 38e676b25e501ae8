package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.util.List;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;

import org.springframework.stereotype.Component;

/**
 * The trade operations as both SOAP contracts answer them, in domain records: which
 * arguments are required, and what a lookup of an unknown key answers for each
 * {@link ClientFamily} ({@link MissingData}). {@link TradeServicesEndpoint}
 * ({@code ITradeServices}) and {@link DayTraderServicesEndpoint} (DayTrader's
 * {@code TradeWSServices}) call it and map only their own contract's beans. A
 * {@code null} answer is a nil return element.
 */
@Component
class TradeOperations {

	private final TradeService trade;

	TradeOperations(@InProcess TradeService trade) {
		this.trade = trade;
	}

	void isOnline() {
		this.trade.isOnline();
	}

	/** The account, or {@code null} for an unknown user or a wrong password. */
	Account login(String userID, String password) {
		return this.trade.login(userID, password).orElse(null);
	}

	void logout(String userID) {
		this.trade.logout(userID);
	}

	Account register(String userID, String password, String fullname, String address, String email, String creditcard,
			BigDecimal openBalance) {
		return this.trade
			.register(new Registration(userID, password, fullname, address, email, creditcard, openBalance));
	}

	/** The account, or for an unknown user {@code null} or a fault, per family. */
	Account accountData(ClientFamily family, String userID) {
		if (family.quietUnknownUser()) {
			return MissingData.orNil(() -> this.trade.getAccountData(userID));
		}
		return this.trade.getAccountData(userID);
	}

	/** The profile, or {@code null} for an unknown user. */
	AccountProfile accountProfile(String userID) {
		return MissingData.orNil(() -> this.trade.getAccountProfileData(userID));
	}

	AccountProfile updateAccountProfile(AccountProfile profile) {
		required(profile, "profileData");
		return this.trade.updateAccountProfile(profile);
	}

	/** The holdings, empty for an unknown user. */
	List<Holding> holdings(String userID) {
		return MissingData.orEmpty(() -> this.trade.getHoldings(userID));
	}

	/**
	 * The holding, or {@code null} when there is none: by its id alone (IBM Trade,
	 * DayTrader) or of the user (StockTrader sends the user id too).
	 */
	Holding holding(String userID, Integer holdingID) {
		required(holdingID, "holdingID");
		return MissingData.orNil(() -> (userID == null || userID.isBlank()) ? this.trade.getHolding(holdingID)
				: this.trade.getHolding(userID, holdingID));
	}

	/** The orders, or for an unknown user an empty list or a fault, per family. */
	List<Order> orders(ClientFamily family, String userID) {
		if (family.quietUnknownUser()) {
			return MissingData.orEmpty(() -> this.trade.getOrders(userID));
		}
		return this.trade.getOrders(userID);
	}

	/** The latest orders, empty for an unknown user. */
	List<Order> topOrders(String userID) {
		return MissingData.orEmpty(() -> this.trade.getTopOrders(userID));
	}

	/** The closed orders, empty for an unknown user. */
	List<Order> closedOrders(String userID) {
		return MissingData.orEmpty(() -> this.trade.getClosedOrders(userID));
	}

	/** The quote, or {@code null} for an empty or unknown symbol, for every family. */
	Quote quote(String symbol) {
		if (symbol == null || symbol.isBlank()) {
			return null;
		}
		return MissingData.orNil(() -> this.trade.getQuote(symbol));
	}

	/** The quotes, or {@code null} for no symbols. */
	List<Quote> quotes(String symbols) {
		if (symbols == null || symbols.isBlank()) {
			return null;
		}
		return this.trade.getQuotes(symbols);
	}

	List<Quote> allQuotes() {
		return this.trade.getAllQuotes();
	}

	Quote createQuote(String symbol, String companyName, BigDecimal price) {
		return this.trade.createQuote(symbol, companyName, price);
	}

	Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, Double sharesTraded) {
		required(sharesTraded, "sharesTraded");
		return this.trade.updateQuotePriceVolume(symbol, newPrice, sharesTraded);
	}

	MarketSummary marketSummary() {
		return this.trade.getMarketSummary();
	}

	/**
	 * A buy. The contracts' {@code orderProcessingMode} is not taken: the processing mode
	 * is configuration, as in StockTrader.
	 */
	Order buy(String userID, String symbol, Double quantity) {
		required(quantity, "quantity");
		return this.trade.buy(userID, symbol, quantity);
	}

	Order sell(String userID, Integer holdingID) {
		required(holdingID, "holdingID");
		return this.trade.sell(userID, holdingID);
	}

	Order sellEnhanced(String userID, Integer holdingID, Double quantity) {
		required(holdingID, "holdingID");
		required(quantity, "quantity");
		return this.trade.sellEnhanced(userID, holdingID, quantity);
	}

	/**
	 * IBM Trade and DayTrader queue the order for their message-driven processor; here
	 * queueing an order means having it executed ({@code completeOrder} is idempotent).
	 */
	void queueOrder(Integer orderID) {
		required(orderID, "orderID");
		this.trade.completeOrder(orderID);
	}

	Order completeOrder(Integer orderID) {
		required(orderID, "orderID");
		return this.trade.completeOrder(orderID);
	}

	void cancelOrder(Integer orderID) {
		required(orderID, "orderID");
		this.trade.cancelOrder(orderID);
	}

	/**
	 * The originals' notification hook for their caches: nothing to record, as in their
	 * direct mode.
	 */
	void orderCompleted(Integer orderID) {
		required(orderID, "orderID");
	}

	RunStats resetTrade(Boolean deleteAll) {
		return this.trade.resetTrade(Boolean.TRUE.equals(deleteAll));
	}

	private static void required(Object value, String name) {
		if (value == null) {
			throw new InvalidInputException(name + " is required.");
		}
	}

}
