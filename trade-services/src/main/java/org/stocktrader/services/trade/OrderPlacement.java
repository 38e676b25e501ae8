package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.Optional;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.trade.AccountForBuy;
import org.stocktrader.dal.trade.AccountForSale;
import org.stocktrader.dal.trade.TradeStatements;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Places orders, each placement one transaction: a synchronous order is placed and
 * executed in it ({@link OrderExecution}); an asynchronous one is stored open for the
 * {@link OrderProcessor}, the order row being the message. Trades lock rows in one fixed
 * order (account, quote, holding, order), so concurrent trades on one account or one
 * quote serialise without deadlocks. The in-process {@link TradeService}'s orders.
 */
@Service
public class OrderPlacement {

	private static final int MAX_IDEMPOTENCY_KEY = 250;

	private final TradeStatements trades;

	private final AccountRepository accounts;

	private final OrderRepository orders;

	private final OrderExecution execution;

	private final OrderProcessorProperties orderProcessor;

	private final TradeLimits limits;

	private final LiveValue<ProcessingMode> processingMode;

	private final LiveValue<BigDecimal> orderFee;

	private final OrderMetrics metrics;

	OrderPlacement(TradeStatements trades, AccountRepository accounts, OrderRepository orders, OrderExecution execution,
			OrderProcessorProperties orderProcessor, TradeLimits limits, LiveValue<ProcessingMode> processingMode,
			LiveValue<BigDecimal> orderFee, OrderMetrics metrics) {
		this.trades = trades;
		this.accounts = accounts;
		this.orders = orders;
		this.execution = execution;
		this.orderProcessor = orderProcessor;
		this.limits = limits;
		this.processingMode = processingMode;
		this.orderFee = orderFee;
		this.metrics = metrics;
	}

	/**
	 * Places a buy, once per key ({@code null}: no key); a synchronous one is executed at
	 * once and stored with {@code executedStatus} (closed, or completed when the caller
	 * reports it).
	 * @param userId the buyer
	 * @param symbol the quote to buy
	 * @param quantity the shares to buy
	 * @param idempotencyKey the client's key, {@code null} for none
	 * @param executedStatus the status of an order executed at once
	 * @return the order, executed or open
	 */
	@Transactional
	public Order buy(String userId, String symbol, double quantity, String idempotencyKey, OrderStatus executedStatus) {
		String key = idempotencyKey(idempotencyKey);
		String id = Inputs.userId(userId);
		String checked = Inputs.symbol(symbol);
		BigDecimal shares = Inputs.quantity(quantity, this.limits.maxOrderQuantity());
		// read once: the order is placed and processed in the mode in force now
		boolean asynchronous = asynchronous();
		// the account and the quote locked in one statement, the account first (the
		// quote only read when the order processor executes the buy later); when either
		// is unknown, the account alone, to tell which and to answer a retry
		Optional<AccountForBuy> locked = asynchronous ? this.trades.lockAccountForBuy(id, checked)
				: this.trades.lockForBuy(id, checked);
		Account account = lockedOrAlone(locked.map(AccountForBuy::account), id);
		Optional<Order> placed = placedBefore(account, key, OrderType.BUY, checked, null, shares);
		if (placed.isPresent()) {
			return placed.get();
		}
		refuseWhenBacklogFull(asynchronous);
		Quote quote = locked.map(AccountForBuy::quote).orElseThrow(() -> NotFoundException.quote(checked));
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
		this.metrics.placed();
		return this.execution.placeAndExecuteBuy(account, quote, shares, fee, key, executedStatus);
	}

	/**
	 * Sells the whole holding ({@link TradeService#sell(String, int)}).
	 * @param userId the seller
	 * @param holdingId the holding, the seller's
	 * @return the order, executed or open
	 */
	@Transactional
	public Order sell(String userId, int holdingId) {
		return placeSell(Inputs.userId(userId), holdingId, null, false, null);
	}

	/**
	 * Sells part of the holding, a quantity above the holding's capped at the whole
	 * holding, as the originals ({@link TradeService#sellEnhanced}); so any finite
	 * quantity is bounded by the holding.
	 * @param userId the seller
	 * @param holdingId the holding, the seller's
	 * @param quantity the shares to sell
	 * @return the order, executed or open
	 */
	@Transactional
	public Order sellEnhanced(String userId, int holdingId, double quantity) {
		return placeSell(Inputs.userId(userId), holdingId, Inputs.quantity(quantity, Double.MAX_VALUE), false, null);
	}

