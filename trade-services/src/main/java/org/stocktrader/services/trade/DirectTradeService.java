package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountForBuy;
import org.stocktrader.dal.account.AccountForSale;
import org.stocktrader.dal.account.AccountOverview;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.account.AccountSummary;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.dal.db.TradeDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingForSale;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.dal.stats.RunCounts;
import org.stocktrader.dal.stats.RunStatsRepository;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.settings.LiveSetting;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The trade service in process, over the database: each write is one transaction, and a
 * read that is one statement runs without one (no BEGIN/COMMIT round trips). Pages' reads
 * are one statement each (account with holdings, account with profile and orders), and
 * quotes come from the {@link QuoteCache}. Trades lock rows in one fixed order (account,
 * quote, holding, order), so concurrent trades on one account or one quote serialise
 * without deadlocks.
 */
@Service
@InProcess
public class DirectTradeService implements TradeService, IdempotentOrders {

	private static final Logger logger = LoggerFactory.getLogger(DirectTradeService.class);

	/** The loaded users, kept by {@code resetTrade(false)}. */
	static final String TRADE_USERS = "uid:%";

	private static final int MAX_IDEMPOTENCY_KEY = 250;

	private static final Pattern SYMBOL_SEPARATORS = Pattern.compile("[\\s,;]+");

	private final AccountRepository accounts;

	private final QuoteRepository quotes;

	private final HoldingRepository holdings;

	private final OrderRepository orders;

	private final MarketSummaries marketSummaries;

	private final TradeDatabase database;

	private final OrderExecution execution;

	private final OrderProcessorProperties orderProcessor;

	private final PasswordEncoder passwordEncoder;

	private final TradeProperties properties;

	private final QuoteCache quoteCache;

	private final TradeLimits limits;

	private final LoginThrottle loginThrottle;

	private final RunStatsRepository runStats;

	private final LiveSetting<ProcessingMode> processingMode;

	private final LiveSetting<BigDecimal> orderFee;

	private final OrderMetrics orderMetrics;

	private final ApplicationEventPublisher events;

	/** Checked against when the user is unknown, so that case costs a hash check too. */
	private final String unknownUserHash;

	DirectTradeService(AccountRepository accounts, QuoteRepository quotes, HoldingRepository holdings,
			OrderRepository orders, MarketSummaries marketSummaries, TradeDatabase database, OrderExecution execution,
			OrderProcessorProperties orderProcessor, PasswordEncoder passwordEncoder, TradeProperties properties,
			QuoteCache quoteCache, TradeLimits limits, LoginThrottle loginThrottle, RunStatsRepository runStats,
			LiveSetting<ProcessingMode> processingMode, LiveSetting<BigDecimal> orderFee, OrderMetrics orderMetrics,
			ApplicationEventPublisher events) {
		this.accounts = accounts;
		this.quotes = quotes;
		this.holdings = holdings;
		this.orders = orders;
		this.marketSummaries = marketSummaries;
		this.database = database;
		this.execution = execution;
		this.orderProcessor = orderProcessor;
		this.passwordEncoder = passwordEncoder;
		this.properties = properties;
		this.quoteCache = quoteCache;
		this.limits = limits;
		this.loginThrottle = loginThrottle;
		this.runStats = runStats;
		this.processingMode = processingMode;
		this.orderFee = orderFee;
		this.orderMetrics = orderMetrics;
		this.events = events;
		this.unknownUserHash = passwordEncoder.encode("no such user");
	}

	/**
	 * Returns the account with its true login count after this login (.NET StockTrader
	 * returned one more than stored; we do not copy that). No transaction: the hash is
	 * read in one statement, checked (the slow BCrypt round) holding no pooled
	 * connection, and the login counted in one update. Failed logins slow down further
	 * attempts for the user id, and password checks take turns ({@link LoginThrottle}).
	 */
	@Override
	public Optional<Account> login(String userId, String password) {
		return checkPassword(userId, password).flatMap(this.accounts::recordLogin);
	}

