package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.dal.trade.ExecutedTrade;
import org.stocktrader.dal.trade.TradeOrder;
import org.stocktrader.dal.trade.TradeStatements;
import org.stocktrader.services.quote.PriceChangeFactor;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.quote.QuoteCache.Announcement;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Executes orders: StockTrader's {@code processOrder}. Always inside the caller's
 * transaction, with the rows locked in one fixed order: account, quote, holding, order.
 */
@Component
class OrderExecution {

	private static final Logger logger = LoggerFactory.getLogger(OrderExecution.class);

	private final TradeStatements trades;

	private final AccountRepository accounts;

	private final QuoteRepository quotes;

	private final HoldingRepository holdings;

	private final OrderRepository orders;

	private final PriceChangeFactor priceChange;

	private final QuoteCache quoteCache;

	private final OrderMetrics metrics;

	OrderExecution(TradeStatements trades, AccountRepository accounts, QuoteRepository quotes,
			HoldingRepository holdings, OrderRepository orders, PriceChangeFactor priceChange, QuoteCache quoteCache,
			OrderMetrics metrics) {
		this.trades = trades;
		this.accounts = accounts;
		this.quotes = quotes;
		this.holdings = holdings;
		this.orders = orders;
		this.priceChange = priceChange;
		this.quoteCache = quoteCache;
		this.metrics = metrics;
	}

	/**
	 * Executes an open order whose account, quote and (for a sell) holding the caller has
	 * locked: at the quote's current price, a buy opens a holding bought when the order
	 * was placed and debits quantity x price + fee; a sell reduces or removes the holding
	 * and credits quantity x price - fee. Then the trade moves the quote (announced to
	 * the quote cache of every node, on commit) and the order is closed.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order execute(Order order, Account account, Quote quote, Holding holding) {
		return trade(order, account, quote, holding).order();
	}

	/**
	 * {@link #execute(Order, Account, Quote, Holding)}, answering the closed order and
	 * the quote it moved.
	 */
	private ExecutedTrade trade(Order order, Account account, Quote quote, Holding holding) {
		if (order.type() == OrderType.BUY) {
			return trade(OrderType.BUY, TradeOrder.open(order, order.quantity()), quote, null);
		}
		// the holding may have shrunk since the order was placed
		return trade(OrderType.SELL, TradeOrder.open(order, SellQuantity.of(holding, order.quantity(), false)), quote,
				holding);
	}

	/**
	 * A trade in its one statement ({@link TradeStatements#buy} or
	 * {@link TradeStatements#sell}), at the quote's price, moving the quote, with the
	 * quote change announced in the statement; then into this node's quote cache (on
	 * commit) and the metrics.
	 */
	private ExecutedTrade trade(OrderType type, TradeOrder order, Quote quote, Holding holding) {
		BigDecimal price = quote.price();
		BigDecimal newPrice = price.multiply(this.priceChange.factorFor(price)).setScale(2, RoundingMode.HALF_UP);
		Announcement announcement = this.quoteCache.announcement(quote.symbol(), price, newPrice);
		ExecutedTrade executed = (type == OrderType.BUY)
				? this.trades.buy(order, price, newPrice, announcement.channel(), announcement.payload())
				: this.trades.sell(order, holding, price, newPrice, announcement.channel(), announcement.payload());
		if (executed.quote() != null) {
			this.quoteCache.announced(executed.quote());
		}
		this.metrics.executed(executed.order());
		return executed;
	}

