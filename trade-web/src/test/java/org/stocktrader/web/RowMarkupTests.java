package org.stocktrader.web;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.stocktrader.web.market.MarketSummaryView;
import org.stocktrader.web.market.MarketSummaryView.Mover;
import org.stocktrader.web.portfolio.PortfolioView;
import org.stocktrader.web.quote.QuoteRows;
import org.stocktrader.web.quote.QuoteView;
import org.thymeleaf.context.Context;
import org.thymeleaf.spring6.SpringTemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rows the pages build in Java ({@link Html}) are exactly what the templates' former
 * {@code th:each} rows printed (copied here verbatim, with the page nonce as a variable),
 * with values that must be escaped.
 */
class RowMarkupTests {

	private static final String HOSTILE = "<script>alert(\"x\" & 'y')</script>";

	private static final String NONCE = "0123456789abcdef0123456789abcdef";

	private final SpringTemplateEngine engine = engine();

	@Test
	void quoteRowsAreTheFormerTemplateRows() {
		List<QuoteView> quotes = List.of(
				new QuoteView("s:1", "S:1 Incorporated", "5,000", "$95.00 - $120.00", "$100.00", "$110.00",
						"+$10.00 (+10.00%)", "up"),
				new QuoteView(HOSTILE, "Caf\u00e9 & \"Sons\" <b>", null, "-", "$1.00", "$0.50", "-$0.50 (-50.00%)",
						"down\"><script>"));
		String former = render(
				"""
						<tbody>
						<tr th:each="q : ${quotes}" th:data-symbol="${q.symbol}"><td th:text="${q.symbol}"></td><td th:text="${q.companyName}"></td><td th:text="${q.volume}"></td><td th:text="${q.range}"></td><td th:text="${q.open}"></td><td data-field="price" th:text="${q.price}"></td><td th:class="${q.trend}" th:text="${q.change}"></td>
						<td><form method="post" action="/buy" class="trade"><input type="hidden" name="symbol" th:value="${q.symbol}"><input type="hidden" name="orderToken" th:value="|${nonce}-${q.symbol}|"><input type="text" name="quantity" value="100" size="6" inputmode="decimal" aria-label="Shares to buy"><button type="submit">Buy</button></form></td></tr>
						</tbody>""",
				Map.of("quotes", quotes));
		assertThat("<tbody>" + new QuoteRows(quotes).html(NONCE) + "</tbody>").isEqualTo(former);
		assertThat(former).doesNotContain("<script>").contains("&lt;script&gt;");
	}

	@Test
	void holdingRowsAreTheFormerTemplateRows() {
		PortfolioView portfolio = new PortfolioView(
				List.of(new PortfolioView.Row(7, "2026-11-22 04:46:09 UTC", "s:1", "/quotes?symbols=s:1", "100",
						"$10.00", "$11.00", "$1,000.00", "$1,100.00", "+$100.00 (+10.00%)", "up"),
						new PortfolioView.Row(8, "-", HOSTILE, "/quotes?symbols=a&b=\"c\"", "1", "$1.00", "$1.00",
								"$1.00", "$1.00", "$0.00 (0.00%)", "flat'")),
				"$1,001.00", "$1,101.00", "+$100.00", "up");
		String former = render(
				"""
						<tbody>
						<tr th:each="h : ${portfolio.holdings}"><td th:text="${h.id}"></td><td th:text="${h.purchaseDate}"></td><td><a th:href="${h.link}" th:text="${h.symbol}"></a></td><td th:text="${h.quantity}"></td><td th:text="${h.purchasePrice}"></td><td th:text="${h.currentPrice}"></td><td th:text="${h.basis}"></td><td th:text="${h.marketValue}"></td><td th:class="${h.trend}" th:text="${h.gain}"></td>
						<td><form method="post" action="/sell" class="trade"><input type="hidden" name="holdingID" th:value="${h.id}"><input type="hidden" name="orderToken" th:value="|${nonce}-${h.id}|"><input type="text" name="quantity" size="6" inputmode="decimal" placeholder="all" aria-label="Shares to sell, empty for all"><button type="submit">Sell</button></form></td></tr>
						</tbody>""",
				Map.of("portfolio", portfolio));
		assertThat("<tbody>" + portfolio.rows(NONCE) + "</tbody>").isEqualTo(former);
		assertThat(former).doesNotContain("<script>").contains("&lt;script&gt;");
	}

