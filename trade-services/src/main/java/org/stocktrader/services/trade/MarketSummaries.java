package org.stocktrader.services.trade;

import java.time.Clock;
import java.time.Duration;
import java.util.List;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.market.MarketSummaryRepository;

/**
 * The market summary of every facade: computed by one statement over the index symbols
 * ({@code trade.market-summary-symbols}) and reused for the live expiry
 * {@code trade.market-summary-expiry}, as DayTrader's trade service reuses it for its
 * {@code marketSummaryInterval}, so pages, SOAP and REST calls show the same summary, at
 * most that old, and only the first call after it expires reads the database (0 computes
 * it on every call). The live market stream computes its own ({@link #fresh()}). Its
 * metrics: {@code cache.gets} with {@code cache=marketSummary}.
 */
public final class MarketSummaries implements MeterBinder {

	/** How long the summary is reused unless {@code trade.market-summary-expiry} says. */
	public static final Duration DEFAULT_EXPIRY = Duration.ofMinutes(3);

	/** The gainers and the losers listed, as both originals. */
	static final int TOP_MOVERS = 5;

	private final MarketSummaryRepository repository;

	private final List<String> symbols;

	private final SummaryCache<MarketSummary> cache;

	public MarketSummaries(MarketSummaryRepository repository, List<String> symbols, LiveValue<Duration> expiry,
			Clock clock) {
		this.repository = repository;
		this.symbols = symbols;
		this.cache = new SummaryCache<>("marketSummary", this::fresh, MarketSummary::summaryDate, expiry, clock);
	}

	/** The summary, reused while younger than the expiry in force. */
	public MarketSummary current() {
		return this.cache.get();
	}

	/** The summary computed now (one statement). */
	public MarketSummary fresh() {
		return this.repository.summarize(this.symbols, TOP_MOVERS);
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		this.cache.bindTo(registry);
	}

}
