package org.stocktrader.loader;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Checksums of the application's tables. Each row's text form is hashed with PostgreSQL's
 * 64-bit {@code hashtextextended} (the stable hash behind hash partitioning, twice as
 * fast as {@code md5} here) and the hashes are summed, so the result does not depend on
 * the physical row order and the scan runs in parallel; the session's time zone and
 * number formats are fixed so the text forms do not depend on the client.
 */
public final class Checksums {

	private Checksums() {
	}

	/**
	 * Computes the checksums; must run inside a transaction (it uses {@code set local}).
	 */
	static DataChecksum compute(JdbcClient jdbc) {
		return compute(jdbc, "public");
	}

	/**
	 * The checksums of the tables in {@code schema} ({@code public} or {@code loader}).
	 */
	static DataChecksum compute(JdbcClient jdbc, String schema) {
		jdbc.sql("set local time zone 'UTC'").update();
		jdbc.sql("set local datestyle = 'ISO, YMD'").update();
		jdbc.sql("set local extra_float_digits = 1").update();
		List<TableChecksum> tables = new ArrayList<>();
		for (AppTable table : AppTable.parentsFirst()) {
			// schema and table names come from the fixed AppTable list, never from input
			tables.add(jdbc.sql("""
					select count(*) as row_count,
					       coalesce(sum(hashtextextended(t::text, 0)), 0) as total
					from %s.%s t
					""".formatted(schema, table.table()))
				.query((rs, row) -> new TableChecksum(table.table(), rs.getLong("row_count"),
						rs.getBigDecimal("total").toPlainString()))
				.single());
		}
		return new DataChecksum(combine(tables), tables);
	}

	private static String combine(List<TableChecksum> tables) {
		try {
			MessageDigest md5 = MessageDigest.getInstance("MD5");
			for (TableChecksum table : tables) {
				md5.update((table.table() + ":" + table.rows() + ":" + table.checksum() + "\n")
					.getBytes(StandardCharsets.US_ASCII));
			}
			return HexFormat.of().formatHex(md5.digest());
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("MD5 is a required JDK algorithm", ex);
		}
	}

	/** The checksum of the whole data set and of each table. */
	public record DataChecksum(String checksum, List<TableChecksum> tables) {

		TableChecksum of(String table) {
			return this.tables.stream().filter((t) -> t.table().equals(table)).findFirst().orElse(null);
		}

	}

	/** The row count and checksum of one table. */
	record TableChecksum(String table, long rows, String checksum) {

	}

}
