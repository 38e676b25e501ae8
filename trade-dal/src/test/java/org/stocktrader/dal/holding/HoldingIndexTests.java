package org.stocktrader.dal.holding;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.StringJoiner;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;

import static org.assertj.core.api.Assertions.assertThat;

class HoldingIndexTests {

	@Test
	void anAccountsNewestHoldingsAreReadInIndexOrderByTheGenericPlan() throws SQLException {
		DataSource dataSource = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(dataSource).load().migrate();
		StringJoiner plan = new StringJoiner("\n");
		// the generic plan, the one a prepared statement settles on whatever the
		// table's statistics
		try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("set plan_cache_mode = force_generic_plan");
			statement.execute("""
					prepare newest(integer, integer) as
					select holdingid from holding where account_accountid = $1 order by holdingid desc limit $2
					""");
			try (ResultSet rows = statement.executeQuery("explain (costs off) execute newest(1, 10)")) {
				while (rows.next()) {
					plan.add(rows.getString(1));
				}
			}
		}

		assertThat(plan.toString()).contains("Scan using holding_account_newest on holding")
			.contains("Index Cond: (account_accountid = $1)")
			.doesNotContain("Filter")
			.doesNotContain("Sort");
	}

}
