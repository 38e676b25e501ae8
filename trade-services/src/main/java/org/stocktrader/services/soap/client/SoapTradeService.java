package org.stocktrader.services.soap.client;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.soap.beans.AccountBeans;
import org.stocktrader.services.soap.beans.HoldingBeans;
import org.stocktrader.services.soap.beans.OrderBeans;
import org.stocktrader.services.soap.beans.ProfileBeans;
import org.stocktrader.services.soap.beans.QuoteBeans;
import org.stocktrader.services.soap.beans.RunStatsBeans;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.RunStats;
import org.stocktrader.services.trade.TradeService;

/**
 * The trade service API over SOAP: calls a remote {@code ITradeServices} endpoint
 * (another StockTrader node, or any server with the contract) and translates its beans
 * and faults back, so callers see the same records and exceptions as in process. The
 * proxy is shared: its configuration is set once, and CXF proxies are thread-safe for
 * calls that do not change the request context. The contract has no idempotency keys: an
 * order placed with one is placed without it ({@link #acceptsKeys()} says so), and a part
 * of a holding is sold as {@link #sellPart} sells it, refused above the holding's
 * quantity as in process.
 */
class SoapTradeService implements TradeService, IdempotentOrders {

	private static final Logger logger = LoggerFactory.getLogger(SoapTradeService.class);

	/** StockTrader's value for the ignored {@code orderProcessingMode} parameter. */
	private static final int CONFIGURED_MODE = 0;

	private final ITradeServices remote;

	SoapTradeService(ITradeServices remote) {
		this.remote = remote;
	}

	@Override
	public Optional<Account> login(String userId, String password) {
		return Optional.ofNullable(call(userId, () -> this.remote.login(userId, password)))
			.map(AccountBeans::toAccount);
	}

	@Override
	public void logout(String userId) {
		call(userId, () -> {
			this.remote.logout(userId);
			return null;
		});
	}

	@Override
	public Account register(Registration r) {
		return AccountBeans.toAccount(call(r.userId(), () -> this.remote.register(r.userId(), r.password(),
				r.fullName(), r.address(), r.email(), r.creditCard(), r.openBalance())));
	}

	@Override
	public Account getAccountData(String userId) {
		return AccountBeans.toAccount(found(call(userId, () -> this.remote.getAccountData(userId)), "User " + userId));
	}

	@Override
	public AccountProfile getAccountProfileData(String userId) {
		return ProfileBeans
			.toProfile(found(call(userId, () -> this.remote.getAccountProfileData(userId)), "User " + userId));
	}

	@Override
	public AccountProfile updateAccountProfile(AccountProfile profile) {
		return ProfileBeans
			.toProfile(call(profile.userId(), () -> this.remote.updateAccountProfile(ProfileBeans.toBean(profile))));
	}

	@Override
	public List<Holding> getHoldings(String userId) {
		return HoldingBeans.toHoldings(call(userId, () -> this.remote.getHoldings(userId)));
	}

	@Override
	public Holding getHolding(String userId, int holdingId) {
		return HoldingBeans
			.toHolding(found(call(userId, () -> this.remote.getHolding(userId, holdingId)), "Holding " + holdingId));
	}

	@Override
	public Holding getHolding(int holdingId) {
		return HoldingBeans
			.toHolding(found(call(null, () -> this.remote.getHolding(null, holdingId)), "Holding " + holdingId));
	}

	@Override
	public List<Order> getOrders(String userId) {
		return OrderBeans.toOrders(call(userId, () -> this.remote.getOrders(userId)));
	}

	@Override
	public List<Order> getTopOrders(String userId) {
		return OrderBeans.toOrders(call(userId, () -> this.remote.getTopOrders(userId)));
	}

	@Override
	public List<Order> getClosedOrders(String userId) {
		return OrderBeans.toOrders(call(userId, () -> this.remote.getClosedOrders(userId)));
	}

