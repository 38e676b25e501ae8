package org.stocktrader.web.quote;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.web.quote.QuoteFragments.QuoteRow;

import org.springframework.expression.spel.SpelCompilerMode;
import org.springframework.expression.spel.SpelParserConfiguration;
import org.springframework.expression.spel.standard.SpelExpression;
import org.springframework.expression.spel.standard.SpelExpressionParser;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The quote rows the quotes/trade page prints.
 */
class QuoteFragmentsTests {

	@Test
	void thePagesReadsOfARowCompile() {
		// every row of the page reads these; an expression SpEL cannot compile is
		// evaluated by reflection on every read
		SpelExpressionParser parser = new SpelExpressionParser(
				new SpelParserConfiguration(SpelCompilerMode.MIXED, getClass().getClassLoader()));
		QuoteRow row = new QuoteRow("s:1", "10.0 11.0", "<td>s:1</td>", "<figure></figure>");
		for (String property : List.of("symbol", "prices", "cells", "chart")) {
			SpelExpression read = (SpelExpression) parser.parseExpression(property);
			assertThat(read.getValue(row)).as(property).isNotNull();
			assertThat(read.compileExpression()).as(property).isTrue();
			assertThat(read.getValue(row)).as(property).isNotNull();
		}
	}

}