	/**
	 * Sells part of the holding, a quantity above the holding's refused
	 * ({@link TradeService#sellPart}).
	 * @param userId the seller
	 * @param holdingId the holding, the seller's
	 * @param quantity the shares to sell
	 * @return the order, executed or open
	 */
	@Transactional
	public Order sellPart(String userId, int holdingId, double quantity) {
		return placeSell(Inputs.userId(userId), holdingId, Inputs.quantity(quantity, this.limits.maxOrderQuantity()),
				true, null);
	}

	/**
	 * Sells as {@link #sellPart} ({@link #sell(String, int)} when {@code quantity} is
	 * {@code null}), once per key ({@link IdempotentOrders#sell}).
	 * @param userId the seller
	 * @param holdingId the holding, the seller's
	 * @param quantity the shares to sell, {@code null} for all
	 * @param idempotencyKey the client's key, {@code null} for none
	 * @return the order, executed or open
	 */
	@Transactional
	public Order sell(String userId, int holdingId, Double quantity, String idempotencyKey) {
		BigDecimal shares = (quantity != null) ? Inputs.quantity(quantity, this.limits.maxOrderQuantity()) : null;
		return placeSell(Inputs.userId(userId), holdingId, shares, quantity != null, idempotencyKey(idempotencyKey));
	}

	/**
	 * Places a sell of {@code quantity} shares ({@code null}: the whole holding). How
	 * many shares it sells is {@link SellQuantity}'s rule: with {@code exact}, a quantity
	 * above the holding's is refused rather than capped.
	 */
	private Order placeSell(String userId, int holdingId, BigDecimal quantity, boolean exact, String key) {
		// the account, the quote and the account's holding locked in one statement; when
		// the user or the holding is unknown, the account alone, to tell which and to
		// answer a retry (a retried sell of a whole holding finds it gone)
		Optional<AccountForSale> locked = this.trades.lockForSale(userId, holdingId);
		Account account = lockedOrAlone(locked.map(AccountForSale::account), userId);
		Optional<Order> placed = placedBefore(account, key, OrderType.SELL, null, holdingId, exact ? quantity : null);
		if (placed.isPresent()) {
			return placed.get();
		}
		AccountForSale forSale = locked.orElseThrow(() -> NotFoundException.holding(holdingId));
		// read once: the order is placed and processed in the mode in force now
		boolean asynchronous = asynchronous();
		refuseWhenBacklogFull(asynchronous);
		Holding held = forSale.holding();
		BigDecimal shares = SellQuantity.of(held, quantity, exact);
		// read once: the whole order is charged the fee in force when it was placed
		BigDecimal fee = this.orderFee.get();
		if (!asynchronous) {
			// placed and executed in one statement: no open row to update
			this.metrics.placed();
			return this.execution.placeAndExecuteSell(account, forSale.quote(), held, shares, fee, key);
		}
		// open sells have not reduced the holding yet: only what they leave can be sold
		BigDecimal available = held.quantity().subtract(this.orders.pendingSellQuantity(holdingId));
		if (available.signum() <= 0) {
			throw TradeException.of(Refusal.REFUSED,
					"Holding " + holdingId + " is already being sold by orders not executed yet.");
		}
		return enqueue(this.orders.create(account.accountId(), held.symbol(), held.holdingId(), OrderType.SELL,
				shares.min(available), fee, key));
	}

	/**
	 * Executes an open order (idempotent for an order already executed).
	 * @param orderId the order
	 * @return the order as it stands after
	 */
	@Transactional
	public Order complete(int orderId) {
		return this.execution.complete(orderId);
	}

	/**
	 * Cancels an open order; refuses one that is not open.
	 * @param orderId the order
	 */
	@Transactional
	public void cancel(int orderId) {
		if (this.orders.cancelIfOpen(orderId).isEmpty()) {
			Order order = this.orders.find(orderId).orElseThrow(() -> NotFoundException.order(orderId));
			throw new InvalidInputException(
					"Order " + orderId + " is " + order.status().code() + "; only open orders can be cancelled.");
		}
	}

	/**
	 * The account a trade's lock statement locked, or, when that statement found nothing
	 * (the user or what it trades unknown), the account locked alone: the unknown user
	 * refused, a known one's keyed retry still answered.
	 */
	private Account lockedOrAlone(Optional<Account> locked, String userId) {
		return locked.orElseGet(
				() -> this.accounts.findByUserIdForUpdate(userId).orElseThrow(() -> NotFoundException.user(userId)));
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
		this.metrics.placed();
		this.orders.announcePlaced();
		return order;
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

}
