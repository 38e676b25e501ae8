package org.stocktrader.web.portfolio;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.web.Formats;
import org.stocktrader.web.PriceChart;
import org.stocktrader.web.PriceHistory;

/**
 * The portfolio table with its totals row, ready to print.
 *
 * @param holdings one row per holding
 * @param basis the total purchase basis
 * @param marketValue the total market value
 * @param gain the total gain or loss and its percentage of the basis, signed
 * @param trend the total gain's classes: {@code num} and {@code up}, {@code down} or
 * {@code flat}
 */
public record PortfolioView(List<Row> holdings, String basis, String marketValue, String gain, String trend) {

	static PortfolioView of(List<Holding> holdings, PriceHistory prices) {
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
					Formats.money(value), Formats.gain(gain, basis), "num " + Formats.trend(gain),
					PriceChart.of(holding.purchasePrice(), prices.of(holding.symbol()), price, PriceChart.SPARK_WIDTH,
							PriceChart.SPARK_HEIGHT)));
			totalBasis = totalBasis.add(basis);
			totalValue = totalValue.add(value);
		}
		BigDecimal totalGain = totalValue.subtract(totalBasis);
		return new PortfolioView(rows, Formats.money(totalBasis), Formats.money(totalValue),
				Formats.gain(totalGain, totalBasis), "num " + Formats.trend(totalGain));
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
	 * @param gainClass the gain cell's classes: {@code num} and the trend ({@code up},
	 * {@code down} or {@code flat})
	 * @param spark the sparkline: the purchase price, the quote's recent prices, the
	 * current price
	 */
	public record Row(int id, String purchaseDate, String symbol, String link, String quantity, String purchasePrice,
			String currentPrice, String basis, String marketValue, String gain, String gainClass, PriceChart spark) {

	}

}
