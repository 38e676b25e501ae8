package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The business settings of the trade service ({@code trade.*}). A property left unset (or
 * 0) takes the default given here.
 *
 * @param orderFee the fee charged on every buy and sell order; default 15.95
 * (StockTrader; IBM Trade charged 24.95)
 * @param marketSummarySymbols the symbols of the market index, each a symbol or a range
 * such as {@code s:100..s:199}; default {@code s:100..s:199}, as both originals
 * @param maxQueryOrders the most orders {@code getOrders} returns, newest first; default
 * 250
 * @param maxQueryTopOrders the most orders {@code getTopOrders} returns; default 5
 * @param maxQueryHoldings the most holdings {@code getHoldings} returns, newest first;
 * default 250 (StockTrader's TOP 250)
 * @param processingMode whether orders execute in the transaction that places them
 * ({@code synchronous}, the default) or afterwards on the order processor's threads
 * ({@code asynchronous})
 * @param passwordStrength the BCrypt work factor (log2 rounds, 4 to 31) for new password
 * hashes; default 10. A stored hash is verified at the cost it was made with. The
 * benchmark settings use 4
 */
@ConfigurationProperties("trade")
public record TradeProperties(BigDecimal orderFee, List<String> marketSummarySymbols, int maxQueryOrders,
		int maxQueryTopOrders, int maxQueryHoldings, ProcessingMode processingMode, int passwordStrength) {

	private static final Pattern RANGE = Pattern.compile("(\\D*)(\\d+)\\.\\.\\1(\\d+)");

	public TradeProperties {
		orderFee = (orderFee != null) ? orderFee.setScale(2, RoundingMode.HALF_UP) : new BigDecimal("15.95");
		if (orderFee.signum() < 0) {
			throw new IllegalArgumentException("trade.order-fee must not be negative");
		}
		marketSummarySymbols = expand((marketSummarySymbols == null || marketSummarySymbols.isEmpty())
				? List.of("s:100..s:199") : marketSummarySymbols);
		maxQueryOrders = positiveOr(maxQueryOrders, 250, "trade.max-query-orders");
		maxQueryTopOrders = positiveOr(maxQueryTopOrders, 5, "trade.max-query-top-orders");
		maxQueryHoldings = positiveOr(maxQueryHoldings, 250, "trade.max-query-holdings");
		processingMode = (processingMode != null) ? processingMode : ProcessingMode.SYNCHRONOUS;
		passwordStrength = (passwordStrength != 0) ? passwordStrength : 10;
		if (passwordStrength < 4 || passwordStrength > 31) {
			throw new IllegalArgumentException("trade.password-strength must be between 4 and 31");
		}
	}

	/** All defaults. */
	public static TradeProperties defaults() {
		return new TradeProperties(null, null, 0, 0, 0, null, 0);
	}

	private static int positiveOr(int value, int fallback, String name) {
		if (value < 0) {
			throw new IllegalArgumentException(name + " must be positive");
		}
		return (value != 0) ? value : fallback;
	}

	private static List<String> expand(List<String> entries) {
		LinkedHashSet<String> symbols = new LinkedHashSet<>();
		for (String entry : entries) {
			String trimmed = entry.trim();
			Matcher range = RANGE.matcher(trimmed);
			if (range.matches()) {
				int first = Integer.parseInt(range.group(2));
				int last = Integer.parseInt(range.group(3));
				for (int i = first; i <= last; i++) {
					symbols.add(range.group(1) + i);
				}
			}
			else if (!trimmed.isEmpty()) {
				symbols.add(trimmed);
			}
		}
		return List.copyOf(new ArrayList<>(symbols));
	}

}
