package org.stocktrader.dal.db;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient.StatementSpec;

/**
 * The rows a user has, read by one statement that starts from the user's account and
 * left-joins the rows: no row at all is an unknown user, one row whose key column is null
 * is a user without rows. So a read tells "not found" from "none" without a second
 * statement.
 */
public final class UserRows {

	private UserRows() {
	}

	/**
	 * Runs the statement and maps its real rows.
	 * @param <T> what a row maps to
	 * @param statement the statement, with its parameters bound
	 * @param key a column of the joined rows that is never null in a real row
	 * @param mapper maps a real row
	 * @return the rows, empty for an unknown user
	 */
	public static <T> Optional<List<T>> of(StatementSpec statement, String key, RowMapper<T> mapper) {
		List<T> rows = new ArrayList<>();
		boolean[] known = { false };
		statement.query((rs) -> {
			known[0] = true;
			if (rs.getObject(key) != null) {
				rows.add(mapper.mapRow(rs, rows.size()));
			}
		});
		return (known[0]) ? Optional.of(rows) : Optional.empty();
	}

}
