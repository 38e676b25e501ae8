package org.stocktrader.web.item;

import org.stocktrader.services.item.ItemService;
import org.stocktrader.web.PublicPage;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The CachePerf item page: an item's name, content type and size, and one byte of its
 * content chosen at random, so that the page is made anew on every request while the item
 * comes from the service's object cache. Public: the workload's clients do not sign in.
 */
@Controller
@PublicPage
class ItemController {

	private final ItemService items;

	ItemController(ItemService items) {
		this.items = items;
	}

	@GetMapping("/items/{symbol}")
	String item(@PathVariable String symbol, Model model) {
		model.addAttribute("item", this.items.sample(symbol));
		return "item";
	}

}
