package org.stocktrader.wstest;

/**
 * A WSTest request outside the service's limits or contract; the caller's fault.
 */
class InvalidRequestException extends RuntimeException {

	InvalidRequestException(String message) {
		super(message);
	}

}
