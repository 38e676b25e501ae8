package org.stocktrader.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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

	/** The time zone of the dates printed: the system's. */
	static final ZoneId ZONE = ZoneId.systemDefault();

	private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z", Locale.US)
		.withZone(ZONE);

	private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy", Locale.US)
		.withZone(ZONE);

	private static final ThreadLocal<DecimalFormat> MONEY = decimalFormat("$#,##0.00;-$#,##0.00");

	private static final ThreadLocal<DecimalFormat> UNSIGNED = decimalFormat("#,##0.00");

	private static final ThreadLocal<DecimalFormat> QUANTITY = decimalFormat("#,##0.##");

	/** Shares to every decimal they have (four at most). */
	private static final ThreadLocal<DecimalFormat> SHARES = decimalFormat("#,##0.####");

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private static final String NONE = "-";

	private Formats() {
	}

	private static ThreadLocal<DecimalFormat> decimalFormat(String pattern) {
		return ThreadLocal.withInitial(() -> new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.US)));
	}

	/** {@code $1,234.50}, {@code -$3.00}; {@code -} when absent. */
	public static String money(BigDecimal amount) {
		return (amount != null) ? MONEY.get().format(amount) : NONE;
	}

	/**
	 * An index value, which is not money: {@code 1,234.50} (the TSIA).
	 */
	public static String index(BigDecimal value) {
		return UNSIGNED.get().format(value);
	}

	/**
	 * A change of money with its sign: {@code +$1.50}, {@code -$0.25}, {@code $0.00}.
	 */
	public static String moneyChange(BigDecimal change) {
		BigDecimal cents = change.setScale(2, RoundingMode.HALF_UP);
		return sign(cents.signum()) + MONEY.get().format(cents.abs());
	}

	/** A change of money with its sign: {@code +$1.50}, {@code -$0.25}, {@code $0.00}. */
	public static String moneyChange(double change) {
		return moneyChange(BigDecimal.valueOf(change));
	}

	/**
	 * A change in percent of a base, signed as the change itself: a loss too small to
	 * show in two decimals is {@code -0.00%}, never {@code +0.00%}.
	 * @param change the change
	 * @param base what it is a change of (0 gives 0%)
	 * @return {@code +1.50%}, {@code -0.00%}, {@code 0.00%}
	 */
	public static String percentChange(BigDecimal change, BigDecimal base) {
		return sign(change.signum()) + UNSIGNED.get().format(percentOf(change, base).abs()) + "%";
	}

	/**
	 * A percentage that is itself the change (the TSIA's gain): {@code +1.50%},
	 * {@code -0.25%}, {@code 0.00%}.
	 */
	public static String percent(BigDecimal percent) {
		return sign(percent.signum()) + UNSIGNED.get().format(percent.abs()) + "%";
	}

	/**
	 * A gain or loss with its percentage, both signed alike: {@code +$400.00 (+4.00%)},
	 * {@code -$47.85 (-0.00%)}.
	 */
	public static String gain(BigDecimal gain, BigDecimal base) {
		return moneyChange(gain) + " (" + percentChange(gain, base) + ")";
	}

	/** A number of shares or a volume: {@code 1,000}, {@code 12.5}. */
	public static String quantity(double quantity) {
		return QUANTITY.get().format(quantity);
	}

	/** A number of shares, exact: {@code 1,000}, {@code 12.5}, {@code 0.0001}. */
	public static String quantity(BigDecimal quantity) {
		return SHARES.get().format(quantity);
	}

	/**
	 * The link to a symbol's quote, computed with the values (not per link while
	 * rendering): {@code /quotes?symbols=s:1}; the colon of the symbols needs no escape
	 * in a query.
	 */
	public static String quoteLink(String symbol) {
		return "/quotes?symbols=" + URLEncoder.encode(symbol, StandardCharsets.UTF_8).replace("%3A", ":");
	}

	/** {@code 2026-11-22 04:46:09 UTC}; {@code -} when absent. */
	public static String dateTime(Instant instant) {
		return (instant != null) ? DATE_TIME.format(instant) : NONE;
	}

	/** {@code Sunday, November 22, 2026}. */
	public static String date(Instant instant) {
		return DATE.format(instant);
	}

	/**
	 * The CSS class for a change: {@code up}, {@code down} or {@code flat}. The page
	 * marks them with a sign and an arrow, not by colour alone.
	 */
	public static String trend(double change) {
		return (change > 0) ? "up" : (change < 0) ? "down" : "flat";
	}

	/** The CSS class for a change: {@code up}, {@code down} or {@code flat}. */
	public static String trend(BigDecimal change) {
		return trend(change.signum());
	}

	private static String sign(int signum) {
		return (signum > 0) ? "+" : (signum < 0) ? "-" : "";
	}

	/** {@code part / whole} in percent, 2 decimals; 0 when {@code whole} is 0. */
	public static BigDecimal percentOf(BigDecimal part, BigDecimal whole) {
		if (whole.signum() == 0) {
			return BigDecimal.ZERO;
		}
		return part.multiply(HUNDRED).divide(whole, 2, RoundingMode.HALF_UP);
	}

}
