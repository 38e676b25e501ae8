package org.stocktrader.web.quote;

import java.util.List;

import org.stocktrader.web.Html;

/**
 * The quote table's rows, each with its buy form, printed by the template with one
 * {@code th:utext} ({@code ${quoteRows}}, built by the controller): the same markup a
 * {@code th:each} row with nine {@code th:*} attributes printed, built without a SpEL
 * evaluation per cell.
 *
 * @param quotes the rows
 */
public record QuoteRows(List<QuoteView> quotes) {

	private static final int ROW_CHARS = 512;

	/**
	 * The rows' markup, each on its own line, between the line breaks around the table
	 * body's content.
	 * @param nonce the page's order-form nonce: each form's token is
	 * {@code <nonce>-<symbol>}
	 * @return the markup, every value escaped
	 */
	public String html(String nonce) {
		Html html = new Html(ROW_CHARS * this.quotes.size() + 2);
		for (QuoteView q : this.quotes) {
			html.markup("\n<tr data-symbol=\"")
				.text(q.symbol())
				.markup("\">")
				.cell(q.symbol())
				.cell(q.companyName())
				.cell(q.volume())
				.cell(q.range())
				.cell(q.open())
				.markup("<td data-field=\"price\">")
				.text(q.price())
				.markup("</td>")
				.cell(q.trend(), q.change())
				.markup("\n<td><form method=\"post\" action=\"/buy\" class=\"trade\">"
						+ "<input type=\"hidden\" name=\"symbol\" value=\"")
				.text(q.symbol())
				.markup("\"><input type=\"hidden\" name=\"orderToken\" value=\"")
				.text(nonce + "-" + q.symbol())
				.markup("\"><input type=\"text\" name=\"quantity\" value=\"100\" size=\"6\" inputmode=\"decimal\""
						+ " aria-label=\"Shares to buy\"><button type=\"submit\">Buy</button></form></td></tr>");
		}
		return html.markup("\n").toString();
	}

}
