package org.stocktrader.web.portfolio;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.web.Formats;
import org.stocktrader.web.Html;

/**
 * The portfolio table with its totals row, ready to print.
 *
 * @param holdings one row per holding
 * @param basis the total purchase basis
 * @param marketValue the total market value
 * @param gain the total gain or loss and its percentage of the basis, signed
 * @param trend {@code up}, {@code down} or {@code flat}
 */
public record PortfolioView(List<Row> holdings, String basis, String marketValue, String gain, String trend) {

	private static final int ROW_CHARS = 640;

	static PortfolioView of(List<Holding> holdings) {
		List<Row> rows = new ArrayList<>(holdings.size());
		BigDecimal totalBasis = BigDecimal.ZERO;
		BigDecimal totalValue = BigDecimal.ZERO;
		for (Holding holding : holdings) {
			BigDecimal basis = Order.amount(holding.quantity(), holding.purchasePrice());
			BigDecimal price = (holding.currentPrice() != null) ? holding.currentPrice() : holding.purchasePrice();
			BigDecimal value = Order.amount(holding.quantity(), price);
			BigDecimal gain = value.subtract(basis);
			rows.add(new Row(holding.holdingId(), Formats.dateTime(holding.purchaseDate()), holding.symbol(),
					Formats.quoteLink(holding.symbol()), Formats.quantity(holding.quantity()),
					Formats.money(holding.purchasePrice()), Formats.money(price), Formats.money(basis),
					Formats.money(value), Formats.gain(gain, basis), Formats.trend(gain)));
			totalBasis = totalBasis.add(basis);
			totalValue = totalValue.add(value);
		}
		BigDecimal totalGain = totalValue.subtract(totalBasis);
		return new PortfolioView(rows, Formats.money(totalBasis), Formats.money(totalValue),
				Formats.gain(totalGain, totalBasis), Formats.trend(totalGain));
	}

	/**
	 * The holdings' rows, each with its sell form, printed by the template with one
	 * {@code th:utext} ({@code ${holdingRows}}, built by the controller): the same markup
	 * a {@code th:each} row with twelve {@code th:*} attributes printed, built without a
	 * SpEL evaluation per cell.
	 * @param nonce the page's order-form nonce: each form's token is
	 * {@code <nonce>-<holding id>}
	 * @return the markup, each row on its own line between the line breaks around the
	 * table body's content, every value escaped
	 */
	public String rows(String nonce) {
		Html html = new Html(ROW_CHARS * this.holdings.size() + 2);
		for (Row h : this.holdings) {
			String id = Integer.toString(h.id());
			html.markup("\n<tr>")
				.cell(id)
				.cell(h.purchaseDate())
				.markup("<td><a href=\"")
				.text(h.link())
				.markup("\">")
				.text(h.symbol())
				.markup("</a></td>")
				.cell(h.quantity())
				.cell(h.purchasePrice())
				.cell(h.currentPrice())
				.cell(h.basis())
				.cell(h.marketValue())
				.cell(h.trend(), h.gain())
				.markup("\n<td><form method=\"post\" action=\"/sell\" class=\"trade\">"
						+ "<input type=\"hidden\" name=\"holdingID\" value=\"")
				.text(id)
				.markup("\"><input type=\"hidden\" name=\"orderToken\" value=\"")
				.text(nonce + "-" + id)
				.markup("\"><input type=\"text\" name=\"quantity\" size=\"6\" inputmode=\"decimal\""
						+ " placeholder=\"all\" aria-label=\"Shares to sell, empty for all\">"
						+ "<button type=\"submit\">Sell</button></form></td></tr>");
		}
		return html.markup("\n").toString();
	}

	/**
	 * One holding.
	 *
	 * @param id the holding id (what a sell names)
	 * @param purchaseDate when it was bought
	 * @param symbol the quote symbol
	 * @param link the link to its quote
	 * @param quantity the shares held
	 * @param purchasePrice the price paid per share
	 * @param currentPrice the current price per share
	 * @param basis quantity times purchase price
	 * @param marketValue quantity times current price
	 * @param gain market value minus basis, and its percentage of the basis, signed
	 * @param trend {@code up}, {@code down} or {@code flat}
	 */
	public record Row(int id, String purchaseDate, String symbol, String link, String quantity, String purchasePrice,
			String currentPrice, String basis, String marketValue, String gain, String trend) {

	}

}
