package org.stocktrader.services.trade.account;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.TradeProperties;

import org.springframework.stereotype.Service;

/**
 * A trader's account, profile, holdings and orders as the pages read them: each read one
 * statement (account with holdings, account with profile and orders), so without a
 * transaction (no BEGIN/COMMIT round trips); holdings priced from the {@link QuoteCache}.
 * Profiles leave it without the password or its hash.
 */
@Service
public class Portfolio {

	private final AccountRepository accounts;

	private final HoldingRepository holdings;

	private final OrderRepository orders;

	private final TradeProperties properties;

	private final QuoteCache quoteCache;

	Portfolio(AccountRepository accounts, HoldingRepository holdings, OrderRepository orders,
			TradeProperties properties, QuoteCache quoteCache) {
		this.accounts = accounts;
		this.holdings = holdings;
		this.orders = orders;
		this.properties = properties;
		this.quoteCache = quoteCache;
	}

	/** The user's account. */
	public Account account(String userId) {
		String id = Inputs.userId(userId);
		return this.accounts.findByUserId(id).orElseThrow(() -> NotFoundException.user(id));
	}

	/** The account with its newest holdings. */
	public AccountSummary summary(String userId) {
		String id = Inputs.userId(userId);
		return this.accounts.findSummary(id, this.properties.maxQueryHoldings())
			.orElseThrow(() -> NotFoundException.user(id));
	}

	/** The account with its profile and all (or the top) orders. */
	public AccountOverview overview(String userId, boolean allOrders) {
		String id = Inputs.userId(userId);
		int limit = allOrders ? this.properties.maxQueryOrders() : this.properties.maxQueryTopOrders();
		AccountOverview overview = this.accounts.findOverview(id, limit).orElseThrow(() -> NotFoundException.user(id));
		return new AccountOverview(overview.account(), overview.profile().withoutPassword(), overview.orders());
	}

	/** The user's profile, without password. */
	public AccountProfile profile(String userId) {
		String id = Inputs.userId(userId);
		return this.accounts.findProfile(id).orElseThrow(() -> NotFoundException.user(id)).withoutPassword();
	}

	/** The user's newest holdings, priced. */
	public List<Holding> holdings(String userId) {
		String id = Inputs.userId(userId);
		List<Holding> found = this.holdings.findNewestOf(id, this.properties.maxQueryHoldings())
			.orElseThrow(() -> NotFoundException.user(id));
		return priced(found);
	}

	/** One of the user's holdings. */
	public Holding holding(String userId, int holdingId) {
		String id = Inputs.userId(userId);
		return this.holdings.findForUser(id, holdingId).orElseThrow(() -> NotFoundException.holding(holdingId));
	}

	/** A holding, whoever's. */
	public Holding holding(int holdingId) {
		return this.holdings.find(holdingId).orElseThrow(() -> NotFoundException.holding(holdingId));
	}

	/** One of the user's orders. */
	public Order order(String userId, int orderId) {
		return this.orders.findForUser(Inputs.userId(userId), orderId)
			.orElseThrow(() -> NotFoundException.order(orderId));
	}

	/**
	 * The user's newest orders, all or the top ones: the orders alone (the account page's
	 * overview also reads the account and profile).
	 */
	public List<Order> orders(String userId, boolean allOrders) {
		String id = Inputs.userId(userId);
		int limit = allOrders ? this.properties.maxQueryOrders() : this.properties.maxQueryTopOrders();
		return this.orders.findNewestOf(id, limit).orElseThrow(() -> NotFoundException.user(id));
	}

	/** One statement, so no transaction: it marks and returns the orders atomically. */
	public List<Order> closedOrders(String userId) {
		String id = Inputs.userId(userId);
		return this.orders.completeClosedOrdersOf(id).orElseThrow(() -> NotFoundException.user(id));
	}

	/**
	 * The holdings with their quotes' current prices from the quote cache (the quotes not
	 * cached in one statement), as fresh as a quote page's.
	 */
	private List<Holding> priced(List<Holding> holdings) {
		if (holdings.isEmpty()) {
			return holdings;
		}
		Map<String, BigDecimal> prices = new HashMap<>();
		for (Quote quote : this.quoteCache.findAll(holdings.stream().map(Holding::symbol).distinct().toList())) {
			prices.put(quote.symbol(), quote.price());
		}
		List<Holding> priced = new ArrayList<>(holdings.size());
		for (Holding holding : holdings) {
			priced.add(new Holding(holding.holdingId(), holding.accountId(), holding.symbol(), holding.quantity(),
					holding.purchasePrice(), holding.purchaseDate(), prices.get(holding.symbol())));
		}
		return priced;
	}

}
