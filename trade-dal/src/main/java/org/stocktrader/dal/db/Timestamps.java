package org.stocktrader.dal.db;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Conversions between {@code timestamptz} columns and {@link Instant}. */
public final class Timestamps {

	private Timestamps() {
	}

	/** The instant in a {@code timestamptz} column, {@code null} for SQL null. */
	public static Instant instant(ResultSet rs, String column) throws SQLException {
		OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
		return (value != null) ? value.toInstant() : null;
	}

	/** A JDBC parameter value for a {@code timestamptz} column. */
	public static OffsetDateTime parameter(Instant instant) {
		return (instant != null) ? instant.atOffset(ZoneOffset.UTC) : null;
	}

}
