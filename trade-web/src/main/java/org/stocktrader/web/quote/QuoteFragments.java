package org.stocktrader.web.quote;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import org.stocktrader.dal.quote.Quote;
import org.thymeleaf.ITemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.spring6.expression.ThymeleafEvaluationContext;

import org.springframework.context.ApplicationContext;

/**
 * The parts of the quotes/trade page that are the same for every reader of a quote while
 * it does not change, rendered by Thymeleaf from {@code fragments/quote} once per state
 * of the quote and its recent prices, and kept for the pages that follow (fragment
 * caching): a quote row's cells but its trade form, and its price chart. A trade or a new
 * recent price is a new state, rendered on the first page that shows it; states nobody
 * shows any more are evicted by Caffeine ({@value #SIZE} at most). The page inserts them
 * with {@code th:utext}; everything in them was escaped by Thymeleaf when they were
 * rendered. The cache's hits and misses are the {@code cache.gets} metrics of
 * {@code cache=quoteFragments}. A bean of the quotes/trade page's controller, which
 * imports it.
 */
class QuoteFragments implements MeterBinder {

	/** The most quote states kept (a state's parts are about 1.5 KB). */
	static final int SIZE = 4096;

	private final ITemplateEngine templateEngine;

	private final ApplicationContext applicationContext;

	private final Cache<State, QuoteRow> rendered = Caffeine.newBuilder().maximumSize(SIZE).recordStats().build();

	QuoteFragments(ITemplateEngine templateEngine, ApplicationContext applicationContext) {
		this.templateEngine = templateEngine;
		this.applicationContext = applicationContext;
	}

	/**
	 * A quote's row and chart, rendered now or earlier for the same state.
	 * @param quote the quote
	 * @param recent its recent prices, oldest first
	 * @return the rendered parts
	 */
	QuoteRow of(Quote quote, List<BigDecimal> recent) {
		return this.rendered.get(new State(quote, recent), this::render);
	}

	private QuoteRow render(State state) {
		QuoteView view = QuoteView.of(state.quote(), state.recent());
		// SpEL's evaluation context as the pages have it: without one, Thymeleaf makes a
		// new one for every expression, whose property lookups start with empty caches
		// and which the SpEL compiler never compiles. The fragments print text only, so
		// they need no conversion service.
		Context context = new Context(Locale.US,
				Map.of("q", view, ThymeleafEvaluationContext.THYMELEAF_EVALUATION_CONTEXT_CONTEXT_VARIABLE_NAME,
						new ThymeleafEvaluationContext(this.applicationContext, null)));
		return new QuoteRow(view.symbol(), view.spark().prices(),
				this.templateEngine.process("fragments/quote", Set.of("cells"), context),
				this.templateEngine.process("fragments/quote", Set.of("chart"), context));
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		new CaffeineCacheMetrics<>(this.rendered, "quoteFragments", Tags.empty()).bindTo(registry);
	}

	/** What a quote's parts are rendered from. */
	private record State(Quote quote, List<BigDecimal> recent) {
	}

	/**
	 * A quote's rendered parts, for the quotes/trade page.
	 *
	 * @param symbol the symbol
	 * @param prices the prices its sparkline draws, for the live market script
	 * @param cells the row's cells but the trade form
	 * @param chart the price chart's {@code figure}
	 */
	// public: SpEL compiles the page's reads of a row (row.symbol, ...) only on a public
	// type; on any other it reads each by reflection through Thymeleaf's access checks
	public record QuoteRow(String symbol, String prices, String cells, String chart) {
	}

}
