package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Pattern;

import org.stocktrader.dal.order.Order;

/**
 * The one validation of the trade service's arguments, whichever facade they came from
 * (pages, REST, SOAP): a refusal is an {@link InvalidInputException} thrown before
 * anything changes.
 * <p>
 * User ids are taken exactly as given (never trimmed into another user); no text may hold
 * a control character (PostgreSQL refuses NUL; CR and LF split headers and logs); lengths
 * are the originals' (contracts.md §6.1), all within the schema's {@code varchar(250)}
 * columns; symbols and new user ids follow the originals' validators (contracts.md §6.7)
 * without their whitespace.
 */
public final class Inputs {

	/** The longest user id. */
	public static final int MAX_USER_ID = 50;

	/** The longest password. */
	public static final int MAX_PASSWORD = 50;

	/** The longest full name, address, email, credit card or company name. */
	public static final int MAX_TEXT = 100;

	/** The longest symbol. */
	public static final int MAX_SYMBOL = 10;

	/** The most decimals of a quantity of shares. */
	public static final int MAX_QUANTITY_DECIMALS = Order.QUANTITY_SCALE;

	/** The longest list of symbols {@code getQuotes} takes, in characters. */
	public static final int MAX_SYMBOL_LIST = 2000;

	/** numeric(14,2) holds less than 10^12. */
	private static final BigDecimal MONEY_LIMIT = BigDecimal.TEN.pow(12);

	/**
	 * A new user id: the originals' {@code [A-Za-z0-9':\s]}, no whitespace, plus . _ @ -.
	 */
	private static final Pattern NEW_USER_ID = Pattern.compile("[A-Za-z0-9':._@-]+");

	/** The originals' quote id, without whitespace. */
	private static final Pattern SYMBOL = Pattern.compile("[A-Za-z0-9':._-]+");

	/** Something before and after one @, no spaces. */
	private static final Pattern EMAIL = Pattern.compile("[^\\s@]+@[^\\s@]+");

	/**
	 * Digits, letters, spaces and hyphens (the demo data's cards look like
	 * 12-345-678-901).
	 */
	private static final Pattern CREDIT_CARD = Pattern.compile("[A-Za-z0-9 -]+");

	/** An amount typed on a page: ASCII digits, at most two decimals. */
	private static final Pattern AMOUNT = Pattern.compile("[0-9]{1,12}(\\.[0-9]{0,2})?");

	/** A quantity typed on a page: ASCII digits, a bounded number of decimals. */
	private static final Pattern QUANTITY = Pattern
		.compile("[0-9]{1,12}(\\.[0-9]{0," + MAX_QUANTITY_DECIMALS + "})?|\\.[0-9]{1," + MAX_QUANTITY_DECIMALS + "}");

	private Inputs() {
	}

	/** An existing user's id, exactly as given. */
	public static String userId(String userId) {
		if (userId == null || userId.isEmpty()) {
			throw new InvalidInputException("A user ID is required.");
		}
		if (userId.length() > MAX_USER_ID) {
			throw new InvalidInputException("The user ID is longer than " + MAX_USER_ID + " characters.");
		}
		noControlCharacters(userId, "user ID");
		if (userId.isBlank()) {
			throw new InvalidInputException("A user ID is required.");
		}
		return userId;
	}

	/**
	 * A user id to register: letters, digits and {@code ' : . _ @ -} (the originals'
	 * validator without whitespace, and nothing a URL path must escape).
	 */
	public static String newUserId(String userId) {
		String id = userId(userId);
		if (!NEW_USER_ID.matcher(id).matches()) {
			throw new InvalidInputException(
					"A user ID may hold only letters, digits and the characters ' : . _ @ - (no spaces).");
		}
		return id;
	}

