package org.stocktrader.services.trade;

import java.math.BigDecimal;

import org.stocktrader.dal.holding.Holding;

/**
 * The one rule for a sell of more shares than are held: how many shares a sell sells.
 */
final class SellQuantity {

	private SellQuantity() {
	}

	/**
	 * The shares a sell of {@code wanted} shares sells from the holding: the whole
	 * holding when {@code wanted} is {@code null}; above the holding's quantity, refused
	 * when {@code exact} (the pages, the REST API, {@code sellPart}), else capped at the
	 * whole holding (the originals' {@code sellEnhanced}, and an open order executed
	 * after the holding shrank).
	 * @param holding the holding sold
	 * @param wanted the shares asked for, {@code null} for all
	 * @param exact whether more than held is refused rather than capped
	 * @return the shares to sell, at most the holding's
	 * @throws TradeException ({@link Refusal#REFUSED}) for more than held with
	 * {@code exact}
	 */
	static BigDecimal of(Holding holding, BigDecimal wanted, boolean exact) {
		if (wanted == null) {
			return holding.quantity();
		}
		if (exact && wanted.compareTo(holding.quantity()) > 0) {
			throw new TradeException(Refusal.REFUSED, "Your order was not placed: you hold only "
					+ holding.quantity().stripTrailingZeros().toPlainString() + " shares of " + holding.symbol() + ".");
		}
		return wanted.min(holding.quantity());
	}

}