	@Override
	public Quote getQuote(String symbol) {
		return QuoteBeans.toQuote(found(call(null, () -> this.remote.getQuote(symbol)), "Quote '" + symbol + "'"));
	}

	@Override
	public List<Quote> getQuotes(String symbols) {
		return QuoteBeans.toQuotes(call(null, () -> this.remote.getQuotes(symbols)));
	}

	@Override
	public List<Quote> getAllQuotes() {
		return QuoteBeans.toQuotes(call(null, this.remote::getAllQuotes));
	}

	@Override
	public Quote createQuote(String symbol, String companyName, BigDecimal price) {
		return QuoteBeans.toQuote(call(null, () -> this.remote.createQuote(symbol, companyName, price)));
	}

	@Override
	public Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		return QuoteBeans.toQuote(call(null, () -> this.remote.updateQuotePriceVolume(symbol, newPrice, sharesTraded)));
	}

	@Override
	public MarketSummary getMarketSummary() {
		return QuoteBeans.toMarketSummary(call(null, this.remote::getMarketSummary));
	}

	@Override
	public Order buy(String userId, String symbol, double quantity) {
		return OrderBeans.toOrder(call(userId, () -> this.remote.buy(userId, symbol, quantity, CONFIGURED_MODE)));
	}

	/** The SOAP contracts take no keys. */
	@Override
	public boolean acceptsKeys() {
		return false;
	}

	/**
	 * Buys without the key (the contract has none); getClosedOrders reports the order.
	 */
	@Override
	public Order buy(String userId, String symbol, double quantity, String idempotencyKey) {
		return buy(userId, symbol, quantity);
	}

	/**
	 * Sells without the key (the contract has none): the whole holding, or a part of it
	 * refused above the holding's quantity ({@link #sellPart}), as in process.
	 */
	@Override
	public Order sell(String userId, int holdingId, Double quantity, String idempotencyKey) {
		return (quantity != null) ? sellPart(userId, holdingId, quantity) : sell(userId, holdingId);
	}

	@Override
	public Order sell(String userId, int holdingId) {
		return OrderBeans.toOrder(call(userId, () -> this.remote.sell(userId, holdingId, CONFIGURED_MODE)));
	}

	@Override
	public Order sellEnhanced(String userId, int holdingId, double quantity) {
		return OrderBeans.toOrder(call(userId, () -> this.remote.sellEnhanced(userId, holdingId, quantity)));
	}

	@Override
	public Order completeOrder(int orderId) {
		return OrderBeans.toOrder(call(null, () -> this.remote.completeOrder(orderId, false)));
	}

	@Override
	public void cancelOrder(int orderId) {
		call(null, () -> {
			this.remote.cancelOrder(orderId, false);
			return null;
		});
	}

	@Override
	public RunStats resetTrade(boolean deleteAll) {
		return RunStatsBeans.toRunStats(call(null, () -> this.remote.resetTrade(deleteAll)));
	}

	/**
	 * The contract's {@code isOnline} is one-way and answers nothing, so this asks the
	 * two-way {@code emptyMethodAction} instead.
	 */
	@Override
	public boolean isOnline() {
		try {
			this.remote.emptyMethodAction();
			return true;
		}
		catch (WebServiceException ex) {
			logger.warn("The trade service does not answer: {}", ex.getMessage());
			return false;
		}
	}

	/**
	 * A StockTrader server answers an unknown user, holding or quote with nil, as .NET
	 * StockTrader does; callers of the service API get the in-process exception.
	 */
	private static <T> T found(T answer, String what) {
		if (answer == null) {
			throw new NotFoundException(what + " not found.");
		}
		return answer;
	}

	private static <T> T call(String userId, Supplier<T> operation) {
		try {
			return operation.get();
		}
		catch (SOAPFaultException ex) {
			throw RemoteFaults.translate(ex, userId);
		}
	}

}
