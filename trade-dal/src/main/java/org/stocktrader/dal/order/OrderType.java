package org.stocktrader.dal.order;

/** What an order does, with the original wire and column value. */
public enum OrderType {

	/** Buy shares, opening a new holding. */
	BUY("buy"),
	/** Sell all or part of a holding. */
	SELL("sell");

	private final String code;

	OrderType(String code) {
		this.code = code;
	}

	/** The value in ORDERS.ORDERTYPE and on the wire. */
	public String code() {
		return this.code;
	}

	/** The type for a column or wire value. */
	public static OrderType ofCode(String code) {
		for (OrderType type : values()) {
			if (type.code.equals(code)) {
				return type;
			}
		}
		throw new IllegalArgumentException("Unknown order type '" + code + "'");
	}

}
