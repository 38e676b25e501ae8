package org.stocktrader.loader;

/** A load, reset or verify that cannot proceed, with a message for the operator. */
public class LoaderException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	public LoaderException(String message) {
		super(message);
	}

}
