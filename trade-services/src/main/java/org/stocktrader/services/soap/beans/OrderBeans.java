package org.stocktrader.services.soap.beans;

import java.util.List;

import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.soap.contract.ArrayOfOrderDataBean;
import org.stocktrader.services.soap.contract.OrderDataBean;

/**
 * {@link Order} and {@code OrderDataBean}, both ways. Type and status travel as the
 * contract's strings. The bean does not carry the order's account and holding (read back
 * as 0 and {@code null}); an order's price is written 0 until it is executed and read
 * back only once it is (closed or completed).
 */
public final class OrderBeans {

	private OrderBeans() {
	}

	/**
	 * The status the contracts know: the originals have no {@code failed} order, so one
	 * is shown as {@code cancelled}, their nearest (never executed, never will be).
	 * @param status the order's status
	 * @return the status to send
	 */
	public static OrderStatus contractStatus(OrderStatus status) {
		return (status == OrderStatus.FAILED) ? OrderStatus.CANCELLED : status;
	}

	/**
	 * The contract bean of an order.
	 * @param order the order
	 * @return its bean
	 */
	public static OrderDataBean toBean(Order order) {
		OrderDataBean bean = new OrderDataBean();
		bean.setOrderID(order.orderId());
		bean.setOrderType(order.type().code());
		bean.setOrderStatus(contractStatus(order.status()).code());
		bean.setOpenDate(ContractValues.date(order.openDate()));
		bean.setCompletionDate(ContractValues.date(order.completionDate()));
		bean.setQuantity(order.quantity().doubleValue());
		bean.setPrice(ContractValues.money(order.price()));
		bean.setOrderFee(ContractValues.money(order.orderFee()));
		bean.setSymbol(order.symbol());
		return bean;
	}

	/**
	 * The contract array of orders.
	 * @param orders the orders
	 * @return the array
	 */
	public static ArrayOfOrderDataBean toArray(List<Order> orders) {
		ArrayOfOrderDataBean array = new ArrayOfOrderDataBean();
		orders.forEach((order) -> array.getOrderDataBean().add(toBean(order)));
		return array;
	}

	/**
	 * The order a contract bean carries.
	 * @param bean the bean
	 * @return the order, account 0, no holding
	 */
	public static Order toOrder(OrderDataBean bean) {
		OrderStatus status = OrderStatus.ofCode(bean.getOrderStatus());
		boolean executed = status == OrderStatus.CLOSED || status == OrderStatus.COMPLETED;
		return new Order(ContractValues.intOf(bean.getOrderID()), 0, OrderType.ofCode(bean.getOrderType()), status,
				ContractValues.instant(bean.getOpenDate()), ContractValues.instant(bean.getCompletionDate()),
				ContractValues.shares(bean.getQuantity()), executed ? bean.getPrice() : null, bean.getOrderFee(),
				bean.getSymbol(), null);
	}

	/**
	 * The orders a contract array carries.
	 * @param array the array, or {@code null}
	 * @return the orders, empty for {@code null}
	 */
	public static List<Order> toOrders(ArrayOfOrderDataBean array) {
		return (array != null) ? array.getOrderDataBean().stream().map(OrderBeans::toOrder).toList() : List.of();
	}

}
