package org.stocktrader.dal.item;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.MigratedDatabase;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

class ItemRepositoryTests {

	private final JdbcClient jdbc = MigratedDatabase.freshJdbcClient();

	private final ItemRepository items = new ItemRepository(this.jdbc);

	@Test
	void findReturnsTheStoredItemWithItsBytes() {
		byte[] content = new byte[300 * 1024];
		for (int i = 0; i < content.length; i++) {
			content[i] = (byte) (i * 31);
		}
		this.items.save(new Item("s:1", "Chart s:1", "application/octet-stream", content));

		Item found = this.items.find("s:1").orElseThrow();

		assertThat(found.name()).isEqualTo("Chart s:1");
		assertThat(found.contentType()).isEqualTo("application/octet-stream");
		assertThat(found.content()).isEqualTo(content);
		assertThat(found.size()).isEqualTo(300 * 1024);
		assertThat(this.items.find("s:404")).isEmpty();
	}

	@Test
	void saveReplacesTheItemOfTheSameSymbol() {
		this.items.save(new Item("s:1", "Old", "text/plain", new byte[] { 1 }));
		this.items.save(new Item("s:1", "New", "text/plain", new byte[] { 2, 3 }));

		assertThat(this.items.count()).isEqualTo(1);
		assertThat(this.items.find("s:1").orElseThrow().content()).containsExactly(2, 3);
	}

	@Test
	void contentIsStoredUncompressedOutOfLine() {
		String storage = this.jdbc.sql("""
				select attstorage::text from pg_attribute
				where attrelid = 'item'::regclass and attname = 'content'
				""").query(String.class).single();

		assertThat(storage).isEqualTo("e");
	}

}
