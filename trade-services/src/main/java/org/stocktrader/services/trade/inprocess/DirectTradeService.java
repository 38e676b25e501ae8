package org.stocktrader.services.trade.inprocess;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.OrderPlacement;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.services.trade.account.Credentials;
import org.stocktrader.services.trade.account.Portfolio;
import org.stocktrader.services.trade.admin.Administration;
import org.stocktrader.services.trade.quote.Quotes;

import org.springframework.stereotype.Service;

/**
 * The trade service in process, over the database: each operation handed to the feature
 * that owns it ({@link Credentials}, {@link Portfolio}, {@link Quotes},
 * {@link OrderPlacement}, {@link Administration}). Each write is one transaction (on the
 * feature's method), and a read that is one statement runs without one.
 */
@Service
@InProcess
public class DirectTradeService implements TradeService, IdempotentOrders {

	private final Credentials credentials;

	private final Portfolio portfolio;

	private final Quotes quotes;

	private final OrderPlacement orders;

	private final Administration administration;

	DirectTradeService(Credentials credentials, Portfolio portfolio, Quotes quotes, OrderPlacement orders,
			Administration administration) {
		this.credentials = credentials;
		this.portfolio = portfolio;
		this.quotes = quotes;
		this.orders = orders;
		this.administration = administration;
	}

	@Override
	public Optional<Account> login(String userId, String password) {
		return this.credentials.login(userId, password);
	}

	@Override
	public Optional<SignedIn> signIn(String userId, String password) {
		return this.credentials.signIn(userId, password);
	}

	@Override
	public void logout(String userId) {
		this.credentials.logout(userId);
	}

	@Override
	public Account register(Registration registration) {
		return this.credentials.register(registration, 0);
	}

	@Override
	public Account registerAndLogin(Registration registration) {
		return this.credentials.register(registration, 1);
	}

	@Override
	public AccountProfile updateAccountProfile(AccountProfile profile) {
		return this.credentials.updateProfile(profile);
	}

	@Override
	public boolean isPasswordOf(String userId, String password) {
		return this.credentials.isPasswordOf(userId, password);
	}

	@Override
	public Account getAccountData(String userId) {
		return this.portfolio.account(userId);
	}

	@Override
	public AccountSummary getAccountSummary(String userId) {
		return this.portfolio.summary(userId);
	}

	@Override
	public AccountOverview getAccountOverview(String userId, boolean allOrders) {
		return this.portfolio.overview(userId, allOrders);
	}

	@Override
	public AccountProfile getAccountProfileData(String userId) {
		return this.portfolio.profile(userId);
	}

	@Override
	public List<Holding> getHoldings(String userId) {
		return this.portfolio.holdings(userId);
	}

	@Override
	public Holding getHolding(String userId, int holdingId) {
		return this.portfolio.holding(userId, holdingId);
	}

	@Override
	public Holding getHolding(int holdingId) {
		return this.portfolio.holding(holdingId);
	}

	@Override
	public Order getOrder(String userId, int orderId) {
		return this.portfolio.order(userId, orderId);
	}

	@Override
	public List<Order> getOrders(String userId) {
		return this.portfolio.orders(userId, true);
	}

	@Override
	public List<Order> getTopOrders(String userId) {
		return this.portfolio.orders(userId, false);
	}

	@Override
	public List<Order> getClosedOrders(String userId) {
		return this.portfolio.closedOrders(userId);
	}

	@Override
	public Quote getQuote(String symbol) {
		return this.quotes.quote(symbol);
	}

	@Override
	public List<Quote> getQuotes(String symbols) {
		return this.quotes.quotes(symbols);
	}

	@Override
	public List<Quote> getAllQuotes() {
		return this.quotes.all();
	}

	@Override
	public Quote createQuote(String symbol, String companyName, BigDecimal price) {
		return this.quotes.create(symbol, companyName, price);
	}

	@Override
	public Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return this.quotes.move(symbol, newPrice, sharesTraded);
	}

	@Override
	public MarketSummary getMarketSummary() {
		return this.quotes.marketSummary();
	}

	@Override
	public Order buy(String userId, String symbol, double quantity) {
		return this.orders.buy(userId, symbol, quantity, null, OrderStatus.CLOSED);
	}

	@Override
	public Order buy(String userId, String symbol, double quantity, String idempotencyKey) {
		return this.orders.buy(userId, symbol, quantity, idempotencyKey, OrderStatus.CLOSED);
	}

	@Override
	public Order buyReported(String userId, String symbol, double quantity, String idempotencyKey) {
		return this.orders.buy(userId, symbol, quantity, idempotencyKey, OrderStatus.COMPLETED);
	}

	@Override
	public Order sell(String userId, int holdingId) {
		return this.orders.sell(userId, holdingId);
	}

	@Override
	public Order sellEnhanced(String userId, int holdingId, double quantity) {
		return this.orders.sellEnhanced(userId, holdingId, quantity);
	}

	@Override
	public Order sellPart(String userId, int holdingId, double quantity) {
		return this.orders.sellPart(userId, holdingId, quantity);
	}

	@Override
	public Order sell(String userId, int holdingId, Double quantity, String idempotencyKey) {
		return this.orders.sell(userId, holdingId, quantity, idempotencyKey);
	}

	@Override
	public Order completeOrder(int orderId) {
		return this.orders.complete(orderId);
	}

	@Override
	public void cancelOrder(int orderId) {
		this.orders.cancel(orderId);
	}

	@Override
	public RunStats resetTrade(boolean deleteAll) {
		return this.administration.resetTrade(deleteAll);
	}

	@Override
	public boolean isOnline() {
		return this.administration.isOnline();
	}

}
