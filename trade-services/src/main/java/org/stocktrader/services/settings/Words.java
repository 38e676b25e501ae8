package org.stocktrader.services.settings;

import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.stocktrader.services.trade.InvalidInputException;

/**
 * Values in words, as the operator's page shows them ({@code 3 minutes},
 * {@code Synchronous}, {@code $24.95}), and durations read back from words or from the
 * configuration's forms ({@code 3m}, {@code 90s}, {@code PT3M}).
 */
public final class Words {

	private static final Pattern DURATION_PART = Pattern.compile(
			"(\\d{1,9})\\s*(milliseconds?|ms|minutes?|mins?|m|seconds?|secs?|s|hours?|h|days?|d)",
			Pattern.CASE_INSENSITIVE);

	private static final Pattern DURATION = Pattern.compile("(" + DURATION_PART.pattern() + "[\\s,]*)+",
			Pattern.CASE_INSENSITIVE);

	private Words() {
	}

	/** An enum constant in words: {@code AFTER_ORDERS} is {@code After orders}. */
	public static String of(Enum<?> value) {
		String words = value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
		return Character.toUpperCase(words.charAt(0)) + words.substring(1);
	}

	/** An enum constant as configured: {@code AFTER_ORDERS} is {@code after-orders}. */
	public static String kebab(Enum<?> value) {
		return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

	/** An amount of dollars: {@code $1,024.95}. */
	public static String money(BigDecimal amount) {
		NumberFormat format = NumberFormat.getCurrencyInstance(Locale.US);
		return format.format(amount);
	}

	/**
	 * A duration in words: {@code 3 minutes}, {@code 1 minute 30 seconds},
	 * {@code 2 hours}.
	 */
	public static String duration(Duration duration) {
		if (duration.isZero()) {
			return "0 seconds";
		}
		List<String> parts = new ArrayList<>(5);
		unit(parts, duration.toDaysPart(), "day");
		unit(parts, duration.toHoursPart(), "hour");
		unit(parts, duration.toMinutesPart(), "minute");
		unit(parts, duration.toSecondsPart(), "second");
		unit(parts, duration.toMillisPart(), "millisecond");
		return String.join(" ", parts);
	}

	/**
	 * Reads a duration: words ({@code 3 minutes}, {@code 1 minute 30 seconds}), the
	 * configuration's short form ({@code 3m}, {@code 90s}, {@code 500ms}) or ISO-8601
	 * ({@code PT3M}); a bare number is seconds.
	 * @throws InvalidInputException when it is none of these
	 */
	public static Duration parseDuration(String text) {
		String trimmed = text.strip();
		if (trimmed.matches("\\d{1,9}")) {
			return Duration.ofSeconds(Long.parseLong(trimmed));
		}
		if (trimmed.length() <= 100 && DURATION.matcher(trimmed).matches()) {
			Duration total = Duration.ZERO;
			Matcher part = DURATION_PART.matcher(trimmed);
			while (part.find()) {
				total = total.plus(Long.parseLong(part.group(1)), unit(part.group(2)));
			}
			return total;
		}
		if (trimmed.length() <= 40 && (trimmed.startsWith("P") || trimmed.startsWith("p"))) {
			try {
				return Duration.parse(trimmed);
			}
			catch (java.time.format.DateTimeParseException ex) {
				// not ISO either: refused below
			}
		}
		throw new InvalidInputException(
				"'" + shorten(trimmed) + "' is not a duration; write it as, for example, 3 minutes, 90 seconds or 3m.");
	}

	/** Text quoted in a message, cut to a readable length. */
	static String shorten(String text) {
		String value = (text != null) ? text : "";
		String printable = value.codePoints()
			.map((c) -> Character.isISOControl(c) ? '?' : c)
			.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
			.toString();
		return (printable.length() > 40) ? printable.substring(0, 40) + "..." : printable;
	}

	private static ChronoUnit unit(String unit) {
		String lower = unit.toLowerCase(Locale.ROOT);
		if (lower.equals("ms") || lower.startsWith("milli")) {
			return ChronoUnit.MILLIS;
		}
		return switch (lower.charAt(0)) {
			case 's' -> ChronoUnit.SECONDS;
			case 'm' -> ChronoUnit.MINUTES;
			case 'h' -> ChronoUnit.HOURS;
			default -> ChronoUnit.DAYS;
		};
	}

	private static void unit(List<String> parts, long count, String unit) {
		if (count != 0) {
			parts.add(count + " " + unit + ((count == 1) ? "" : "s"));
		}
	}

}
