package org.stocktrader.dal.item;

import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Items (ITEM). */
@Repository
public class ItemRepository {

	private final JdbcClient jdbc;

	public ItemRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The item with its content: one statement. */
	public Optional<Item> find(String symbol) {
		return this.jdbc.sql("""
				select symbol, name, content_type, content
				from item
				where symbol = :symbol
				""")
			.param("symbol", symbol)
			.query((rs, row) -> new Item(rs.getString("symbol"), rs.getString("name"), rs.getString("content_type"),
					rs.getBytes("content")))
			.optional();
	}

	/** Stores an item, replacing the one of the same symbol. */
	public void save(Item item) {
		this.jdbc.sql("""
				insert into item (symbol, name, content_type, content)
				values (:symbol, :name, :contentType, :content)
				on conflict (symbol) do update
				set name = excluded.name, content_type = excluded.content_type, content = excluded.content
				""")
			.param("symbol", item.symbol())
			.param("name", item.name())
			.param("contentType", item.contentType())
			.param("content", item.content())
			.update();
	}

	/** The number of items stored. */
	public long count() {
		return this.jdbc.sql("select count(*) from item").query(Long.class).single();
	}

}
