package org.stocktrader.services.trade.quote;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;
import org.stocktrader.services.quote.QuoteCache;
import org.stocktrader.services.trade.Inputs;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.MarketSummaries;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.TradeLimits;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Quotes and the market summary: read from the {@link QuoteCache} and
 * {@link MarketSummaries}; created and moved by the operator's operations, each one
 * transaction.
 */
@Service
public class Quotes {

	private static final Pattern SYMBOL_SEPARATORS = Pattern.compile("[\\s,;]+");

	private final QuoteRepository quotes;

	private final QuoteCache quoteCache;

	private final MarketSummaries marketSummaries;

	private final TradeLimits limits;

	Quotes(QuoteRepository quotes, QuoteCache quoteCache, MarketSummaries marketSummaries, TradeLimits limits) {
		this.quotes = quotes;
		this.quoteCache = quoteCache;
		this.marketSummaries = marketSummaries;
		this.limits = limits;
	}

	/** The quote, from the cache. */
	public Quote quote(String symbol) {
		String checked = Inputs.symbol(symbol);
		return this.quoteCache.find(checked).orElseThrow(() -> NotFoundException.quote(checked));
	}

	/**
	 * The quotes of a list of symbols (separated by spaces, commas or semicolons) that
	 * exist, in the list's order, each once.
	 */
	public List<Quote> quotes(String symbols) {
		if (symbols == null || symbols.isBlank()) {
			return List.of();
		}
		Set<String> asked = new LinkedHashSet<>();
		for (String symbol : SYMBOL_SEPARATORS.split(Inputs.symbolList(symbols).trim())) {
			// a symbol no quote can have is left out, as an unknown one
			if (!symbol.isEmpty() && Inputs.isSymbol(symbol)) {
				asked.add(symbol);
			}
		}
		Map<String, Quote> found = this.quoteCache.findAll(asked)
			.stream()
			.collect(Collectors.toMap(Quote::symbol, Function.identity()));
		List<Quote> result = new ArrayList<>(found.size());
		for (String symbol : asked) {
			Quote quote = found.get(symbol);
			if (quote != null) {
				result.add(quote);
			}
		}
		return result;
	}

	/** Every quote, from the database. */
	public List<Quote> all() {
		return this.quotes.findAll();
	}

	/** Creates a quote at its opening price. */
	@Transactional
	public Quote create(String symbol, String companyName, BigDecimal price) {
		String checked = Inputs.symbol(symbol);
		String name = Inputs.text(companyName, "company name");
		BigDecimal openPrice = Inputs.price(price);
		if (this.quotes.exists(checked)) {
			throw new InvalidInputException("Quote " + checked + " already exists.");
		}
		try {
			return this.quotes.create(checked, name, openPrice);
		}
		catch (DuplicateKeyException ex) {
			throw new InvalidInputException("Quote " + checked + " already exists.");
		}
	}

	/** Sets a quote's price and adds to its volume, updating low, high and change. */
	@Transactional
	public Quote move(String symbol, BigDecimal newPrice, double sharesTraded) {
		String checked = Inputs.symbol(symbol);
		BigDecimal price = Inputs.price(newPrice);
		double shares = Inputs.sharesTraded(sharesTraded, this.limits.maxOrderQuantity());
		Quote updated = this.quotes.updatePriceVolume(checked, price, shares)
			.orElseThrow(() -> NotFoundException.quote(checked));
		// the old price is not read for this operation: the live market refreshes its
		// summary but lists no price change
		this.quoteCache.changed(null, updated);
		return updated;
	}

	/** The market summary every facade shows. */
	public MarketSummary marketSummary() {
		return this.marketSummaries.current();
	}

}
