package org.stocktrader.web;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.thymeleaf.ITemplateEngine;
import org.thymeleaf.context.Context;

/**
 * The layout's markup that is the same on every page, rendered once at start-up from
 * {@code fragments/static}: the template variable {@code staticLayout}, printed with
 * {@code th:utext} as one text (not parsed again, as no Thymeleaf post-processor is
 * configured).
 *
 * @param assets the stylesheet and live market script links, with their content hashes
 * @param navigation the signed-in user's navigation
 * @param footer the footer with the quote lookup
 */
public record StaticLayout(String assets, String navigation, String footer) {

	/**
	 * Renders the static layout.
	 * @param templateEngine the pages' template engine
	 * @param variables {@code stylesheet} and {@code marketScript}, the links' URLs
	 * @return the rendered parts
	 */
	static StaticLayout render(ITemplateEngine templateEngine, Map<String, Object> variables) {
		Context context = new Context(Locale.US, variables);
		return new StaticLayout(fragment(templateEngine, "assets", context),
				fragment(templateEngine, "navigation", context), fragment(templateEngine, "footer", context));
	}

	private static String fragment(ITemplateEngine templateEngine, String name, Context context) {
		return templateEngine.process("fragments/static", Set.of(name), context);
	}

}
