package org.stocktrader.loader;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.TestDatabase;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class ItemLoadIntegrationTests {

	private static final DataSet SMALL = new DataSet(20, 50, 1, 1, 42);

	@Test
	void loadWritesTheItemsWithTheirSizeInBatches() {
		DataSource dataSource = TestDatabase.freshDataSource();
		// larger than one batch's bytes, so that several statements write them
		int size = ItemStep.BATCH_BYTES / 7;

		loader(dataSource).load(SMALL, new ItemSet(15, size), 4, false);

		JdbcClient jdbc = JdbcClient.create(dataSource);
		assertThat(jdbc.sql("select count(*) from item").query(Long.class).single()).isEqualTo(15);
		assertThat(jdbc.sql("select count(*) from item where octet_length(content) = :size")
			.param("size", size)
			.query(Long.class)
			.single()).isEqualTo(15);
		assertThat(jdbc.sql("select min(symbol) || ' ' || max(symbol) from item").query(String.class).single())
			.isEqualTo("s:0 s:9");
		assertThat(jdbc.sql("select name || ' ' || content_type from item where symbol = 's:14'")
			.query(String.class)
			.single()).isEqualTo("Chart of s:14 application/octet-stream");
	}

	@Test
	void theSameSeedGivesTheSameBytesAndItemsDifferFromEachOther() {
		DataSource first = TestDatabase.freshDataSource();
		DataSource second = TestDatabase.freshDataSource();
		loader(first).load(SMALL, new ItemSet(3, 1000), 4, false);
		loader(second).load(SMALL, new ItemSet(3, 1000), 4, false);

		assertThat(content(first, "s:1")).hasSize(1000).isEqualTo(content(second, "s:1"));
		assertThat(content(first, "s:1")).isNotEqualTo(content(first, "s:2"));
	}

	@Test
	void aReplacingLoadReplacesTheItemsAndAResetKeepsThem() {
		DataSource dataSource = TestDatabase.freshDataSource();
		Loader loader = loader(dataSource);
		loader.load(SMALL, new ItemSet(10, 100), 4, false);
		loader.load(SMALL, new ItemSet(4, 200), 4, true);

		loader.reset();

		JdbcClient jdbc = JdbcClient.create(dataSource);
		assertThat(
				jdbc.sql("select count(*) || ' ' || sum(octet_length(content)) from item").query(String.class).single())
			.isEqualTo("4 800");
		assertThat(loader.verify().matches()).isTrue();
	}

	@Test
	void aLoadWithoutItemsLeavesNone() {
		DataSource dataSource = TestDatabase.freshDataSource();
		loader(dataSource).load(SMALL, new ItemSet(5, 100), 4, false);

		loader(dataSource).load(SMALL, 4, true);

		assertThat(JdbcClient.create(dataSource).sql("select count(*) from item").query(Long.class).single()).isZero();
	}

	@Test
	void itemSetRefusesNegativeCountsAndSizesOutOfRange() {
		assertThatIllegalArgumentException().isThrownBy(() -> new ItemSet(-1, 100));
		assertThatIllegalArgumentException().isThrownBy(() -> new ItemSet(1, 0));
		assertThatIllegalArgumentException().isThrownBy(() -> new ItemSet(1, ItemSet.MAX_SIZE + 1));
	}

	private static byte[] content(DataSource dataSource, String symbol) {
		return JdbcClient.create(dataSource)
			.sql("select content from item where symbol = :symbol")
			.param("symbol", symbol)
			.query(byte[].class)
			.single();
	}

	private static Loader loader(DataSource dataSource) {
		return new Loader(dataSource, Progress.silent());
	}

}
