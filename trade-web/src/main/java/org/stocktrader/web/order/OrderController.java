package org.stocktrader.web.order;

import java.io.Serializable;

import jakarta.servlet.http.HttpServletRequest;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.Formats;
import org.stocktrader.web.OrderView;
import org.stocktrader.web.SameOriginOnly;
import org.stocktrader.web.ShownOrder;
import org.stocktrader.web.WebSession;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.SessionAttribute;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Buy and sell. The forms post, then redirect to the confirmation page
 * (post/redirect/get); IBM Trade's {@code app?action=buy|sell} answer the confirmation
 * page at once.
 */
@Controller
class OrderController {

	private final TradeService tradeService;

	private final OrderTokens tokens;

	/**
	 * The trade service when it places orders by idempotency key (in process), else
	 * {@code null} (the SOAP client back end: tokens remembered in the session).
	 */
	private final IdempotentOrders idempotentOrders;

	OrderController(TradeService tradeService, OrderTokens tokens) {
		this.tradeService = tradeService;
		this.tokens = tokens;
		this.idempotentOrders = (tradeService instanceof IdempotentOrders orders) ? orders : null;
	}

	/**
	 * Buys; a form's one-time token makes a double submit or a reload place one order.
	 */
	@PostMapping("/buy")
	String buy(@SessionAttribute(WebSession.USER_ID) String userId, @RequestParam String symbol,
			@RequestParam String quantity, @RequestParam(name = OrderTokens.PARAMETER, required = false) String token,
			HttpServletRequest request, RedirectAttributes redirect) {
		if (this.idempotentOrders != null && this.idempotentOrders.acceptsKeys() && hasToken(token)) {
			Order order = this.idempotentOrders.buyReported(userId, symbol, Inputs.parseQuantity(quantity), token);
			redirect.addFlashAttribute("order", reported(request, order));
			return "redirect:/order";
		}
		redirect.addFlashAttribute("order", this.tokens.once(request.getSession(), token,
				() -> confirmation(placed(request, buy(userId, symbol, quantity)))));
		return "redirect:/order";
	}

	/**
	 * Sells; a form's one-time token makes a double submit or a reload place one order.
	 */
	@PostMapping("/sell")
	String sell(@SessionAttribute(WebSession.USER_ID) String userId, @RequestParam("holdingID") int holdingId,
			@RequestParam(defaultValue = "") String quantity,
			@RequestParam(name = OrderTokens.PARAMETER, required = false) String token, HttpServletRequest request,
			RedirectAttributes redirect) {
		if (this.idempotentOrders != null && this.idempotentOrders.acceptsKeys() && hasToken(token)) {
			Double shares = quantity.isBlank() ? null : Inputs.parseQuantity(quantity);
			Order order = this.idempotentOrders.sell(userId, holdingId, shares, token);
			redirect.addFlashAttribute("order", confirmation(placed(request, order)));
			return "redirect:/order";
		}
		redirect.addFlashAttribute("order", this.tokens.once(request.getSession(), token,
				() -> confirmation(placed(request, sell(userId, holdingId, quantity)))));
		return "redirect:/order";
	}

	@GetMapping("/order")
	String order(Model model) {
		return model.containsAttribute("order") ? "order" : "redirect:/portfolio";
	}

	@SameOriginOnly
	@RequestMapping(path = "/app", params = "action=buy")
	String appBuy(@SessionAttribute(WebSession.USER_ID) String userId, @RequestParam String symbol,
			@RequestParam String quantity, HttpServletRequest request, Model model) {
		Confirmation confirmation = (this.idempotentOrders != null)
				? reported(request,
						this.idempotentOrders.buyReported(userId, symbol, Inputs.parseQuantity(quantity), null))
				: confirmation(placed(request, buy(userId, symbol, quantity)));
		model.addAttribute("order", confirmation);
		return "order";
	}

	@SameOriginOnly
	@RequestMapping(path = "/app", params = "action=sell")
	String appSell(@SessionAttribute(WebSession.USER_ID) String userId, @RequestParam("holdingID") int holdingId,
			HttpServletRequest request, Model model) {
		model.addAttribute("order", confirmation(placed(request, sell(userId, holdingId, ""))));
		return "order";
	}

	private static boolean hasToken(String token) {
		return token != null && !token.isBlank();
	}

	/**
	 * The confirmation of an order placed by {@link IdempotentOrders#buyReported}: one
	 * stored as reported ({@code COMPLETED}) is told by the confirmation itself (not
	 * again in the trade alert); any other is looked for by the next pages.
	 */
	private static Confirmation reported(HttpServletRequest request, Order order) {
		if (order.status() != OrderStatus.COMPLETED) {
			return confirmation(placed(request, order));
		}
		return confirmation(order);
	}

	private static Order placed(HttpServletRequest request, Order order) {
		WebSession.orderPlaced(request);
		return order;
	}

	private Order buy(String userId, String symbol, String quantity) {
		return this.tradeService.buy(userId, symbol, Inputs.parseQuantity(quantity));
	}

	private Order sell(String userId, int holdingId, String quantity) {
		if (quantity.isBlank()) {
			return this.tradeService.sell(userId, holdingId);
		}
		return this.tradeService.sellPart(userId, holdingId, Inputs.parseQuantity(quantity));
	}

	private static Confirmation confirmation(Order order) {
		return new Confirmation("Order " + order.orderId() + " to " + order.type().code() + " "
				+ Formats.quantity(order.quantity()) + " shares of " + order.symbol() + " has been submitted.",
				OrderView.of(order));
	}

	/**
	 * What the confirmation page prints.
	 *
	 * @param message "Order N to buy Q shares of S has been submitted."
	 * @param details the order
	 */
	public record Confirmation(String message, OrderView details) implements Serializable, ShownOrder {

		private static final long serialVersionUID = 1L;

		@Override
		public int shownOrderId() {
			return this.details.id();
		}

	}

}