	@Test
	void orderRowsAreTheFormerTemplateRows() {
		List<OrderView> orders = List.of(
				new OrderView(1, "completed", "buy", "s:1", "100", "$10.00", "$24.95", "Total cost", "$1,024.95",
						"2026-11-22 04:46:09 UTC", "2026-11-22 04:46:10 UTC"),
				new OrderView(2, "open", "sell", HOSTILE, "1", "$1.00", "$24.95", "Proceeds", "-$23.95",
						"2026-11-22 04:46:09 UTC", "-"));
		String former = render(
				"""
						<tbody>
						<tr th:each="o : ${orders}"><td th:text="${o.id}"></td><td th:text="${o.status}"></td><td th:text="${o.openDate}"></td><td th:text="${o.completionDate}"></td><td th:text="${o.fee}"></td><td th:text="${o.type}"></td><td th:text="${o.symbol}"></td><td th:text="${o.quantity}"></td><td th:text="${o.price}"></td><td th:text="${o.total}"></td></tr>
						</tbody>""",
				Map.of("orders", orders));
		assertThat("<tbody>" + OrderView.accountRows(orders) + "</tbody>").isEqualTo(former);
		assertThat(former).doesNotContain("<script>").contains("&lt;script&gt;");
		String formerAlert = render(
				"""
						<tbody>
						<tr th:each="o : ${closedOrders}"><td th:text="${o.id}"></td><td th:text="${o.status}"></td><td th:text="${o.openDate}"></td><td th:text="${o.completionDate}"></td><td th:text="${o.fee}"></td><td th:text="${o.type}"></td><td th:text="${o.symbol}"></td><td th:text="${o.quantity}"></td></tr>
						</tbody>""",
				Map.of("closedOrders", orders));
		assertThat("<tbody>" + OrderView.alertRows(orders) + "</tbody>").isEqualTo(formerAlert);
		assertThat(formerAlert).doesNotContain("<script>").contains("&lt;script&gt;");
	}

	@Test
	void moverRowsAreTheFormerTemplateRows() {
		MarketSummaryView market = new MarketSummaryView("100.00", "99.00", "+1.01%", "up", "1,000",
				List.of(new Mover("s:1", "/quotes?symbols=s:1", "$11.00", "+$1.00", "up"),
						new Mover(HOSTILE, "/quotes?symbols=a&b", "$1.00", "$0.00", "flat")),
				List.of(new Mover("s:2", "/quotes?symbols=s:2", "$9.00", "-$1.00", "down\"")), "-", Instant.EPOCH);
		String former = render(
				"""
						<tbody data-movers="topGainers"><tr th:each="q : ${market.topGainers}"><td><a th:href="${q.link}" th:text="${q.symbol}"></a></td><td th:text="${q.price}"></td><td th:class="${q.trend}" th:text="${q.change}"></td></tr></tbody>
						<tbody data-movers="topLosers"><tr th:each="q : ${market.topLosers}"><td><a th:href="${q.link}" th:text="${q.symbol}"></a></td><td th:text="${q.price}"></td><td th:class="${q.trend}" th:text="${q.change}"></td></tr></tbody>""",
				Map.of("market", market));
		assertThat("<tbody data-movers=\"topGainers\">" + market.gainerRows() + "</tbody>\n"
				+ "<tbody data-movers=\"topLosers\">" + market.loserRows() + "</tbody>")
			.isEqualTo(former);
		assertThat(former).doesNotContain("<script>").contains("&lt;script&gt;");
	}

	@Test
	void emptyRowsAndNullValues() {
		assertThat(new QuoteRows(List.of()).html(NONCE)).isEqualTo("\n");
		assertThat(OrderView.accountRows(List.of())).isEqualTo("\n");
		assertThat(new Html(0).cell(null).cell("up", null).toString()).isEqualTo("<td></td><td class=\"up\"></td>");
	}

	private String render(String template, Map<String, Object> variables) {
		Context context = new Context();
		context.setVariables(variables);
		context.setVariable("nonce", NONCE);
		return this.engine.process(template, context);
	}

	private static SpringTemplateEngine engine() {
		StringTemplateResolver resolver = new StringTemplateResolver();
		resolver.setTemplateMode(TemplateMode.HTML);
		SpringTemplateEngine engine = new SpringTemplateEngine();
		engine.setTemplateResolver(resolver);
		return engine;
	}

}
