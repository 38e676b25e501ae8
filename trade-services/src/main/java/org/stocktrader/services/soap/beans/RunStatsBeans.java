package org.stocktrader.services.soap.beans;

import org.stocktrader.services.soap.contract.RunStatsDataBean;
import org.stocktrader.services.trade.RunStats;

/**
 * {@link RunStats} and {@code RunStatsDataBean} (the answer of {@code resetTrade}), both
 * ways: twelve counts, a nil count read back as 0.
 */
public final class RunStatsBeans {

	private RunStatsBeans() {
	}

	/**
	 * The contract bean of run statistics.
	 * @param stats the statistics
	 * @return their bean
	 */
	public static RunStatsDataBean toBean(RunStats stats) {
		RunStatsDataBean bean = new RunStatsDataBean();
		bean.setTradeUserCount(stats.tradeUserCount());
		bean.setNewUserCount(stats.newUserCount());
		bean.setSumLoginCount(stats.sumLoginCount());
		bean.setSumLogoutCount(stats.sumLogoutCount());
		bean.setHoldingCount(stats.holdingCount());
		bean.setBuyOrderCount(stats.buyOrderCount());
		bean.setSellOrderCount(stats.sellOrderCount());
		bean.setCancelledOrderCount(stats.cancelledOrderCount());
		bean.setOpenOrderCount(stats.openOrderCount());
		bean.setDeletedOrderCount(stats.deletedOrderCount());
		bean.setOrderCount(stats.orderCount());
		bean.setTradeStockCount(stats.tradeStockCount());
		return bean;
	}

	/**
	 * The run statistics a contract bean carries.
	 * @param bean the bean
	 * @return the statistics
	 */
	public static RunStats toRunStats(RunStatsDataBean bean) {
		return new RunStats(ContractValues.intOf(bean.getTradeUserCount()),
				ContractValues.intOf(bean.getNewUserCount()), ContractValues.intOf(bean.getSumLoginCount()),
				ContractValues.intOf(bean.getSumLogoutCount()), ContractValues.intOf(bean.getHoldingCount()),
				ContractValues.intOf(bean.getBuyOrderCount()), ContractValues.intOf(bean.getSellOrderCount()),
				ContractValues.intOf(bean.getCancelledOrderCount()), ContractValues.intOf(bean.getOpenOrderCount()),
				ContractValues.intOf(bean.getDeletedOrderCount()), ContractValues.intOf(bean.getOrderCount()),
				ContractValues.intOf(bean.getTradeStockCount()));
	}

}
