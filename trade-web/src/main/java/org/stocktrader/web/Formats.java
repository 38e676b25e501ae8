package org.stocktrader.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Turns values into the text the pages print, so that templates only copy strings
 * (formatting in Thymeleaf expressions is the slowest part of a page). Formatters are
 * built once; {@link DecimalFormat} is not thread-safe, so each thread keeps its own.
 */
public final class Formats {

	private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z", Locale.US)
		.withZone(ZoneId.systemDefault());

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy", Locale.US)
		.withZone(ZoneId.systemDefault());

	private static final ThreadLocal<DecimalFormat> MONEY = decimalFormat("$#,##0.00;-$#,##0.00");

	private static final ThreadLocal<DecimalFormat> PRICE = decimalFormat("#,##0.00");

	private static final ThreadLocal<DecimalFormat> SIGNED = decimalFormat("+#,##0.00;-#,##0.00");

	private static final ThreadLocal<DecimalFormat> QUANTITY = decimalFormat("#,##0.##");

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private static final String NONE = "-";

	private Formats() {
	}

	private static ThreadLocal<DecimalFormat> decimalFormat(String pattern) {
		return ThreadLocal.withInitial(() -> new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.US)));
	}

	/** {@code $1,234.50}, {@code -$3.00}. */
	public static String money(BigDecimal amount) {
		return (amount != null) ? MONEY.get().format(amount) : NONE;
	}

	/** A price without currency sign: {@code 1,234.50}. */
	public static String price(BigDecimal amount) {
		return (amount != null) ? PRICE.get().format(amount) : NONE;
	}

	/** A change with its sign: {@code +1.50}, {@code -0.25}. */
	public static String signed(double change) {
		return SIGNED.get().format(change);
	}

	/** A change with its sign: {@code +1.50}, {@code -0.25}. */
	public static String signed(BigDecimal change) {
		return SIGNED.get().format(change);
	}

	/** A percentage with its sign: {@code +1.50%}. */
	public static String percent(BigDecimal percent) {
		return SIGNED.get().format(percent) + "%";
	}

	/** A number of shares or a volume: {@code 1,000}, {@code 12.5}. */
	public static String quantity(double quantity) {
		return QUANTITY.get().format(quantity);
	}

	/** {@code 2026-11-22 04:46:09 UTC}; {@code -} when absent. */
	public static String dateTime(Instant instant) {
		return (instant != null) ? DATE_TIME.format(instant) : NONE;
	}

	/** {@code Sunday, November 22, 2026}. */
	public static String date(Instant instant) {
		return DATE.format(instant);
	}

	/** The CSS class for a change: {@code up}, {@code down} or empty. */
	public static String trend(double change) {
		return (change > 0) ? "up" : (change < 0) ? "down" : "";
	}

	/** The CSS class for a change: {@code up}, {@code down} or empty. */
	public static String trend(BigDecimal change) {
		return trend(change.signum());
	}

	/** {@code part / whole} in percent, 2 decimals; 0 when {@code whole} is 0. */
	public static BigDecimal percentOf(BigDecimal part, BigDecimal whole) {
		if (whole.signum() == 0) {
			return BigDecimal.ZERO;
		}
		return part.multiply(HUNDRED).divide(whole, 2, RoundingMode.HALF_UP);
	}

}