	/**
	 * Executes the claimed orders that are still open, all in the caller's transaction,
	 * as {@link #completeIfOpen} executes one: a sell whose holding has gone is
	 * cancelled. The rows are locked class by class (accounts, quotes, holdings, orders),
	 * each class in key order, so batches and single trades never wait on each other in a
	 * cycle; five statements lock and read what every order of the batch needs, then each
	 * order executes at the price the batch's previous trade on its quote left. Any
	 * failure fails the whole batch (the caller then executes its orders one by one).
	 * @param orderIds the claimed orders
	 * @return the orders executed or cancelled, in the order of their ids
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	List<Order> completeAllOpen(List<Integer> orderIds) {
		List<Order> open = this.orders.findAll(orderIds)
			.stream()
			.filter((order) -> order.status() == OrderStatus.OPEN)
			.toList();
		if (open.isEmpty()) {
			return List.of();
		}
		Map<Integer, Account> accounts = new HashMap<>();
		this.accounts.lockAll(open.stream().map(Order::accountId).collect(Collectors.toSet()))
			.forEach((account) -> accounts.put(account.accountId(), account));
		Map<String, Quote> quotes = new HashMap<>();
		this.quotes.lockAll(open.stream().map(Order::symbol).collect(Collectors.toSet()))
			.forEach((quote) -> quotes.put(quote.symbol(), quote));
		Set<Integer> sold = open.stream()
			.filter((order) -> order.type() == OrderType.SELL && order.holdingId() != null)
			.map(Order::holdingId)
			.collect(Collectors.toSet());
		Map<Integer, Holding> holdings = new HashMap<>();
		if (!sold.isEmpty()) {
			this.holdings.lockAll(sold).forEach((holding) -> holdings.put(holding.holdingId(), holding));
		}
		List<Order> done = new ArrayList<>();
		for (Order order : this.orders.lockAll(open.stream().map(Order::orderId).toList())) {
			if (order.status() != OrderStatus.OPEN) {
				continue;
			}
			Account account = accounts.get(order.accountId());
			Quote quote = quotes.get(order.symbol());
			if (account == null || quote == null) {
				throw new NotFoundException("The account or the quote of order " + order.orderId() + " is gone.");
			}
			Holding holding = (order.type() == OrderType.SELL && order.holdingId() != null)
					? holdings.get(order.holdingId()) : null;
			if (holding != null && holding.accountId() != account.accountId()) {
				holding = null;
			}
			if (order.type() == OrderType.SELL && holding == null) {
				logger.warn("Cancelling sell order {}: holding {} no longer exists", order.orderId(),
						order.holdingId());
				this.orders.cancelIfOpen(order.orderId()).ifPresent(done::add);
				continue;
			}
			ExecutedTrade trade = trade(order, account, quote, holding);
			done.add(trade.order());
			if (trade.quote() != null) {
				quotes.put(quote.symbol(), trade.quote());
			}
			if (holding != null) {
				// what the sell left of the holding, for the batch's next sell of it
				BigDecimal remaining = holding.quantity().subtract(trade.order().quantity());
				if (remaining.signum() > 0) {
					holdings.put(holding.holdingId(),
							new Holding(holding.holdingId(), holding.accountId(), holding.symbol(), remaining,
									holding.purchasePrice(), holding.purchaseDate(), holding.currentPrice()));
				}
				else {
					holdings.remove(holding.holdingId());
				}
			}
		}
		return done;
	}

	/**
	 * Places a buy and executes it at once (a synchronous buy), in the one statement of
	 * an open buy's execution: the order is inserted already executed ({@code status}
	 * closed, or completed when the caller reports it itself). The caller has locked the
	 * account and the quote and checked that {@code idempotencyKey} is unused.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order placeAndExecuteBuy(Account account, Quote quote, BigDecimal quantity, BigDecimal fee, String idempotencyKey,
			OrderStatus status) {
		return trade(OrderType.BUY,
				TradeOrder.placed(account.accountId(), quote.symbol(), quantity, fee, idempotencyKey, status), quote,
				null)
			.order();
	}

	/**
	 * Places a sell of {@code quantity} shares of the holding (at most the holding's) and
	 * executes it at once (a synchronous sell), in the one statement of an open sell's
	 * execution, the order inserted already closed. The caller has locked the account,
	 * the quote and the holding and checked that {@code idempotencyKey} is unused.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order placeAndExecuteSell(Account account, Quote quote, Holding holding, BigDecimal quantity, BigDecimal fee,
			String idempotencyKey) {
		return trade(OrderType.SELL, TradeOrder.placed(account.accountId(), quote.symbol(), quantity, fee,
				idempotencyKey, OrderStatus.CLOSED), quote, holding)
			.order();
	}

	/**
	 * Executes the order if it is still open, taking the locks itself; returns it as it
	 * stands otherwise. A sell whose holding has gone meanwhile is cancelled.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order complete(int orderId) {
		return completeIfOpen(orderId).orElseGet(() -> this.orders.find(orderId)
			.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found.")));
	}

	/**
	 * Executes (or, for a sell whose holding has gone, cancels) the order if it is still
	 * open, taking the locks in the fixed order and checking the status again once the
	 * order is locked; empty, having changed nothing, if it was not open.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Optional<Order> completeIfOpen(int orderId) {
		Order order = this.orders.find(orderId)
			.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found."));
		if (order.status() != OrderStatus.OPEN) {
			return Optional.empty();
		}
		Account account = this.accounts.findByIdForUpdate(order.accountId())
			.orElseThrow(() -> new NotFoundException("Account " + order.accountId() + " not found."));
		Quote quote = this.quotes.findForUpdate(order.symbol())
			.orElseThrow(() -> new NotFoundException("Quote " + order.symbol() + " not found."));
		Holding holding = null;
		if (order.type() == OrderType.SELL && order.holdingId() != null) {
			holding = this.holdings.findForUpdate(order.holdingId())
				.filter((candidate) -> candidate.accountId() == account.accountId())
				.orElse(null);
		}
		Order locked = this.orders.findForUpdate(orderId)
			.orElseThrow(() -> new NotFoundException("Order " + orderId + " not found."));
		if (locked.status() != OrderStatus.OPEN) {
			return Optional.empty();
		}
		if (locked.type() == OrderType.SELL && holding == null) {
			logger.warn("Cancelling sell order {}: holding {} no longer exists", orderId, locked.holdingId());
			return this.orders.cancelIfOpen(orderId);
		}
		return Optional.of(execute(locked, account, quote, holding));
	}

}
