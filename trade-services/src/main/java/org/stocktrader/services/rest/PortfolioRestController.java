package org.stocktrader.services.rest;

import java.net.URI;
import java.util.List;
import java.util.Locale;

import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.TradeService;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

/** A user's holdings and orders, and placing, completing and cancelling orders. */
@RestController
@RequestMapping("/api")
class PortfolioRestController {

	/** The request header that makes an order placement safe to retry. */
	static final String IDEMPOTENCY_KEY = "Idempotency-Key";

	private final TradeService trade;

	private final IdempotentOrders idempotentOrders;

	PortfolioRestController(@InProcess TradeService trade, IdempotentOrders idempotentOrders) {
		this.trade = trade;
		this.idempotentOrders = idempotentOrders;
	}

	@GetMapping("/accounts/{userId}/holdings")
	List<Holding> holdings(@PathVariable String userId) {
		return this.trade.getHoldings(userId);
	}

	@GetMapping("/accounts/{userId}/holdings/{holdingId}")
	Holding holding(@PathVariable String userId, @PathVariable int holdingId) {
		return this.trade.getHolding(userId, holdingId);
	}

	/** The user's orders, newest first; {@code top=true} for the few most recent. */
	@GetMapping("/accounts/{userId}/orders")
	List<Order> orders(@PathVariable String userId, @RequestParam(defaultValue = "false") boolean top) {
		return top ? this.trade.getTopOrders(userId) : this.trade.getOrders(userId);
	}

	/** The executed orders not reported yet; each is reported once. */
	@PostMapping("/accounts/{userId}/orders/closed")
	List<Order> closedOrders(@PathVariable String userId) {
		return this.trade.getClosedOrders(userId);
	}

	/**
	 * Places an order: {@code {"type":"buy","symbol":"s:1","quantity":100}}, or
	 * {@code {"type":"sell","holdingId":7}} for the whole holding, with a
	 * {@code quantity} for part of it. With an {@code Idempotency-Key} header, the order
	 * is placed once per key and account: a retry with the same key answers the same
	 * order (as it stands now) and trades nothing.
	 */
	@PostMapping("/accounts/{userId}/orders")
	ResponseEntity<Order> placeOrder(@PathVariable String userId, @RequestBody OrderRequest request,
			@RequestHeader(name = IDEMPOTENCY_KEY, required = false) String idempotencyKey) {
		Order order = (idempotencyKey != null) ? placeOnce(userId, request, idempotencyKey) : place(userId, request);
		URI location = UriComponentsBuilder.fromPath("/api/accounts/{userId}/orders/{orderId}")
			.buildAndExpand(userId, order.orderId())
			.encode()
			.toUri();
		return ResponseEntity.created(location).body(order);
	}

	private Order placeOnce(String userId, OrderRequest request, String key) {
		return switch (type(request)) {
			case "buy" ->
				this.idempotentOrders.buy(userId, request.symbol(), required(request.quantity(), "quantity"), key);
			case "sell" ->
				this.idempotentOrders.sell(userId, required(request.holdingId(), "holdingId"), request.quantity(), key);
			default -> throw new InvalidInputException("The order type must be buy or sell.");
		};
	}

	private static String type(OrderRequest request) {
		return (request.type() != null) ? request.type().trim().toLowerCase(Locale.ROOT) : "";
	}

	private Order place(String userId, OrderRequest request) {
		String type = type(request);
		return switch (type) {
			case "buy" -> this.trade.buy(userId, request.symbol(), required(request.quantity(), "quantity"));
			case "sell" ->
				(request.quantity() == null) ? this.trade.sell(userId, required(request.holdingId(), "holdingId"))
						: this.trade.sellPart(userId, required(request.holdingId(), "holdingId"), request.quantity());
			default -> throw new InvalidInputException("The order type must be buy or sell.");
		};
	}

	/** Executes an open order. */
	@PostMapping("/orders/{orderId}/completion")
	Order complete(@PathVariable int orderId) {
		return this.trade.completeOrder(orderId);
	}

	/** Cancels an open order. */
	@PostMapping("/orders/{orderId}/cancellation")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void cancel(@PathVariable int orderId) {
		this.trade.cancelOrder(orderId);
	}

	private static <T> T required(T value, String name) {
		if (value == null) {
			throw new InvalidInputException(name + " is required.");
		}
		return value;
	}

	/**
	 * An order to place.
	 *
	 * @param type {@code buy} or {@code sell}
	 * @param symbol the symbol to buy
	 * @param holdingId the holding to sell
	 * @param quantity the shares to buy, or to sell from the holding (all when absent)
	 */
	record OrderRequest(String type, String symbol, Integer holdingId, Double quantity) {
	}

}
