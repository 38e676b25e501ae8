package org.stocktrader.dal.order;

/**
 * Where an order is in its life: {@code open -> (processing) -> closed -> completed}, or
 * {@code cancelled}, or {@code failed} when the order processor gave up on it. An order
 * is {@code closed} once executed and {@code completed} once the user has been told.
 */
public enum OrderStatus {

	/** Created, not executed yet. */
	OPEN("open"),
	/** Taken by the asynchronous order processor. */
	PROCESSING("processing"),
	/** Executed; the user has not been told yet. */
	CLOSED("closed"),
	/** Executed, and reported to the user once. */
	COMPLETED("completed"),
	/** Cancelled before execution. */
	CANCELLED("cancelled"),
	/**
	 * Not executed: every attempt of the asynchronous order processor failed (the reason
	 * is kept with the order).
	 */
	FAILED("failed");

	private final String code;

	OrderStatus(String code) {
		this.code = code;
	}

	/** The value in ORDERS.ORDERSTATUS and on the wire. */
	public String code() {
		return this.code;
	}

	/** The status for a column or wire value. */
	public static OrderStatus ofCode(String code) {
		for (OrderStatus status : values()) {
			if (status.code.equals(code)) {
				return status;
			}
		}
		throw new IllegalArgumentException("Unknown order status '" + code + "'");
	}

}
