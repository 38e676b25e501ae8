package org.stocktrader.loader;

import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.entry;

class LoaderIntegrationTests {

	private static final DataSet SMALL = new DataSet(1_000, 500, 5, 5, 42);

	@Test
	void loadFillsEveryTableWithTheRequestedRows() {
		DataSource dataSource = TestDatabase.freshDataSource();

		LoaderRun run = loader(dataSource).load(SMALL, 4, false);

		assertThat(loader(dataSource).stats().rows()).containsExactly(entry("quote", 500L),
				entry("accountprofile", 1_000L), entry("account", 1_000L), entry("holding", 5_000L),
				entry("orders", 5_000L));
		assertThat(run.set()).isEqualTo(SMALL);
		JdbcClient jdbc = JdbcClient.create(dataSource);
		assertThat(jdbc.sql("select min(symbol) || ' ' || max(symbol) from quote where symbol like 's:1__'")
			.query(String.class)
			.single()).isEqualTo("s:100 s:199");
		assertThat(jdbc.sql("select openbalance from account where profile_userid = 'uid:0'")
			.query(java.math.BigDecimal.class)
			.single()).isEqualByComparingTo("1000000.00");
		assertThat(jdbc.sql("select count(*) from account where openbalance between 200000 and 299999")
			.query(Long.class)
			.single()).isEqualTo(999L);
	}

	@Test
	void everyUserCanLogInWithXxx() {
		DataSource dataSource = TestDatabase.freshDataSource();
		loader(dataSource).load(SMALL, 4, false);

		List<String> hashes = JdbcClient.create(dataSource)
			.sql("select distinct password from accountprofile")
			.query(String.class)
			.list();

		PasswordEncoder applicationEncoder = PasswordEncoderFactories.createDelegatingPasswordEncoder();
		assertThat(hashes).hasSize(1);
		assertThat(hashes.get(0)).startsWith("{bcrypt}$2a$04$");
		assertThat(applicationEncoder.matches("xxx", hashes.get(0))).isTrue();
		assertThat(applicationEncoder.matches("xxy", hashes.get(0))).isFalse();
	}

	@Test
	void balancesAndHoldingsAreConsistentWithTheOrders() {
		DataSource dataSource = TestDatabase.freshDataSource();
		loader(dataSource).load(new DataSet(300, 200, 3, 6, 5), 4, false);
		JdbcClient jdbc = JdbcClient.create(dataSource);

		long inconsistentBalances = jdbc.sql("""
				select count(*) from account a
				where a.balance <> a.openbalance - coalesce((
				    select sum(case when o.ordertype = 'buy' then o.quantity::numeric * o.price + o.orderfee
				                    else -(o.quantity::numeric * o.price - o.orderfee) end)
				    from orders o
				    where o.account_accountid = a.accountid and o.orderstatus = 'completed'), 0)
				""").query(Long.class).single();
		long holdingsWithoutTheirBuy = jdbc.sql("""
				select count(*) from holding h
				where not exists (select 1 from orders o
				                  where o.holding_holdingid = h.holdingid and o.ordertype = 'buy'
				                    and o.orderstatus = 'completed' and o.account_accountid = h.account_accountid
				                    and o.quote_symbol = h.quote_symbol and o.quantity = h.quantity
				                    and o.price = h.purchaseprice and o.opendate = h.purchasedate)
				""").query(Long.class).single();
		long roundTripsOutOfBalance = jdbc.sql("""
				select count(*) from account a
				where (select coalesce(sum(case when o.ordertype = 'buy' then o.quantity else -o.quantity end), 0)
				       from orders o
				       where o.account_accountid = a.accountid and o.holding_holdingid is null
				         and o.orderstatus = 'completed') <> 0
				""").query(Long.class).single();

		assertThat(inconsistentBalances).isZero();
		assertThat(holdingsWithoutTheirBuy).isZero();
		assertThat(roundTripsOutOfBalance).isZero();
		// 3 buys of the holdings, a round trip (buy and sell), and a cancelled buy per
		// account
		assertThat(jdbc.sql("select orderstatus, count(*) from orders group by orderstatus")
			.query((rs, row) -> entry(rs.getString(1), rs.getLong(2)))
			.list()).containsExactlyInAnyOrder(entry("completed", 300L * 5), entry("cancelled", 300L));
	}

	@Test
	void theSameSeedGivesTheSameChecksumAndAnotherSeedAnotherOne() {
		LoaderRun first = loader(TestDatabase.freshDataSource()).load(SMALL, 4, false);
		LoaderRun second = loader(TestDatabase.freshDataSource()).load(SMALL, 4, false);
		LoaderRun otherSeed = loader(TestDatabase.freshDataSource()).load(new DataSet(1_000, 500, 5, 5, 43), 4, false);

		assertThat(second.checksum()).isEqualTo(first.checksum());
		assertThat(otherSeed.checksum()).isNotEqualTo(first.checksum());
	}