	/** A symbol: surrounding spaces ignored, then the originals' characters. */
	public static String symbol(String symbol) {
		if (symbol == null) {
			throw new InvalidInputException("A symbol is required.");
		}
		noControlCharacters(symbol, "symbol");
		String trimmed = symbol.strip();
		if (trimmed.isEmpty()) {
			throw new InvalidInputException("A symbol is required.");
		}
		if (trimmed.length() > MAX_SYMBOL) {
			throw new InvalidInputException("The symbol is longer than " + MAX_SYMBOL + " characters.");
		}
		if (!SYMBOL.matcher(trimmed).matches()) {
			throw new InvalidInputException("The symbol may hold only letters, digits and the characters ' : . _ -.");
		}
		return trimmed;
	}

	/**
	 * Whether a text is a well-formed symbol (a list of symbols leaves out the others).
	 */
	public static boolean isSymbol(String symbol) {
		return symbol.length() <= MAX_SYMBOL && SYMBOL.matcher(symbol).matches();
	}

	/** A list of symbols for {@code getQuotes}: bounded, no control characters. */
	public static String symbolList(String symbols) {
		if (symbols.length() > MAX_SYMBOL_LIST) {
			throw new InvalidInputException("The list of symbols is longer than " + MAX_SYMBOL_LIST + " characters.");
		}
		noControlCharacters(symbols.replace('\t', ' ').replace('\n', ' ').replace('\r', ' '), "list of symbols");
		return symbols;
	}

	/** A password to store or check: surrounding spaces ignored, as always. */
	public static String password(String password) {
		if (password == null) {
			throw new InvalidInputException("A password is required.");
		}
		noControlCharacters(password, "password");
		String trimmed = password.trim();
		if (trimmed.isEmpty()) {
			throw new InvalidInputException("A password is required.");
		}
		if (trimmed.length() > MAX_PASSWORD) {
			throw new InvalidInputException("The password is longer than " + MAX_PASSWORD + " characters.");
		}
		return trimmed;
	}

	/** A trimmed optional text; {@code null} stays {@code null}. */
	public static String text(String value, String name) {
		if (value == null) {
			return null;
		}
		noControlCharacters(value, name);
		String trimmed = value.strip();
		if (trimmed.length() > MAX_TEXT) {
			throw new InvalidInputException("The " + name + " is longer than " + MAX_TEXT + " characters.");
		}
		return trimmed;
	}

	/** A trimmed text that must be there. */
	public static String requiredText(String value, String name) {
		String text = text(value, name);
		if (text == null || text.isEmpty()) {
			throw new InvalidInputException("The " + name + " is required.");
		}
		return text;
	}

	/** An email address: something, one @, something; no spaces. */
	public static String email(String email) {
		String text = requiredText(email, "email");
		if (!EMAIL.matcher(text).matches()) {
			throw new InvalidInputException("The email '" + text + "' is not an email address.");
		}
		return text;
	}

	/** A credit card number: digits (letters allowed), spaces and hyphens. */
	public static String creditCard(String creditCard) {
		String text = requiredText(creditCard, "credit card");
		if (!CREDIT_CARD.matcher(text).matches()) {
			throw new InvalidInputException(
					"The credit card number may hold only digits, letters, spaces and hyphens.");
		}
		return text;
	}

	/**
	 * A quantity of shares to order: finite, positive, at most {@code maxQuantity} and
	 * {@link #MAX_QUANTITY_DECIMALS} decimals; exact, scale {@link Order#QUANTITY_SCALE}.
	 */
	static BigDecimal quantity(double quantity, double maxQuantity) {
		if (!(quantity > 0) || Double.isInfinite(quantity)) {
			throw new InvalidInputException("Your order was not placed because the requested quantity was not valid.");
		}
		if (quantity > maxQuantity) {
			throw new InvalidInputException("Your order was not placed because the quantity is more than "
					+ BigDecimal.valueOf(maxQuantity).stripTrailingZeros().toPlainString() + " shares.");
		}
		if (BigDecimal.valueOf(quantity).stripTrailingZeros().scale() > MAX_QUANTITY_DECIMALS) {
			throw new InvalidInputException("Your order was not placed because the quantity has more than "
					+ MAX_QUANTITY_DECIMALS + " decimals.");
		}
		return Order.shares(quantity);
	}

