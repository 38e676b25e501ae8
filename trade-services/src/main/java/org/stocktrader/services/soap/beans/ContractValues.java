package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import org.stocktrader.dal.order.Order;

/**
 * The contract's value members, both ways. Value-type members are never written nil,
 * because WCF clients cannot read nil into int, decimal or DateTime: a missing date is
 * written as .NET's {@code DateTime.MinValue} ({@code 0001-01-01T00:00:00}), as
 * StockTrader does for an order not completed yet, and a missing price as 0. Read back,
 * {@code DateTime.MinValue} and a nil date are "no date", a nil number 0. DayTrader's
 * contract declares its dates nillable and writes a missing one nil
 * ({@link #nillableDate}).
 */
final class ContractValues {

	/** .NET's {@code DateTime.MinValue}, StockTrader's "no date". */
	static final String NO_DATE = "0001-01-01T00:00:00";

	private static final DatatypeFactory datatypes = newDatatypeFactory();

	private ContractValues() {
	}

	static XMLGregorianCalendar date(Instant instant) {
		return (instant != null) ? nillableDate(instant) : datatypes.newXMLGregorianCalendar(NO_DATE);
	}

	/**
	 * A date as contracts that declare dates nillable write it: nil when there is none.
	 */
	static XMLGregorianCalendar nillableDate(Instant instant) {
		// Instant.toString keeps the database's microseconds, in UTC
		return (instant != null) ? datatypes.newXMLGregorianCalendar(instant.toString()) : null;
	}

	static Instant instant(XMLGregorianCalendar calendar) {
		if (calendar == null || calendar.getYear() <= 1) {
			return null;
		}
		try {
			// keeps fractions below the millisecond, which GregorianCalendar drops
			return Instant.parse(calendar.toXMLFormat());
		}
		catch (DateTimeParseException ex) {
			// no time zone (a .NET "unspecified" DateTime): the calendar assumes this one
			return calendar.toGregorianCalendar().toInstant();
		}
	}

	static BigDecimal money(BigDecimal amount) {
		return (amount != null) ? amount : BigDecimal.ZERO;
	}

	static int intOf(Integer value) {
		return (value != null) ? value : 0;
	}

	static double doubleOf(Double value) {
		return (value != null) ? value : 0;
	}

	/**
	 * A contract's number of shares, exact to {@link Order#QUANTITY_SCALE} decimals (0
	 * when absent).
	 */
	static BigDecimal shares(Double value) {
		return Order.shares(doubleOf(value));
	}

	private static DatatypeFactory newDatatypeFactory() {
		try {
			return DatatypeFactory.newInstance();
		}
		catch (DatatypeConfigurationException ex) {
			throw new IllegalStateException("No XML datatype factory", ex);
		}
	}

}