	@Test
	void resetUndoesABenchmarkRunAndVerifyProvesIt() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Loader loader = loader(dataSource);
		loader.load(SMALL, 4, false);
		JdbcClient jdbc = JdbcClient.create(dataSource);
		long nextOrderId = nextId(jdbc, "orders", "orderid");
		runABenchmarkLikeChanges(jdbc);
		assertThat(loader.verify().matches()).isFalse();

		List<Loader.ResetCount> counts = loader.reset();

		assertThat(loader.verify().matches()).isTrue();
		assertThat(counts).contains(new Loader.ResetCount("orders", 2, 1, 0), new Loader.ResetCount("holding", 1, 1, 1),
				new Loader.ResetCount("account", 1, 2, 0), new Loader.ResetCount("accountprofile", 1, 1, 0),
				new Loader.ResetCount("quote", 0, 1, 0));
		assertThat(nextId(jdbc, "orders", "orderid")).isEqualTo(nextOrderId).isEqualTo(5_001);
		assertThat(nextId(jdbc, "account", "accountid")).isEqualTo(1_001);
	}

	@Test
	void resetOfAnUntouchedLoadChangesNothing() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Loader loader = loader(dataSource);
		LoaderRun run = loader.load(SMALL, 4, false);

		List<Loader.ResetCount> counts = loader.reset();

		assertThat(run.loadXid()).isNotNull();
		assertThat(counts).hasSize(5).allSatisfy((count) -> {
			assertThat(count.deleted()).isZero();
			assertThat(count.updated()).isZero();
			assertThat(count.inserted()).isZero();
		});
		assertThat(loader.verify().matches()).isTrue();
	}

	@Test
	void resetRegeneratesAPristineCopyThatACrashEmptied() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Loader loader = loader(dataSource);
		loader.load(SMALL, 4, false);
		JdbcClient jdbc = JdbcClient.create(dataSource);
		runABenchmarkLikeChanges(jdbc);
		// an unlogged table is empty after a server crash
		jdbc.sql("truncate table loader.orders, loader.holding").update();

		loader.reset();

		assertThat(loader.verify().matches()).isTrue();
		assertThat(jdbc.sql("select count(*) from loader.orders").query(Long.class).single()).isEqualTo(5_000L);
	}

	@Test
	void refusesADatabaseThatHoldsDataUnlessToldToReplaceIt() {
		DataSource dataSource = TestDatabase.freshDataSource();
		LoaderRun first = loader(dataSource).load(SMALL, 4, false);

		assertThatExceptionOfType(LoaderException.class)
			.isThrownBy(() -> loader(dataSource).load(new DataSet(10, 10, 1, 1, 9), 4, false))
			.withMessageContaining("already holds data (1000 accounts, 500 quotes)");
		assertThat(loader(dataSource).verify().matches()).isTrue();
		assertThat(loader(dataSource).latestRun().orElseThrow().runId()).isEqualTo(first.runId());

		LoaderRun replaced = loader(dataSource).load(new DataSet(10, 10, 1, 1, 9), 4, true);
		assertThat(loader(dataSource).stats().rows()).containsEntry("account", 10L).containsEntry("orders", 10L);
		assertThat(loader(dataSource).verify().matches()).isTrue();
		assertThat(replaced.runId()).isGreaterThan(first.runId());
	}

	@Test
	void aLoadThatFailsHalfWayLeavesTheOldDataUntouched() {
		DataSource dataSource = TestDatabase.freshDataSource();
		LoaderRun old = loader(dataSource).load(SMALL, 4, false);
		TableCopy.Interruption failAtHalfTheHoldings = (table, unit) -> {
			if (table.equals("holding") && unit == 1_000) {
				throw new IllegalStateException("generator failure");
			}
		};

		assertThatExceptionOfType(IllegalStateException.class)
			.isThrownBy(() -> new Loader(dataSource, Progress.silent(), failAtHalfTheHoldings)
				.load(new DataSet(2_000, 600, 5, 5, 7), 4, true))
			.withMessage("generator failure");

		Loader.Verification verification = loader(dataSource).verify();
		assertThat(verification.matches()).isTrue();
		assertThat(verification.run().runId()).isEqualTo(old.runId());
		assertThat(loader(dataSource).stats().rows()).containsEntry("account", 1_000L).containsEntry("holding", 5_000L);
		assertThat(loader(dataSource).stats().runs()).isEqualTo(1);
	}

	@Test
	void aLoadThatFailsOnAnEmptyDatabaseLeavesItEmpty() {
		DataSource dataSource = TestDatabase.freshDataSource();
		TableCopy.Interruption failInOrders = (table, unit) -> {
			if (table.equals("orders") && unit == 10) {
				throw new IllegalStateException("generator failure");
			}
		};

		assertThatExceptionOfType(IllegalStateException.class)
			.isThrownBy(() -> new Loader(dataSource, Progress.silent(), failInOrders).load(SMALL, 4, false));

		assertThat(loader(dataSource).stats().rows().values()).containsOnly(0L);
		assertThat(loader(dataSource).latestRun()).isEmpty();
	}

	@Test
	void aCancelledLoadRollsBack() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Loader[] loader = new Loader[1];
		// what the command's Ctrl-C hook does, in the middle of the orders
		loader[0] = new Loader(dataSource, Progress.silent(), (table, unit) -> {
			if (table.equals("orders") && unit == 500) {
				loader[0].cancel();
			}
		});

		assertThatExceptionOfType(RuntimeException.class).isThrownBy(() -> loader[0].load(SMALL, 4, false))
			.withMessageContaining("ancel");

		assertThat(loader(dataSource).stats().rows().values()).containsOnly(0L);
		assertThat(loader(dataSource).latestRun()).isEmpty();
	}

	@Test
	void aLoadEndsWithExactlyTheKeysIndexesAndConstraintsOfTheMigratedSchema() {
		DataSource migrated = TestDatabase.freshDataSource();
		Flyway.configure().dataSource(migrated).load().migrate();
		DataSource loaded = TestDatabase.freshDataSource();
		loader(loaded).load(SMALL, 4, false);

		assertThat(schemaObjects(loaded)).isEqualTo(schemaObjects(migrated)).isNotEmpty();
		assertThat(schemaObjects(loaded)).anyMatch((object) -> object.startsWith("index closed_orders"))
			.anyMatch((object) -> object.startsWith("constraint holding_account_accountid_fkey f"));
	}

	private static List<String> schemaObjects(DataSource dataSource) {
		JdbcClient jdbc = JdbcClient.create(dataSource);
		List<String> indexes = jdbc.sql("""
				select 'index ' || indexname || ' ' || indexdef from pg_indexes
				where schemaname = 'public' and tablename <> 'flyway_schema_history'
				order by 1
				""").query(String.class).list();
		List<String> constraints = jdbc.sql("""
				select 'constraint ' || c.conname || ' ' || c.contype::text || ' ' || t.relname || ' '
				       || pg_get_constraintdef(c.oid) || ' ' || c.convalidated || ' ' || c.condeferrable
				from pg_constraint c join pg_class t on t.oid = c.conrelid
				join pg_namespace n on n.oid = t.relnamespace
				where n.nspname = 'public' and t.relname <> 'flyway_schema_history'
				order by 1
				""").query(String.class).list();
		List<String> identities = jdbc.sql("""
				select 'column ' || table_name || '.' || column_name || ' ' || is_nullable || ' '
				       || is_identity || ' ' || coalesce(identity_generation, '')
				from information_schema.columns
				where table_schema = 'public' and table_name <> 'flyway_schema_history'
				order by 1
				""").query(String.class).list();
		return java.util.stream.Stream.of(indexes, constraints, identities).flatMap(List::stream).toList();
	}

	/** What a benchmark run does, in plain SQL: logins, trades, registrations, sells. */
	private static void runABenchmarkLikeChanges(JdbcClient jdbc) {
		jdbc.sql("update account set logincount = logincount + 1, lastlogin = now() where accountid in (1, 2)")
			.update();
		jdbc.sql("update quote set price = price * 1.02, volume = volume + 100, change1 = 0.5 where symbol = 's:7'")
			.update();
		jdbc.sql("update accountprofile set email = 'new@example.com' where userid = 'uid:3'").update();
		jdbc.sql("""
				insert into accountprofile (userid, password, fullname, address, email, creditcard)
				values ('newuser', 'x', 'n', 'a', 'e', 'c')
				""").update();
		jdbc.sql("""
				insert into account (profile_userid, creationdate, openbalance, balance, logincount, logoutcount)
				values ('newuser', now(), 100000, 100000, 1, 0)
				""").update();
		jdbc.sql("""
				insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
				select accountid, 's:7', 10, 20, now() from account where profile_userid = 'newuser'
				""").update();
		jdbc.sql("""
				insert into orders (account_accountid, quote_symbol, holding_holdingid, ordertype, orderstatus,
				                    opendate, completiondate, quantity, price, orderfee)
				values (1, 's:7', null, 'buy', 'closed', now(), now(), 10, 20, 15.95),
				       (2, 's:8', 9, 'sell', 'closed', now(), now(), 5, 20, 15.95)
				""").update();
		jdbc.sql("delete from holding where holdingid = 9").update();
		jdbc.sql("update holding set quantity = quantity / 2 where holdingid = 3").update();
		jdbc.sql("update orders set orderstatus = 'cancelled' where orderid = 4").update();
	}

	private static long nextId(JdbcClient jdbc, String table, String key) {
		// peeks at the sequence without consuming a value
		return jdbc.sql("""
				select case when is_called then last_value + 1 else last_value end
				from %s
				""".formatted(jdbc.sql("select pg_get_serial_sequence(:table, :key)")
			.param("table", table)
			.param("key", key)
			.query(String.class)
			.single())).query(Long.class).single();
	}

	private static Loader loader(DataSource dataSource) {
		return new Loader(dataSource, Progress.silent());
	}

	static Map<String, Long> rows(DataSource dataSource) {
		return loader(dataSource).stats().rows();
	}

}
