package org.stocktrader.services.trade;

/**
 * Why a request was refused: the one reason code that every edge translates, the pages
 * into an HTTP status on the error page, REST into an RFC 9457 problem, SOAP into a fault
 * with this name in its detail.
 */
public enum Refusal {

	/** An argument is missing, malformed or out of range. */
	INVALID_INPUT(400, "Invalid input", true),
	/**
	 * The named user, quote, holding or order does not exist (or is not the caller's).
	 */
	NOT_FOUND(404, "Not found", true),
	/** A registration named a user id that is taken. */
	DUPLICATE_USER(409, "User id taken", true),
	/** The business rules refuse the request (for example, not enough cash). */
	REFUSED(422, "Request refused", true),
	/** The caller is not signed in, or the account is not theirs. */
	UNAUTHORISED(403, "Not allowed", true),
	/**
	 * Too many failed attempts (logins) from this user id or address; wait and retry.
	 */
	THROTTLED(429, "Too many attempts", true),
	/** The service cannot take the request now; the same request may succeed later. */
	BUSY(503, "Busy, try again", false);

	private final int httpStatus;

	private final String title;

	private final boolean clientMistake;

	Refusal(int httpStatus, String title, boolean clientMistake) {
		this.httpStatus = httpStatus;
		this.title = title;
		this.clientMistake = clientMistake;
	}

	/**
	 * The HTTP status of this refusal on pages and in REST problems.
	 * @return a 4xx or 5xx status code
	 */
	public int httpStatus() {
		return this.httpStatus;
	}

	/**
	 * A short title, as an RFC 9457 problem's {@code title}.
	 * @return the title
	 */
	public String title() {
		return this.title;
	}

	/**
	 * Whether the caller caused the refusal (a SOAP {@code Client} fault) rather than the
	 * service's state (a {@code Server} fault, worth retrying).
	 * @return {@code true} for the caller's mistake
	 */
	public boolean clientMistake() {
		return this.clientMistake;
	}

}
