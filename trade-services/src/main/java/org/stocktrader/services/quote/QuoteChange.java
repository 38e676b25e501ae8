package org.stocktrader.services.quote;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * A quote change as announced on the quote channel ({@code trade.quote-cache.channel}):
 * the payload {@code <node> <symbol> <old price> <new price> <epoch millis>}, or
 * {@code <node> <symbol>} (a change of unknown prices) and {@code <node> *} (every quote
 * changed, e.g. a reset or a load) as older senders and the loader send.
 *
 * @param node the announcing node's id
 * @param symbol the quote's symbol, or {@code *} for every quote
 * @param oldPrice the price before the trade, or {@code null} when not announced
 * @param newPrice the price after the trade, or {@code null} when not announced
 * @param time when the trade moved the price, or {@code null} when not announced
 */
public record QuoteChange(String node, String symbol, BigDecimal oldPrice, BigDecimal newPrice, Instant time) {

	/** The symbol of a change of every quote. */
	public static final String ALL = "*";

	/** Whether every quote changed. */
	public boolean all() {
		return ALL.equals(this.symbol);
	}

	/** Whether the old and new prices are known. */
	public boolean hasPrices() {
		return this.oldPrice != null && this.newPrice != null && this.time != null;
	}

	/** The payload of this change. */
	public String payload() {
		if (!hasPrices()) {
			return this.node + " " + this.symbol;
		}
		return this.node + " " + this.symbol + " " + this.oldPrice.toPlainString() + " " + this.newPrice.toPlainString()
				+ " " + this.time.toEpochMilli();
	}

	/**
	 * The change a payload announces; a payload without a space names no node and is
	 * taken as the symbol alone, and prices that do not parse are left out.
	 */
	public static QuoteChange parse(String payload) {
		String[] parts = payload.split(" ", -1);
		if (parts.length < 2) {
			return new QuoteChange("", payload, null, null, null);
		}
		if (parts.length == 5) {
			try {
				return new QuoteChange(parts[0], parts[1], new BigDecimal(parts[2]), new BigDecimal(parts[3]),
						Instant.ofEpochMilli(Long.parseLong(parts[4])));
			}
			catch (NumberFormatException ex) {
				return new QuoteChange(parts[0], parts[1], null, null, null);
			}
		}
		return new QuoteChange(parts[0], parts[1], null, null, null);
	}

}
