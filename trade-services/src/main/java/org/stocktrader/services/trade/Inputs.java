package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Checks and normalises (trims) the arguments of the trade service. */
final class Inputs {

	static final int MAX_USER_ID = 50;

	static final int MAX_PASSWORD = 50;

	static final int MAX_TEXT = 100;

	static final int MAX_SYMBOL = 10;

	/** numeric(14,2) holds less than 10^12. */
	private static final BigDecimal MONEY_LIMIT = BigDecimal.TEN.pow(12);

	private Inputs() {
	}

	static String userId(String userId) {
		return required(userId, "user ID", MAX_USER_ID);
	}

	static String symbol(String symbol) {
		return required(symbol, "symbol", MAX_SYMBOL);
	}

	static String password(String password) {
		return required(password, "password", MAX_PASSWORD);
	}

	/** A trimmed optional text; {@code null} stays {@code null}. */
	static String text(String value, String name) {
		if (value == null) {
			return null;
		}
		String trimmed = value.trim();
		if (trimmed.length() > MAX_TEXT) {
			throw new InvalidInputException("The " + name + " is longer than " + MAX_TEXT + " characters.");
		}
		return trimmed;
	}

	static double quantity(double quantity) {
		if (!(quantity > 0) || Double.isInfinite(quantity)) {
			throw new InvalidInputException("Your order was not placed because the requested quantity was not valid.");
		}
		return quantity;
	}

	static double sharesTraded(double shares) {
		if (!(shares >= 0) || Double.isInfinite(shares)) {
			throw new InvalidInputException("The traded quantity must be zero or more.");
		}
		return shares;
	}

	/** A balance: not negative, to the cent. */
	static BigDecimal balance(BigDecimal amount, String name) {
		if (amount == null || amount.signum() < 0) {
			throw new InvalidInputException("The " + name + " must not be negative.");
		}
		return money(amount, name);
	}

	/** A price: positive, to the cent. */
	static BigDecimal price(BigDecimal price) {
		if (price == null || price.setScale(2, RoundingMode.HALF_UP).signum() <= 0) {
			throw new InvalidInputException("The price must be positive.");
		}
		return money(price, "price");
	}

	/** Rounds to the cent and checks the amount fits a numeric(14,2) column. */
	static BigDecimal money(BigDecimal amount, String name) {
		BigDecimal cents = amount.setScale(2, RoundingMode.HALF_UP);
		if (cents.abs().compareTo(MONEY_LIMIT) >= 0) {
			throw new InvalidInputException("The " + name + " is too large.");
		}
		return cents;
	}

	private static String required(String value, String name, int maxLength) {
		String trimmed = (value != null) ? value.trim() : "";
		if (trimmed.isEmpty()) {
			throw new InvalidInputException("A " + name + " is required.");
		}
		if (trimmed.length() > maxLength) {
			throw new InvalidInputException("The " + name + " is longer than " + maxLength + " characters.");
		}
		return trimmed;
	}

}