	/**
	 * As {@link #login}, with the login counted, the home page's account and holdings
	 * read and the executed orders reported in one statement after the password check.
	 */
	@Override
	public Optional<SignedIn> signIn(String userId, String password) {
		return checkPassword(userId, password)
			.flatMap((id) -> this.accounts.recordLoginWithSummary(id, this.properties.maxQueryHoldings()));
	}

	/**
	 * The user id, checked, when the password is the user's: the hash (and the user id's
	 * failed logins) read in one statement and checked (the slow BCrypt round) holding no
	 * pooled connection; empty for an unknown user or a wrong password, which are
	 * counted.
	 */
	private Optional<String> checkPassword(String userId, String password) {
		String id = Inputs.userId(userId);
		String plain = (password != null) ? password.trim() : "";
		// an over-long password cannot have been registered, but is checked all the same
		// so that the answer takes as long as any other
		boolean acceptable = plain.length() <= Inputs.MAX_PASSWORD && plain.chars().noneMatch(Character::isISOControl);
		boolean signedIn = this.loginThrottle.check(id, (hash) -> {
			boolean matches = this.passwordEncoder.matches(acceptable ? plain : "",
					(hash != null) ? hash : this.unknownUserHash);
			return matches && acceptable && hash != null;
		});
		return signedIn ? Optional.of(id) : Optional.empty();
	}

	@Override
	public void logout(String userId) {
		String id = Inputs.userId(userId);
		if (!this.accounts.recordLogout(id)) {
			throw unknownUser(id);
		}
	}

	@Override
	public Account register(Registration registration) {
		return open(registration, 0);
	}

	/**
	 * One statement, one password hash: the registration has just stored the password, so
	 * checking it again (a second BCrypt round) would prove nothing; the first login is
	 * counted in the insert.
	 */
	@Override
	public Account registerAndLogin(Registration registration) {
		return open(registration, 1);
	}

	/**
	 * Opens the profile and the account in one statement (so no transaction): a user id
	 * taken, even concurrently, fails it with a duplicate key and inserts nothing.
	 */
	private Account open(Registration registration, int logins) {
		if (registration == null) {
			throw new InvalidInputException("A registration is required.");
		}
		String id = Inputs.newUserId(registration.userId());
		String password = Inputs.password(registration.password());
		BigDecimal openBalance = Inputs.balance(registration.openBalance(), "opening balance");
		AccountProfile profile = new AccountProfile(id, null, Inputs.requiredText(registration.fullName(), "full name"),
				Inputs.requiredText(registration.address(), "address"), Inputs.email(registration.email()),
				Inputs.creditCard(registration.creditCard()));
		AccountProfile hashed = new AccountProfile(id, this.passwordEncoder.encode(password), profile.fullName(),
				profile.address(), profile.email(), profile.creditCard());
		try {
			return this.accounts.create(hashed, openBalance, logins);
		}
		catch (DuplicateKeyException ex) {
			throw new DuplicateUserException(id);
		}
	}

	@Override
	public Account getAccountData(String userId) {
		String id = Inputs.userId(userId);
		return this.accounts.findByUserId(id).orElseThrow(() -> unknownUser(id));
	}

	@Override
	public AccountSummary getAccountSummary(String userId) {
		String id = Inputs.userId(userId);
		return this.accounts.findSummary(id, this.properties.maxQueryHoldings()).orElseThrow(() -> unknownUser(id));
	}

	@Override
	public AccountOverview getAccountOverview(String userId, boolean allOrders) {
		String id = Inputs.userId(userId);
		int limit = allOrders ? this.properties.maxQueryOrders() : this.properties.maxQueryTopOrders();
		AccountOverview overview = this.accounts.findOverview(id, limit).orElseThrow(() -> unknownUser(id));
		return new AccountOverview(overview.account(), withoutPassword(overview.profile()), overview.orders());
	}

	@Override
	public AccountProfile getAccountProfileData(String userId) {
		String id = Inputs.userId(userId);
		return withoutPassword(this.accounts.findProfile(id).orElseThrow(() -> unknownUser(id)));
	}

