package org.stocktrader.web.market;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.market.MarketSummary;
import org.stocktrader.dal.quote.Quote;
import org.thymeleaf.spring6.SpringTemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The market summary's panel, rendered once per summary for the pages.
 */
class MarketPanelTests {

	private static final Instant COMPUTED = Instant.parse("2026-11-29T10:15:30Z");

	@Test
	void panelIsRenderedWithAndWithoutItsHeadingAndItsTextEscaped() {
		Quote gainer = new Quote("s:<i>", "Markup Incorporated", new BigDecimal("110.00"), new BigDecimal("100.00"),
				new BigDecimal("100.00"), new BigDecimal("110.00"), 10.0, 7);
		MarketSummaryView summary = MarketSummaryView.of(new MarketSummary(new BigDecimal("105.00"),
				new BigDecimal("100.00"), 123456, List.of(gainer), List.of(), COMPUTED));
		MarketPanel panel = MarketPanel.render(engine(), summary);
		assertThat(panel.titled()).startsWith("<section class=\"market\"")
			.contains("<h2 id=\"market-summary\">Market Summary</h2>")
			.contains("<td data-field=\"volume\">123,456</td>")
			.contains(">s:&lt;i&gt;</a>")
			.doesNotContain("s:<i>")
			.doesNotContain("th:");
		assertThat(panel.untitled()).startsWith("<section class=\"market\"")
			.doesNotContain("<h2")
			.contains("<td data-field=\"volume\">123,456</td>")
			.contains(">s:&lt;i&gt;</a>");
		assertThat(panel.asOf()).isEqualTo(COMPUTED);
	}

	private static SpringTemplateEngine engine() {
		ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
		resolver.setPrefix("templates/");
		resolver.setSuffix(".html");
		resolver.setTemplateMode(TemplateMode.HTML);
		SpringTemplateEngine engine = new SpringTemplateEngine();
		engine.setTemplateResolver(resolver);
		return engine;
	}

}
