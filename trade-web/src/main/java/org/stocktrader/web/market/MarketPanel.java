package org.stocktrader.web.market;

import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.thymeleaf.ITemplateEngine;
import org.thymeleaf.context.Context;

/**
 * The market summary's panel as the pages show it, rendered by Thymeleaf from
 * {@code fragments/market} once per market summary and printed by every page until the
 * summary expires (fragment caching: the original benchmark caches this one fragment,
 * with an absolute expiry). The pages insert it with {@code th:utext}; everything in it
 * was escaped by Thymeleaf when it was rendered.
 *
 * @param titled the panel under its own heading (the home page)
 * @param untitled the panel without one (the market summary page, whose heading is the
 * page's)
 * @param asOf when the summary it shows was computed
 */
// public: SpEL compiles the pages' reads (market.titled) only on a public type
public record MarketPanel(String titled, String untitled, Instant asOf) {

	/**
	 * Renders the panel of a summary, both ways.
	 * @param templateEngine the pages' template engine
	 * @param summary the summary as the fragment prints it
	 * @return the panel
	 */
	public static MarketPanel render(ITemplateEngine templateEngine, MarketSummaryView summary) {
		return new MarketPanel(render(templateEngine, summary, true), render(templateEngine, summary, false),
				summary.asOf());
	}

	private static String render(ITemplateEngine templateEngine, MarketSummaryView summary, boolean titled) {
		Context context = new Context(Locale.US, Map.of("market", summary, "titled", titled));
		return templateEngine.process("fragments/market", Set.of("summary"), context);
	}

}
