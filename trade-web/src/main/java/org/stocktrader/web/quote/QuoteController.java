package org.stocktrader.web.quote;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.stocktrader.dal.quote.Quote;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.PriceHistory;
import org.stocktrader.web.order.OrderTokens;

import org.springframework.context.annotation.Import;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The quotes/trade page: quotes for a list of symbols, each with a buy form, a sparkline
 * and a price chart (the parts but the buy form rendered once per state of the quote:
 * {@link QuoteFragments}).
 */
@Controller
@Import(QuoteFragments.class)
class QuoteController {

	static final String DEFAULT_SYMBOLS = "s:0,s:1,s:2,s:3,s:4";

	private static final Pattern SEPARATORS = Pattern.compile("[\\s,;]+");

	private final TradeService tradeService;

	private final OrderTokens orderTokens;

	private final PriceHistory prices;

	private final QuoteFragments fragments;

	QuoteController(TradeService tradeService, OrderTokens orderTokens, PriceHistory prices, QuoteFragments fragments) {
		this.tradeService = tradeService;
		this.orderTokens = orderTokens;
		this.prices = prices;
		this.fragments = fragments;
	}

	@GetMapping("/quotes")
	String quotes(@RequestParam(defaultValue = DEFAULT_SYMBOLS) String symbols, Model model) {
		Set<String> asked = new LinkedHashSet<>(
				Arrays.stream(SEPARATORS.split(symbols.trim())).filter((symbol) -> !symbol.isEmpty()).toList());
		model.addAttribute("symbols", String.join(",", asked));
		if (asked.isEmpty()) {
			model.addAttribute("quotes", List.of());
			model.addAttribute("error", "Please enter one or more symbols, separated by commas.");
			return "quotes";
		}
		List<Quote> quotes = this.tradeService.getQuotes(String.join(",", asked));
		quotes.forEach((quote) -> asked.remove(quote.symbol()));
		model.addAttribute("quotes",
				quotes.stream().map((quote) -> this.fragments.of(quote, this.prices.of(quote.symbol()))).toList());
		model.addAttribute("nonce", this.orderTokens.pageNonce());
		if (!asked.isEmpty()) {
			model.addAttribute("error", "No quote for " + String.join(", ", asked) + ".");
		}
		return "quotes";
	}

	@RequestMapping(path = "/app", params = "action=quotes")
	String appQuotes(@RequestParam(defaultValue = DEFAULT_SYMBOLS) String symbols, Model model) {
		return quotes(symbols, model);
	}

}
