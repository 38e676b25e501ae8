package org.stocktrader.services.soap.beans;

import java.util.List;

import org.stocktrader.dal.holding.Holding;
import org.stocktrader.services.soap.contract.ArrayOfHoldingDataBean;
import org.stocktrader.services.soap.contract.HoldingDataBean;

/**
 * {@link Holding} and {@code HoldingDataBean}, both ways. The bean does not carry the
 * holding's account (read back as 0); its {@code price} is StockTrader 5's current price,
 * which IBM Trade's five-member bean does not have (read back as {@code null} when
 * absent).
 */
public final class HoldingBeans {

	private HoldingBeans() {
	}

	/**
	 * The contract bean of a holding.
	 * @param holding the holding
	 * @param withPrice whether to add the current {@code price} (StockTrader 5 clients)
	 * @return its bean
	 */
	public static HoldingDataBean toBean(Holding holding, boolean withPrice) {
		HoldingDataBean bean = new HoldingDataBean();
		bean.setHoldingID(holding.holdingId());
		bean.setQuantity(holding.quantity().doubleValue());
		bean.setPurchasePrice(ContractValues.money(holding.purchasePrice()));
		bean.setPurchaseDate(ContractValues.date(holding.purchaseDate()));
		bean.setQuoteID(holding.symbol());
		if (withPrice) {
			bean.setPrice(ContractValues.money(holding.currentPrice()));
		}
		return bean;
	}

	/**
	 * The contract array of holdings.
	 * @param holdings the holdings
	 * @param withPrice whether to add each current {@code price}
	 * @return the array
	 */
	public static ArrayOfHoldingDataBean toArray(List<Holding> holdings, boolean withPrice) {
		ArrayOfHoldingDataBean array = new ArrayOfHoldingDataBean();
		holdings.forEach((holding) -> array.getHoldingDataBean().add(toBean(holding, withPrice)));
		return array;
	}

	/**
	 * The holding a contract bean carries.
	 * @param bean the bean
	 * @return the holding, account 0
	 */
	public static Holding toHolding(HoldingDataBean bean) {
		return new Holding(ContractValues.intOf(bean.getHoldingID()), 0, bean.getQuoteID(),
				ContractValues.shares(bean.getQuantity()), bean.getPurchasePrice(),
				ContractValues.instant(bean.getPurchaseDate()), bean.getPrice());
	}

	/**
	 * The holdings a contract array carries.
	 * @param array the array, or {@code null}
	 * @return the holdings, empty for {@code null}
	 */
	public static List<Holding> toHoldings(ArrayOfHoldingDataBean array) {
		return (array != null) ? array.getHoldingDataBean().stream().map(HoldingBeans::toHolding).toList() : List.of();
	}

}
