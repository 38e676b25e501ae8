package org.stocktrader.services.rest;

import java.net.URI;
import java.util.List;
import java.util.Locale;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderType;
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
@Tag(name = "Portfolio", description = "A trader's holdings and orders; the operator's order operations")
@RestController
@RequestMapping("/api")
class PortfolioRestController {

	private static final String QUANTITY = "The shares to buy (required for a buy), or to sell from the holding "
			+ "(the whole holding when absent).";

	/** The request header that makes an order placement safe to retry. */
	static final String IDEMPOTENCY_KEY = "Idempotency-Key";

	private final TradeService trade;

	private final IdempotentOrders idempotentOrders;

	PortfolioRestController(@InProcess TradeService trade, IdempotentOrders idempotentOrders) {
		this.trade = trade;
		this.idempotentOrders = idempotentOrders;
	}

	@Operation(summary = "The trader's holdings, newest first, each with its current price")
	@GetMapping("/accounts/{userId}/holdings")
	List<Holding> holdings(@PathVariable String userId) {
		return this.trade.getHoldings(userId);
	}

	@Operation(summary = "One holding of the trader's, with its current price")
	@GetMapping("/accounts/{userId}/holdings/{holdingId}")
	Holding holding(@PathVariable String userId, @PathVariable int holdingId) {
		return this.trade.getHolding(userId, holdingId);
	}

	/** The user's orders, newest first; {@code top=true} for the few most recent. */
	@Operation(summary = "The trader's orders, newest first",
			description = "At most the configured number of orders (trade.max-query-orders); with top=true, "
					+ "the few most recent (trade.max-query-top-orders).")
	@GetMapping("/accounts/{userId}/orders")
	List<TradeOrder> orders(@PathVariable String userId,
			@Parameter(description = "true for the few most recent orders only") @RequestParam(
					defaultValue = "false") boolean top) {
		return TradeOrder.of(top ? this.trade.getTopOrders(userId) : this.trade.getOrders(userId));
	}

	/** One order of the user's, the {@code Location} of a placed order. */
	@Operation(summary = "One order of the trader's",
			description = "The address a placed order's Location header names.")
	@GetMapping("/accounts/{userId}/orders/{orderId}")
	TradeOrder order(@PathVariable String userId, @PathVariable int orderId) {
		return TradeOrder.of(this.trade.getOrder(userId, orderId));
	}

	/** The executed orders not reported yet; each is reported once. */
	@Operation(summary = "Reports the executed orders not reported yet",
			description = "Each executed (CLOSED) order is answered once and becomes COMPLETED: a POST, since "
					+ "it changes what the next call answers.")
	@PostMapping("/accounts/{userId}/orders/closed")
	List<TradeOrder> closedOrders(@PathVariable String userId) {
		return TradeOrder.of(this.trade.getClosedOrders(userId));
	}

	/**
	 * Places an order: {@code {"type":"buy","symbol":"s:1","quantity":100}}, or
	 * {@code {"type":"sell","holdingId":7}} for the whole holding, with a
	 * {@code quantity} for part of it. With an {@code Idempotency-Key} header, the order
	 * is placed once per key and account: a retry with the same key answers the same
	 * order (as it stands now) and trades nothing.
	 */
	@Operation(summary = "Places a buy or sell order",
			description = "A buy names a symbol and a quantity; a sell names a holding, and a quantity for part "
					+ "of it. The order is executed at once, or by the asynchronous order processor when the "
					+ "service runs in that mode (then it is OPEN in the answer).")
	@ApiResponse(responseCode = "201", description = "The order placed; Location is its address.",
			headers = @Header(name = "Location", description = "/api/accounts/{userId}/orders/{orderId}"))
	@PostMapping("/accounts/{userId}/orders")
	ResponseEntity<TradeOrder> placeOrder(@PathVariable String userId, @RequestBody OrderRequest request,
			@Parameter(description = "Any unique text (a UUID): a retry with the same key answers the same order "
					+ "and trades nothing") @RequestHeader(name = IDEMPOTENCY_KEY,
							required = false) String idempotencyKey) {
		Order order = (idempotencyKey != null) ? placeOnce(userId, request, idempotencyKey) : place(userId, request);
		URI location = UriComponentsBuilder.fromPath("/api/accounts/{userId}/orders/{orderId}")
			.buildAndExpand(userId, order.orderId())
			.encode()
			.toUri();
		return ResponseEntity.created(location).body(TradeOrder.of(order));
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
	@Operation(summary = "Executes an open order (operator)",
			description = "Idempotent: an order already executed is answered as it is.")
	@PostMapping("/orders/{orderId}/completion")
	TradeOrder complete(@PathVariable int orderId) {
		return TradeOrder.of(this.trade.completeOrder(orderId));
	}

	/** Cancels an open order. */
	@Operation(summary = "Cancels an open order (operator)")
	@ApiResponse(responseCode = "204", description = "The order is cancelled.")
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
	@Schema(description = "An order to place: {\"type\":\"BUY\",\"symbol\":\"s:1\",\"quantity\":100} or "
			+ "{\"type\":\"SELL\",\"holdingId\":7}.")
	record OrderRequest(
			@Schema(description = "BUY or SELL, in any case.", implementation = OrderType.class,
					requiredMode = Schema.RequiredMode.REQUIRED) String type,
			@Schema(description = "The symbol to buy (a buy only).", example = "s:1") String symbol,
			@Schema(description = "The holding to sell (a sell only).") Integer holdingId,
			@Schema(description = QUANTITY, example = "100") Double quantity) {
	}

}
