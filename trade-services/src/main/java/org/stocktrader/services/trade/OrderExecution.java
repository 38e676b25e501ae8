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
import org.stocktrader.dal.order.ExecutedTrade;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;
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

	private final AccountRepository accounts;

	private final QuoteRepository quotes;

	private final HoldingRepository holdings;

	private final OrderRepository orders;

	private final PriceChangeFactor priceChange;

	private final QuoteCache quoteCache;

	private final OrderMetrics metrics;

	OrderExecution(AccountRepository accounts, QuoteRepository quotes, HoldingRepository holdings,
			OrderRepository orders, PriceChangeFactor priceChange, QuoteCache quoteCache, OrderMetrics metrics) {
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
		BigDecimal price = quote.price();
		BigDecimal newPrice = newPrice(price);
		if (order.type() == OrderType.BUY) {
			// holding, debit, quote, order and the quote change's announcement in one
			// statement (one round trip)
			Announcement announcement = this.quoteCache.announcement(quote.symbol(), price, newPrice);
			ExecutedTrade bought = this.orders.executeBuy(order, price,
					buyCost(order.quantity(), price, order.orderFee()), newPrice, announcement.channel(),
					announcement.payload());
			executed(bought);
			return bought;
		}
		BigDecimal quantity = order.quantity().min(holding.quantity());
		BigDecimal remaining = holding.quantity().subtract(quantity);
		if (remaining.signum() > 0) {
			this.holdings.updateQuantity(holding.holdingId(), remaining);
		}
		else {
			this.holdings.delete(holding.holdingId());
		}
		this.accounts.debit(account.accountId(),
				Order.cashEffect(OrderType.SELL, quantity, price, order.orderFee()).negate());
		Order closed = this.orders.close(order.orderId(), price, quantity, null);
		Quote moved = this.quotes.updatePriceVolume(quote.symbol(), newPrice, closed.quantity().doubleValue())
			.orElse(null);
		if (moved != null) {
			this.quoteCache.changed(price, moved);
		}
		this.metrics.executed(closed);
		return new ExecutedTrade(closed, moved);
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
	 * Places a buy and executes it at once (a synchronous buy), as
	 * {@link #execute(Order, Account, Quote, Holding)} executes an open one: the order is
	 * inserted already executed ({@code status} closed, or completed when the caller
	 * reports it itself), in the same statement as the holding, the debit and the quote's
	 * move. The caller has locked the account and the quote and checked that
	 * {@code idempotencyKey} is unused.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order placeAndExecuteBuy(Account account, Quote quote, BigDecimal quantity, BigDecimal fee, String idempotencyKey,
			OrderStatus status) {
		BigDecimal price = quote.price();
		BigDecimal newPrice = newPrice(price);
		Announcement announcement = this.quoteCache.announcement(quote.symbol(), price, newPrice);
		return executed(this.orders.placeAndExecuteBuy(status, account.accountId(), quote.symbol(), quantity, fee,
				idempotencyKey, price, buyCost(quantity, price, fee), newPrice, announcement.channel(),
				announcement.payload()));
	}

	/**
	 * Places a sell of {@code quantity} shares of the holding and executes it at once (a
	 * synchronous sell), as {@link #execute(Order, Account, Quote, Holding)} executes an
	 * open one: the holding reduced or removed, the account credited quantity x price -
	 * fee, the quote moved and the order inserted already closed, in one statement. The
	 * caller has locked the account, the quote and the holding, checked that the holding
	 * has the shares and that {@code idempotencyKey} is unused.
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Order placeAndExecuteSell(Account account, Quote quote, Holding holding, BigDecimal quantity, BigDecimal fee,
			String idempotencyKey) {
		BigDecimal price = quote.price();
		BigDecimal newPrice = newPrice(price);
		BigDecimal remaining = holding.quantity().subtract(quantity).max(BigDecimal.ZERO);
		Announcement announcement = this.quoteCache.announcement(quote.symbol(), price, newPrice);
		return executed(this.orders.placeAndExecuteSell(account.accountId(), holding.holdingId(), quote.symbol(),
				quantity, remaining, fee, idempotencyKey, price, Order.cashEffect(OrderType.SELL, quantity, price, fee),
				newPrice, announcement.channel(), announcement.payload()));
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

	private BigDecimal newPrice(BigDecimal price) {
		return price.multiply(this.priceChange.factorFor(price)).setScale(2, RoundingMode.HALF_UP);
	}

	/** What a buy costs its account: quantity x price + fee. */
	private static BigDecimal buyCost(BigDecimal quantity, BigDecimal price, BigDecimal fee) {
		return Order.cashEffect(OrderType.BUY, quantity, price, fee).negate();
	}

	/** The trade's quote change into this node's cache (on commit), and its metrics. */
	private Order executed(ExecutedTrade executed) {
		if (executed.quote() != null) {
			this.quoteCache.announced(executed.quote());
		}
		this.metrics.executed(executed.order());
		return executed.order();
	}

}
