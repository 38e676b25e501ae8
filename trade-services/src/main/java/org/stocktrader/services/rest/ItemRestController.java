package org.stocktrader.services.rest;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.stocktrader.services.item.ItemSample;
import org.stocktrader.services.item.ItemService;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The CachePerf items. */
@Tag(name = "Items", description = "The CachePerf workload's items (public)")
@RestController
@RequestMapping("/api")
class ItemRestController {

	private final ItemService items;

	ItemRestController(ItemService items) {
		this.items = items;
	}

	/** An item's name, content type and size, and one byte chosen at random. */
	@Operation(summary = "An item's name, content type, size and one random byte of its content",
			description = "The item comes from the server's object cache, or from the database on a miss.")
	@GetMapping("/items/{symbol}")
	ItemSample item(@PathVariable String symbol) {
		return this.items.sample(symbol);
	}

}
