package org.stocktrader.services.item;

import javax.sql.DataSource;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.item.ItemRepository;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.NotFoundException;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/** Items read through the byte-bounded cache from a real PostgreSQL. */
class ItemServiceIntegrationTests {

	private static final int SIZE = 100 * 1024;

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	@Test
	void aSecondReadIsAHitAndTheSampleIsAByteOfTheItem() {
		ItemService items = service(ItemFixtures.databaseWithItems(3, SIZE), DataSize.ofMegabytes(1));

		ItemSample first = items.sample("s:2");
		ItemSample second = items.sample("s:2");

		assertThat(first.name()).isEqualTo("Chart of s:2");
		assertThat(first.contentType()).isEqualTo("application/octet-stream");
		assertThat(first.size()).isEqualTo(SIZE);
		assertThat(first.offset()).isBetween(0, SIZE - 1);
		assertThat(first.value()).isEqualTo(ItemFixtures.expectedByte(2, first.offset()));
		assertThat(second.value()).isEqualTo(ItemFixtures.expectedByte(2, second.offset()));
		assertThat(databaseReads()).isEqualTo(1);
		assertThat(gets("hit")).isEqualTo(1);
		assertThat(gets("miss")).isEqualTo(1);
	}

	@Test
	void aWorkingSetLargerThanTheBudgetNeverMakesTheCacheHoldMoreThanItsBudget() {
		// 40 items of 100 KB (4 MB) through a 1 MB cache: about 9 fit
		DataSize budget = DataSize.ofMegabytes(1);
		ItemService items = service(ItemFixtures.databaseWithItems(40, SIZE), budget);

		for (int pass = 0; pass < 3; pass++) {
			for (int i = 0; i < 40; i++) {
				ItemSample sample = items.sample("s:" + i);
				assertThat(sample.value()).isEqualTo(ItemFixtures.expectedByte(i, sample.offset()));
				assertThat(items.weightedSize()).isLessThanOrEqualTo(budget.toBytes());
			}
		}
		// the items that fit are read again and again from the cache
		for (int i = 0; i < 5; i++) {
			items.sample("s:39");
		}

		assertThat(items.weightedSize()).isGreaterThan(budget.toBytes() / 2);
		assertThat(databaseReads()).isGreaterThanOrEqualTo(40).isLessThan(3 * 40 + 5);
		assertThat(gets("hit")).isGreaterThanOrEqualTo(5);
		assertThat(this.registry.get("cache.evictions").tag("cache", "items").functionCounter().count())
			.isGreaterThan(0);
	}

	@Test
	void anUnknownItemIsNotFoundAndNotCached() {
		ItemService items = service(ItemFixtures.databaseWithItems(1, SIZE), DataSize.ofMegabytes(1));

		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> items.sample("s:404"));
		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> items.sample("s:404"));

		assertThat(databaseReads()).isEqualTo(2);
		assertThat(items.weightedSize()).isZero();
	}

	@Test
	void aMalformedSymbolIsRefusedWithoutAskingTheDatabase() {
		ItemService items = service(ItemFixtures.databaseWithItems(0, SIZE), DataSize.ofMegabytes(1));

		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> items.sample("s:1 or 1=1"));
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> items.sample("x".repeat(251)));
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> items.sample(""));

		assertThat(databaseReads()).isZero();
	}

	@Test
	void aZeroBudgetCachesNothing() {
		ItemService items = service(ItemFixtures.databaseWithItems(1, SIZE), DataSize.ofBytes(0));

		items.sample("s:0");
		items.sample("s:0");

		assertThat(databaseReads()).isEqualTo(2);
		assertThat(items.weightedSize()).isZero();
	}

	private ItemService service(DataSource dataSource, DataSize budget) {
		ItemService items = new ItemService(new ItemRepository(JdbcClient.create(dataSource)),
				new ItemProperties(budget), true);
		items.bindTo(this.registry);
		return items;
	}

	private double databaseReads() {
		return this.registry.get("trade.items.database.reads").counter().count();
	}

	private double gets(String result) {
		return this.registry.get("cache.gets").tag("cache", "items").tag("result", result).functionCounter().count();
	}

}