	@Override
	public AccountProfile updateAccountProfile(AccountProfile profile) {
		if (profile == null) {
			throw new InvalidInputException("A profile is required.");
		}
		String id = Inputs.userId(profile.userId());
		String fullName = Inputs.requiredText(profile.fullName(), "full name");
		String address = Inputs.requiredText(profile.address(), "address");
		String email = Inputs.email(profile.email());
		String creditCard = Inputs.creditCard(profile.creditCard());
		// an empty password keeps the current one, so a profile read (which carries an
		// empty password) can be sent back unchanged
		String password = (profile.password() == null || profile.password().isEmpty()) ? null
				: this.passwordEncoder.encode(Inputs.password(profile.password()));
		AccountProfile update = new AccountProfile(id, password, fullName, address, email, creditCard);
		AccountProfile updated = this.accounts.updateProfile(update).orElseThrow(() -> unknownUser(id));
		if (password != null) {
			this.events.publishEvent(new PasswordChange(id));
		}
		return withoutPassword(updated);
	}

	/**
	 * Checks the password as a login does (throttled alike, the slow hash check holding
	 * no pooled connection), without counting a login.
	 */
	@Override
	public boolean isPasswordOf(String userId, String password) {
		return checkPassword(userId, password).isPresent();
	}

	@Override
	public List<Holding> getHoldings(String userId) {
		String id = Inputs.userId(userId);
		List<Holding> found = this.holdings.findNewestOf(id, this.properties.maxQueryHoldings())
			.orElseThrow(() -> unknownUser(id));
		return priced(found);
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

	@Override
	public Holding getHolding(String userId, int holdingId) {
		String id = Inputs.userId(userId);
		return this.holdings.findForUser(id, holdingId).orElseThrow(() -> unknownHolding(holdingId));
	}

	@Override
	public Holding getHolding(int holdingId) {
		return this.holdings.find(holdingId).orElseThrow(() -> unknownHolding(holdingId));
	}

	@Override
	public Order getOrder(String userId, int orderId) {
		return this.orders.findForUser(Inputs.userId(userId), orderId)
			.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found."));
	}

	@Override
	public List<Order> getOrders(String userId) {
		return newestOrders(userId, this.properties.maxQueryOrders());
	}

	@Override
	public List<Order> getTopOrders(String userId) {
		return newestOrders(userId, this.properties.maxQueryTopOrders());
	}

	/**
	 * The orders alone: the account page's overview also reads the account and profile.
	 */
	private List<Order> newestOrders(String userId, int limit) {
		String id = Inputs.userId(userId);
		return this.orders.findNewestOf(id, limit).orElseThrow(() -> unknownUser(id));
	}

	/** One statement, so no transaction: it marks and returns the orders atomically. */
	@Override
	public List<Order> getClosedOrders(String userId) {
		String id = Inputs.userId(userId);
		return this.orders.completeClosedOrdersOf(id).orElseThrow(() -> unknownUser(id));
	}

	@Override
	public Quote getQuote(String symbol) {
		String checked = Inputs.symbol(symbol);
		return this.quoteCache.find(checked).orElseThrow(() -> unknownQuote(checked));
	}

	@Override
	public List<Quote> getQuotes(String symbols) {
		if (symbols == null || symbols.isBlank()) {
			return List.of();
		}
		Set<String> asked = new LinkedHashSet<>();
		for (String symbol : SYMBOL_SEPARATORS.split(Inputs.symbolList(symbols).trim())) {
			// a symbol no quote can have is left out, as an unknown one
			if (!symbol.isEmpty() && Inputs.isSymbol(symbol)) {
				asked.add(symbol);
			}
		}
		Map<String, Quote> found = this.quoteCache.findAll(asked)
			.stream()
			.collect(Collectors.toMap(Quote::symbol, Function.identity()));
		List<Quote> result = new ArrayList<>(found.size());
		for (String symbol : asked) {
			Quote quote = found.get(symbol);
			if (quote != null) {
				result.add(quote);
			}
		}
		return result;
	}

	@Override
	public List<Quote> getAllQuotes() {
		return this.quotes.findAll();
	}

	@Override
	@Transactional
	public Quote createQuote(String symbol, String companyName, BigDecimal price) {
		String checked = Inputs.symbol(symbol);
		String name = Inputs.text(companyName, "company name");
		BigDecimal openPrice = Inputs.price(price);
		if (this.quotes.exists(checked)) {
			throw new InvalidInputException("Quote " + checked + " already exists.");
		}
		try {
			return this.quotes.create(checked, name, openPrice);
		}
		catch (DuplicateKeyException ex) {
			throw new InvalidInputException("Quote " + checked + " already exists.");
		}
	}

	@Override
	@Transactional
	public Quote updateQuotePriceVolume(String symbol, BigDecimal newPrice, double sharesTraded) {
		String checked = Inputs.symbol(symbol);
		BigDecimal price = Inputs.price(newPrice);
		double shares = Inputs.sharesTraded(sharesTraded, this.limits.maxOrderQuantity());
		Quote updated = this.quotes.updatePriceVolume(checked, price, shares).orElseThrow(() -> unknownQuote(checked));
		// the old price is not read for this operation: the live market refreshes its
		// summary but lists no price change
		this.quoteCache.changed(null, updated);
		return updated;
	}

	@Override
	public MarketSummary getMarketSummary() {
		return this.marketSummaries.current();
	}

	@Override
	@Transactional
	public Order buy(String userId, String symbol, double quantity) {
		return placeBuy(userId, symbol, quantity, null, OrderStatus.CLOSED);
	}

	@Override
	@Transactional
	public Order buy(String userId, String symbol, double quantity, String idempotencyKey) {
		return placeBuy(userId, symbol, quantity, idempotencyKey(idempotencyKey), OrderStatus.CLOSED);
	}

	@Override
	@Transactional
	public Order buyReported(String userId, String symbol, double quantity, String idempotencyKey) {
		return placeBuy(userId, symbol, quantity, idempotencyKey(idempotencyKey), OrderStatus.COMPLETED);
	}

	@Override
	@Transactional
	public Order sell(String userId, int holdingId) {
		return placeSell(Inputs.userId(userId), holdingId, null, false, null);
	}

	@Override
	@Transactional
	public Order sellEnhanced(String userId, int holdingId, double quantity) {
		// as the originals, a quantity above the holding sells the whole holding (so any
		// finite quantity is bounded by it)
		return placeSell(Inputs.userId(userId), holdingId, Inputs.quantity(quantity, Double.MAX_VALUE), false, null);
	}

	@Override
	@Transactional
	public Order sellPart(String userId, int holdingId, double quantity) {
		return placeSell(Inputs.userId(userId), holdingId, Inputs.quantity(quantity, this.limits.maxOrderQuantity()),
				true, null);
	}

	@Override
	@Transactional
	public Order sell(String userId, int holdingId, Double quantity, String idempotencyKey) {
		// as sellPart: a quantity above the holding is refused; none sells the whole
		// holding
		BigDecimal shares = (quantity != null) ? Inputs.quantity(quantity, this.limits.maxOrderQuantity()) : null;
		return placeSell(Inputs.userId(userId), holdingId, shares, quantity != null, idempotencyKey(idempotencyKey));
	}

	@Override
	@Transactional
	public Order completeOrder(int orderId) {
		return this.execution.complete(orderId);
	}

	@Override
	@Transactional
	public void cancelOrder(int orderId) {
		if (this.orders.cancelIfOpen(orderId).isEmpty()) {
			Order order = this.orders.find(orderId)
				.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found."));
			throw new InvalidInputException(
					"Order " + orderId + " is " + order.status().code() + "; only open orders can be cancelled.");
		}
	}

	@Override
	@Transactional
	public RunStats resetTrade(boolean deleteAll) {
		RunCounts counts = this.runStats.count(TRADE_USERS);
		int deletedOrders;
		if (deleteAll) {
			deletedOrders = counts.orders();
			this.database.truncateAll();
			this.quoteCache.changedAll();
		}
		else {
			deletedOrders = this.orders.deleteForUsersNotLike(TRADE_USERS);
			this.holdings.deleteForUsersNotLike(TRADE_USERS);
			this.accounts.deleteUsersNotLike(TRADE_USERS);
			// as IBM Trade: the next run's logins and logouts count from 0
			this.accounts.resetSessionCounts(TRADE_USERS);
		}
		logger.info("Trade reset (deleteAll={}): {} orders deleted", deleteAll, deletedOrders);
		return RunStats.of(counts, deletedOrders);
	}

	/** Asks the database; false when it cannot be reached. */
	@Override
	public boolean isOnline() {
		try {
			return this.database.isOnline();
		}
		catch (DataAccessException ex) {
			logger.warn("The database is not reachable: {}", ex.getMessage());
			return false;
		}
	}

	/**
	 * Places a buy; a synchronous one is executed at once and stored with
	 * {@code executedStatus} (closed, or completed when the caller reports it).
	 */
	private Order placeBuy(String userId, String symbol, double quantity, String key, OrderStatus executedStatus) {
		String id = Inputs.userId(userId);
		String checked = Inputs.symbol(symbol);
		BigDecimal shares = Inputs.quantity(quantity, this.limits.maxOrderQuantity());
		// read once: the order is placed and processed in the mode in force now
		boolean asynchronous = asynchronous();
		// the account and the quote locked in one statement, the account first (the
		// quote only read when the order processor executes the buy later); when either
		// is unknown, the account alone, to tell which and to answer a retry
		Optional<AccountForBuy> locked = asynchronous ? this.accounts.lockAccountForBuy(id, checked)
				: this.accounts.lockForBuy(id, checked);
		Account account = lockedOrAlone(locked.map(AccountForBuy::account), id);
		Optional<Order> placed = placedBefore(account, key, OrderType.BUY, checked, null, shares);
		if (placed.isPresent()) {
			return placed.get();
		}
		refuseWhenBacklogFull(asynchronous);
		Quote quote = locked.map(AccountForBuy::quote).orElseThrow(() -> unknownQuote(checked));
		Inputs.money(Order.amount(shares, quote.price()), "order total");
		// read once: the whole order is charged the fee in force when it was placed
		BigDecimal fee = this.orderFee.get();
		BigDecimal cost = Order.cashEffect(OrderType.BUY, shares, quote.price(), fee).negate();
		if (this.limits.requireFunds() && cost.compareTo(account.balance()) > 0) {
			throw new TradeException(Refusal.REFUSED,
					"Your order was not placed: it costs $" + cost.toPlainString() + " (price $"
							+ quote.price().toPlainString() + " and fee) and your cash balance is $"
							+ account.balance().toPlainString() + ".");
		}
		if (asynchronous) {
			return enqueue(this.orders.create(account.accountId(), checked, null, OrderType.BUY, shares, fee, key));
		}
		// placed and executed in one statement: no open row to update
		this.orderMetrics.placed();
		return this.execution.placeAndExecuteBuy(account, quote, shares, fee, key, executedStatus);
	}

	/**
	 * Places a sell of {@code quantity} shares ({@code null}: the whole holding). With
	 * {@code exact}, a quantity above the holding's is refused rather than capped.
	 */
	private Order placeSell(String userId, int holdingId, BigDecimal quantity, boolean exact, String key) {
		// the account, the quote and the account's holding locked in one statement; when
		// the user or the holding is unknown, the account alone, to tell which and to
		// answer a retry (a retried sell of a whole holding finds it gone)
		Optional<AccountForSale> locked = this.accounts.lockForSale(userId, holdingId);
		Account account = lockedOrAlone(locked.map(AccountForSale::account), userId);
		Optional<Order> placed = placedBefore(account, key, OrderType.SELL, null, holdingId, exact ? quantity : null);
		if (placed.isPresent()) {
			return placed.get();
		}
		HoldingForSale forSale = locked.map(AccountForSale::forSale).orElseThrow(() -> unknownHolding(holdingId));
		// read once: the order is placed and processed in the mode in force now
		boolean asynchronous = asynchronous();
		refuseWhenBacklogFull(asynchronous);
		Holding held = forSale.holding();
		if (exact && quantity.compareTo(held.quantity()) > 0) {
			throw new TradeException(Refusal.REFUSED, "Your order was not placed: you hold only "
					+ held.quantity().stripTrailingZeros().toPlainString() + " shares of " + held.symbol() + ".");
		}
		BigDecimal wanted = (quantity != null) ? quantity : held.quantity();
		// read once: the whole order is charged the fee in force when it was placed
		BigDecimal fee = this.orderFee.get();
		if (!asynchronous) {
			// placed and executed in one statement: no open row to update
			this.orderMetrics.placed();
			return this.execution.placeAndExecuteSell(account, forSale.quote(), held, wanted.min(held.quantity()), fee,
					key);
		}
		// open sells have not reduced the holding yet: only what they leave can be sold
		BigDecimal available = held.quantity().subtract(this.orders.pendingSellQuantity(holdingId));
		if (available.signum() <= 0) {
			throw TradeException.of(Refusal.REFUSED,
					"Holding " + holdingId + " is already being sold by orders not executed yet.");
		}
		return enqueue(this.orders.create(account.accountId(), held.symbol(), held.holdingId(), OrderType.SELL,
				wanted.min(available), fee, key));
	}

	/**
	 * The account a trade's lock statement locked, or, when that statement found nothing
	 * (the user or what it trades unknown), the account locked alone: the unknown user
	 * refused, a known one's keyed retry still answered.
	 */
	private Account lockedOrAlone(Optional<Account> locked, String userId) {
		return locked
			.orElseGet(() -> this.accounts.findByUserIdForUpdate(userId).orElseThrow(() -> unknownUser(userId)));
	}

	/**
	 * The order the account placed with this key, if any; a key reused for another kind
	 * of order (or, when {@code symbol} is given, another symbol) is refused.
	 */
	private Optional<Order> placedBefore(Account account, String key, OrderType type, String symbol, Integer holdingId,
			BigDecimal quantity) {
		if (key == null) {
			return Optional.empty();
		}
		Optional<Order> placed = this.orders.findByIdempotencyKey(account.accountId(), key);
		placed
			.filter((order) -> order.type() != type || (symbol != null && !order.symbol().equals(symbol))
					|| (holdingId != null && order.holdingId() != null && !order.holdingId().equals(holdingId))
					|| (quantity != null && order.quantity().compareTo(quantity) != 0))
			.ifPresent((order) -> {
				throw new TradeException(Refusal.REFUSED,
						"Idempotency key " + key + " was used for order " + order.orderId() + " to "
								+ order.type().code() + " " + order.quantity().stripTrailingZeros().toPlainString()
								+ " " + order.symbol()
								+ "; a retry must repeat that request, a new order needs a new key.");
			});
		return placed;
	}

	/**
	 * In asynchronous mode, refuses a new order at once while the open orders reach the
	 * configured backlog.
	 */
	private void refuseWhenBacklogFull(boolean asynchronous) {
		if (asynchronous
				&& this.orders.countOpen(this.orderProcessor.maxBacklog()) >= this.orderProcessor.maxBacklog()) {
			throw new BusyException("Too many orders are waiting to be executed; please try again shortly.");
		}
	}

	/** The live processing mode: one volatile read. */
	private boolean asynchronous() {
		return this.processingMode.get() == ProcessingMode.ASYNCHRONOUS;
	}

	/**
	 * An open order placed for the order processors: the order row is the message,
	 * committed open and announced to them.
	 */
	private Order enqueue(Order order) {
		this.orderMetrics.placed();
		this.orders.announcePlaced();
		return order;
	}

	/** Profiles leave the service without the password or its hash. */
	private static AccountProfile withoutPassword(AccountProfile profile) {
		return new AccountProfile(profile.userId(), "", profile.fullName(), profile.address(), profile.email(),
				profile.creditCard());
	}

	private static String idempotencyKey(String key) {
		if (key == null) {
			return null;
		}
		String trimmed = key.trim();
		if (trimmed.isEmpty() || trimmed.length() > MAX_IDEMPOTENCY_KEY) {
			throw new InvalidInputException(
					"An idempotency key must have 1 to " + MAX_IDEMPOTENCY_KEY + " characters.");
		}
		return trimmed;
	}

	private static NotFoundException unknownUser(String userId) {
		return new NotFoundException("User " + userId + " not found.");
	}

	private static NotFoundException unknownQuote(String symbol) {
		return new NotFoundException("Quote " + symbol + " not found.");
	}

	private static NotFoundException unknownHolding(int holdingId) {
		return new NotFoundException("Holding " + holdingId + " not found.");
	}

}
