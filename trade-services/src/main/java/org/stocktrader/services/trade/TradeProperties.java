package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The business settings of the trade service ({@code trade.*}). A property left unset
 * takes the default given here.
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
@Validated
public record TradeProperties(@DefaultValue("15.95") @PositiveOrZero BigDecimal orderFee,
		@DefaultValue("s:100..s:199") @NotEmpty List<String> marketSummarySymbols,
		@DefaultValue("250") @Positive int maxQueryOrders, @DefaultValue("5") @Positive int maxQueryTopOrders,
		@DefaultValue("250") @Positive int maxQueryHoldings, @DefaultValue("synchronous") ProcessingMode processingMode,
		@DefaultValue("10") @Min(4) @Max(31) int passwordStrength) {

	private static final Pattern RANGE = Pattern.compile("(\\D*)(\\d+)\\.\\.\\1(\\d+)");

	public TradeProperties {
		orderFee = orderFee.setScale(2, RoundingMode.HALF_UP);
		marketSummarySymbols = expand(marketSummarySymbols);
	}

	/** All defaults (the {@code @DefaultValue}s, bound from no property). */
	public static TradeProperties defaults() {
		return new Binder().bindOrCreate("trade", TradeProperties.class);
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
