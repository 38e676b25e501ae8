package org.stocktrader.services.soap.client;

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
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;

/**
 * The web tier's trade service: each call goes to the back end in force when it is made
 * (one volatile read), the in-process service or the SOAP client of the configured
 * endpoint. Both stay available, so the operator can switch while the server runs. Orders
 * placed with an idempotency key keep it while the in-process service is in force (the
 * web tier's order forms); the SOAP back end has no keys, and {@link #acceptsKeys()} says
 * so.
 */
class BackendTradeService implements TradeService, IdempotentOrders {

	private final TradeService inProcess;

	private final LiveSetting<Backend> backend;

	private final SoapClients soapClients;

	BackendTradeService(TradeService inProcess, LiveSetting<Backend> backend, SoapClients soapClients) {
		this.inProcess = inProcess;
		this.backend = backend;
		this.soapClients = soapClients;
	}

	/** The service of the back end in force. */
	TradeService target() {
		Backend current = this.backend.get();
		return (current.mode() == BackendMode.SOAP) ? this.soapClients.to(current.url()) : this.inProcess;
	}

	@Override
	public Optional<Account> login(String userId, String password) {
		return target().login(userId, password);
	}

	@Override
	public Optional<SignedIn> signIn(String userId, String password) {
		return target().signIn(userId, password);
	}

	@Override
	public void logout(String userId) {
		target().logout(userId);
	}

	@Override
	public Account register(Registration registration) {
		return target().register(registration);
	}

	@Override
	public Account registerAndLogin(Registration registration) {
		return target().registerAndLogin(registration);
	}

	@Override
	public Account getAccountData(String userId) {
		return target().getAccountData(userId);
	}

	@Override
	public AccountSummary getAccountSummary(String userId) {
		return target().getAccountSummary(userId);
	}

	@Override
	public AccountOverview getAccountOverview(String userId, boolean allOrders) {
		return target().getAccountOverview(userId, allOrders);
	}

	@Override
	public AccountProfile getAccountProfileData(String userId) {
		return target().getAccountProfileData(userId);
	}

	@Override
	public AccountProfile updateAccountProfile(AccountProfile profile) {
		return target().updateAccountProfile(profile);
	}

	@Override
	public AccountProfile updateOwnProfile(AccountProfile profile, String currentPassword) {
		return target().updateOwnProfile(profile, currentPassword);
	}

	@Override
	public boolean isPasswordOf(String userId, String password) {
		return target().isPasswordOf(userId, password);
	}

	@Override
	public List<Holding> getHoldings(String userId) {
		return target().getHoldings(userId);
	}

	@Override
	public Holding getHolding(String userId, int holdingId) {
		return target().getHolding(userId, holdingId);
	}

	@Override
	public Holding getHolding(int holdingId) {
		return target().getHolding(holdingId);
	}

	@Override
	public Order getOrder(String userId, int orderId) {
		return target().getOrder(userId, orderId);
	}

	@Override
	public List<Order> getOrders(String userId) {
		return target().getOrders(userId);
	}

	@Override
	public List<Order> getTopOrders(String userId) {
		return target().getTopOrders(userId);
	}

	@Override
	public List<Order> getClosedOrders(String userId) {
		return target().getClosedOrders(userId);
	}

	@Override
	public Quote getQuote(String symbol) {
		return target().getQuote(symbol);
	}

	@Override
	public List<Quote> getQuotes(String symbols) {
		return target().getQuotes(symbols);
	}

	@Override
	public List<Quote> getAllQuotes() {
		return target().getAllQuotes();
	}

	@Override
	public Quote createQuote(String symbol, String companyName, BigDecimal price) {
		return target().createQuote(symbol, companyName, price);
	}

	@Override
	public Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return target().updateQuotePriceVolume(symbol, newPrice, sharesTraded);
	}

	@Override
	public MarketSummary getMarketSummary() {
		return target().getMarketSummary();
	}

	@Override
	public Order buy(String userId, String symbol, double quantity) {
		return target().buy(userId, symbol, quantity);
	}

	@Override
	public boolean acceptsKeys() {
		return target() instanceof IdempotentOrders orders && orders.acceptsKeys();
	}

	@Override
	public Order buy(String userId, String symbol, double quantity, String idempotencyKey) {
		return buyByKey(userId, symbol, quantity, idempotencyKey, false);
	}

	@Override
	public Order buyReported(String userId, String symbol, double quantity, String idempotencyKey) {
		return buyByKey(userId, symbol, quantity, idempotencyKey, true);
	}

	private Order buyByKey(String userId, String symbol, double quantity, String idempotencyKey, boolean reported) {
		TradeService target = target();
		if (target instanceof IdempotentOrders orders) {
			return reported ? orders.buyReported(userId, symbol, quantity, idempotencyKey)
					: orders.buy(userId, symbol, quantity, idempotencyKey);
		}
		// the SOAP back end, chosen since the caller asked acceptsKeys(): no key;
		// getClosedOrders reports the order
		return target.buy(userId, symbol, quantity);
	}

	@Override
	public Order sell(String userId, int holdingId, Double quantity, String idempotencyKey) {
		TradeService target = target();
		if (target instanceof IdempotentOrders orders) {
			return orders.sell(userId, holdingId, quantity, idempotencyKey);
		}
		return (quantity != null) ? target.sellEnhanced(userId, holdingId, quantity) : target.sell(userId, holdingId);
	}

	@Override
	public Order sell(String userId, int holdingId) {
		return target().sell(userId, holdingId);
	}

	@Override
	public Order sellEnhanced(String userId, int holdingId, double quantity) {
		return target().sellEnhanced(userId, holdingId, quantity);
	}

	@Override
	public Order sellPart(String userId, int holdingId, double quantity) {
		return target().sellPart(userId, holdingId, quantity);
	}

	@Override
	public Order completeOrder(int orderId) {
		return target().completeOrder(orderId);
	}

	@Override
	public void cancelOrder(int orderId) {
		target().cancelOrder(orderId);
	}

	@Override
	public RunStats resetTrade(boolean deleteAll) {
		return target().resetTrade(deleteAll);
	}

	@Override
	public boolean isOnline() {
		return target().isOnline();
	}

}
