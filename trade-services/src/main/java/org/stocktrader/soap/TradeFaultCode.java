package org.stocktrader.soap;

import org.stocktrader.trade.DuplicateUserException;
import org.stocktrader.trade.InvalidInputException;
import org.stocktrader.trade.NotFoundException;
import org.stocktrader.trade.TradeException;

/**
 * The machine-readable reason of a SOAP fault, carried in the fault's detail as
 * {@code <TradeFault xmlns=
 * "urn:org.stocktrader:fault"><code>NOT_FOUND</code></TradeFault>} so a StockTrader SOAP
 * client can raise the same exception as the in-process service.
 */
public enum TradeFaultCode {

	/** {@link InvalidInputException}. */
	INVALID_INPUT,
	/** {@link NotFoundException}. */
	NOT_FOUND,
	/** {@link DuplicateUserException}. */
	DUPLICATE_USER,
	/** Any other {@link TradeException}. */
	REFUSED;

	/** The namespace of the fault detail element. */
	public static final String NAMESPACE = "urn:org.stocktrader:fault";

	/** The local name of the fault detail element. */
	public static final String ELEMENT = "TradeFault";

	/** The code for a domain exception. */
	public static TradeFaultCode of(TradeException ex) {
		if (ex instanceof InvalidInputException) {
			return INVALID_INPUT;
		}
		if (ex instanceof NotFoundException) {
			return NOT_FOUND;
		}
		if (ex instanceof DuplicateUserException) {
			return DUPLICATE_USER;
		}
		return REFUSED;
	}

}
