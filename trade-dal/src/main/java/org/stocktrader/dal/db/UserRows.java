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
	 * A statement of that kind for the user's newest rows of a table that refers to the
	 * account by {@code account_accountid}, newest first by its key; it takes the
	 * parameters {@code userId} and {@code limit}.
	 * @param table the table
	 * @param columns the columns returned, in the table's terms
	 * @param key the table's key column, never null and growing
	 * @return the statement
	 */
	public static String newest(String table, String columns, String key) {
		return """
				select r.*
				from account a
				left join lateral (
					select %2$s
					from %1$s
					where account_accountid = a.accountid
					order by %3$s desc
					limit :limit
				) r on true
				where a.profile_userid = :userId
				order by r.%3$s desc nulls last
				""".formatted(table, columns, key);
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
