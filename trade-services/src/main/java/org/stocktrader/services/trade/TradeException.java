package org.stocktrader.services.trade;

/**
 * The root of the trade domain's exceptions: a request that the business rules refuse,
 * with its {@link Refusal reason}.
 */
public class TradeException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final Refusal reason;

	public TradeException(String message) {
		this(Refusal.REFUSED, message);
	}

	public TradeException(Refusal reason, String message) {
		super(message);
		this.reason = reason;
	}

	/**
	 * Why the request was refused.
	 * @return the reason code every edge translates
	 */
	public Refusal reason() {
		return this.reason;
	}

	/**
	 * The exception for a reason, as a remote client rebuilds it from a fault.
	 * @param reason the reason code
	 * @param message the message
	 * @return the matching subclass where there is one
	 */
	public static TradeException of(Refusal reason, String message) {
		return switch (reason) {
			case INVALID_INPUT -> new InvalidInputException(message);
			case NOT_FOUND -> new NotFoundException(message);
			case BUSY -> new BusyException(message);
			case UNAUTHORISED -> new UnauthorisedException(message);
			default -> new TradeException(reason, message);
		};
	}

}
