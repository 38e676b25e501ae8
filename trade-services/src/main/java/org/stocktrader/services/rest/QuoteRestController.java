package org.stocktrader.services.rest;

import java.util.List;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.InProcess;
import org.stocktrader.services.trade.TradeService;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Quotes and the market summary. */
@Tag(name = "Market", description = "Quotes and the market summary (public)")
@RestController
@RequestMapping("/api")
class QuoteRestController {

	private final TradeService trade;

	QuoteRestController(@InProcess TradeService trade) {
		this.trade = trade;
	}

	/** One quote. */
	@Operation(summary = "One quote")
	@GetMapping("/quotes/{symbol}")
	Quote quote(@PathVariable String symbol) {
		return this.trade.getQuote(symbol);
	}

	/**
	 * The quotes for symbols separated by spaces, commas or semicolons, in the order
	 * asked (unknown symbols left out), or every quote when no symbols are given.
	 */
	@Operation(summary = "Quotes for a list of symbols, or every quote",
			description = "In the order asked; unknown symbols are left out.")
	@GetMapping("/quotes")
	List<Quote> quotes(
			@Parameter(description = "Symbols separated by spaces, commas or semicolons; " + "every quote when absent",
					example = "s:1,s:2") @RequestParam(required = false) String symbols) {
		if (symbols == null) {
			return this.trade.getAllQuotes();
		}
		return this.trade.getQuotes(symbols);
	}

	/** The market summary over the index symbols. */
	@Operation(summary = "The market summary: the index, volume, top gainers and losers")
	@GetMapping("/market-summary")
	MarketSummary marketSummary() {
		return this.trade.getMarketSummary();
	}

}