	/**
	 * A quantity as typed on a page: ASCII digits with at most
	 * {@link #MAX_QUANTITY_DECIMALS} decimals (no exponent, no NaN, no other scripts'
	 * digits); its range is checked by the service.
	 */
	public static double parseQuantity(String text) {
		String trimmed = (text != null) ? text.strip() : "";
		if (trimmed.length() > 20 || !QUANTITY.matcher(trimmed).matches()) {
			throw new InvalidInputException("Your order was not placed because the quantity '" + shorten(text)
					+ "' is not a number of shares (digits, at most " + MAX_QUANTITY_DECIMALS + " decimals).");
		}
		double quantity = Double.parseDouble(trimmed);
		if (!(quantity > 0)) {
			throw new InvalidInputException("Your order was not placed because the quantity must be more than zero.");
		}
		return quantity;
	}

	/**
	 * An amount as typed on a page: ASCII digits with at most two decimals, or the given
	 * default when empty.
	 */
	public static BigDecimal parseAmount(String text, String name, String whenEmpty) {
		String trimmed = (text != null) ? text.strip() : "";
		if (trimmed.isEmpty()) {
			trimmed = whenEmpty;
		}
		if (trimmed.length() > 20 || !AMOUNT.matcher(trimmed).matches()) {
			throw new InvalidInputException(
					"The " + name + " '" + shorten(text) + "' is not an amount (digits, at most two decimals).");
		}
		return new BigDecimal(trimmed);
	}

	public static double sharesTraded(double shares, double maxQuantity) {
		if (!(shares >= 0) || Double.isInfinite(shares) || shares > maxQuantity) {
			throw new InvalidInputException("The traded quantity must be between zero and " + maxQuantity + ".");
		}
		return shares;
	}

	/** A balance: not negative, to the cent. */
	public static BigDecimal balance(BigDecimal amount, String name) {
		if (amount == null || amount.signum() < 0) {
			throw new InvalidInputException("The " + name + " must not be negative.");
		}
		return money(amount, name);
	}

	/** A price: positive, to the cent. */
	public static BigDecimal price(BigDecimal price) {
		if (price == null) {
			throw new InvalidInputException("The price must be positive.");
		}
		BigDecimal cents = money(price, "price");
		if (cents.signum() <= 0) {
			throw new InvalidInputException("The price must be positive.");
		}
		return cents;
	}

	/** Rounds to the cent and checks the amount fits a numeric(14,2) column. */
	public static BigDecimal money(BigDecimal amount, String name) {
		// compared before rounding: setScale on 1E+999999999 would build a billion-digit
		// number
		if (amount.abs().compareTo(MONEY_LIMIT) >= 0) {
			throw new InvalidInputException("The " + name + " is too large.");
		}
		BigDecimal cents = amount.setScale(2, RoundingMode.HALF_UP);
		if (cents.abs().compareTo(MONEY_LIMIT) >= 0) {
			throw new InvalidInputException("The " + name + " is too large.");
		}
		return cents;
	}

	/** Refuses control characters (NUL, CR, LF, ...) and unpaired surrogates. */
	private static void noControlCharacters(String value, String name) {
		for (int i = 0; i < value.length(); i++) {
			char c = value.charAt(i);
			boolean paired = Character.isHighSurrogate(c) && i + 1 < value.length()
					&& Character.isLowSurrogate(value.charAt(i + 1));
			if (paired) {
				i++;
			}
			else if (Character.isISOControl(c) || Character.isSurrogate(c)) {
				throw new InvalidInputException("The " + name + " must not contain control characters.");
			}
		}
	}

	private static String shorten(String text) {
		if (text == null) {
			return "";
		}
		return (text.length() > 20) ? text.substring(0, 20) + "…" : text;
	}

}
