package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;

/**
 * A buy or sell order: the ORDERS row, and the one place of an order's money rules: its
 * {@link #amount amount} (shares times price, to the cent), its {@link #total total} (a
 * buy costs amount plus fee, a sell yields amount minus fee) and its {@link #cashEffect
 * cash effect} on the account.
 *
 * @param orderId the order key
 * @param accountId the account that placed it
 * @param type buy or sell
 * @param status where the order is in its life
 * @param openDate when it was placed
 * @param completionDate when it was executed, {@code null} until then
 * @param quantity the number of shares, scale {@link #QUANTITY_SCALE}
 * @param price the execution price, {@code null} until executed
 * @param orderFee the fee charged
 * @param symbol the quote symbol
 * @param holdingId the holding bought (after execution) or sold (until execution), else
 * {@code null}
 */
public record Order(int orderId, int accountId, OrderType type, OrderStatus status, Instant openDate,
		Instant completionDate, BigDecimal quantity, BigDecimal price, BigDecimal orderFee, String symbol,
		Integer holdingId) {

	/**
	 * The decimals of a quantity of shares ({@code numeric(18,4)} in SQL): quantities are
	 * exact, so a holding sold down in parts ends at zero and is removed.
	 */
	public static final int QUANTITY_SCALE = 4;

	/**
	 * A number of shares given as a binary {@code double} (the contracts' type), to
	 * {@link #QUANTITY_SCALE} decimals, half up: the shortest decimal that the double
	 * stands for, so {@code 0.1} is 0.1000.
	 * @param quantity a finite number of shares
	 * @return the shares, scale {@link #QUANTITY_SCALE}
	 * @throws NumberFormatException if {@code quantity} is infinite or NaN
	 */
	public static BigDecimal shares(double quantity) {
		return BigDecimal.valueOf(quantity).setScale(QUANTITY_SCALE, RoundingMode.HALF_UP);
	}

	/**
	 * Shares times price, to the cent (half up): what the shares of a trade are worth.
	 * @param quantity the number of shares
	 * @param price the price of one share
	 * @return the amount, scale 2
	 */
	public static BigDecimal amount(BigDecimal quantity, BigDecimal price) {
		return quantity.multiply(price).setScale(2, RoundingMode.HALF_UP);
	}

	/**
	 * What an order of this type moves on the account: a buy debits its amount plus the
	 * fee (negative), a sell credits its amount minus the fee (positive).
	 * @param type buy or sell
	 * @param quantity the number of shares
	 * @param price the price of one share
	 * @param fee the order fee
	 * @return the change to the cash balance, scale 2
	 */
	public static BigDecimal cashEffect(OrderType type, BigDecimal quantity, BigDecimal price, BigDecimal fee) {
		BigDecimal amount = amount(quantity, price);
		return (type == OrderType.BUY) ? amount.add(fee).negate() : amount.subtract(fee);
	}

	/**
	 * This order's amount at its execution price.
	 * @return shares times price, or {@code null} while the order has no price
	 */
	public BigDecimal amount() {
		return (this.price != null) ? amount(this.quantity, this.price) : null;
	}

	/**
	 * What this order costs (a buy: amount plus fee) or yields (a sell: amount minus
	 * fee).
	 * @return the total, or {@code null} while the order has no price
	 */
	public BigDecimal total() {
		BigDecimal effect = cashEffect();
		return (effect != null) ? effect.abs() : null;
	}

	/**
	 * This order's change to the cash balance.
	 * @return negative for a buy, positive for a sell, or {@code null} while the order
	 * has no price or fee
	 */
	public BigDecimal cashEffect() {
		return (this.price != null && this.orderFee != null)
				? cashEffect(this.type, this.quantity, this.price, this.orderFee) : null;
	}

}
