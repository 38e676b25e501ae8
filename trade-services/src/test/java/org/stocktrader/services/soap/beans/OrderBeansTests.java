package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.services.soap.contract.OrderDataBean;

import static org.assertj.core.api.Assertions.assertThat;

class OrderBeansTests {

	@Test
	void closedOrderSurvivesTheRoundTrip() {
		Order order = anOrder(OrderType.SELL, OrderStatus.CLOSED, Instant.parse("2026-11-22T10:15:31.000250Z"),
				new BigDecimal("27.50"));

		assertThat(OrderBeans.toOrder(OrderBeans.toBean(order))).isEqualTo(order);
	}

	@Test
	void openOrderSurvivesTheRoundTripWithoutPriceOrCompletionDate() {
		Order order = anOrder(OrderType.BUY, OrderStatus.OPEN, null, null);

		OrderDataBean bean = OrderBeans.toBean(order);

		assertThat(bean.getPrice()).isEqualByComparingTo("0");
		assertThat(bean.getCompletionDate().toXMLFormat()).isEqualTo("0001-01-01T00:00:00");
		assertThat(OrderBeans.toOrder(bean)).isEqualTo(order);
	}

	@Test
	void ordersSurviveTheRoundTripInOrder() {
		List<Order> orders = List.of(anOrder(OrderType.BUY, OrderStatus.COMPLETED,
				Instant.parse("2026-11-22T10:15:31Z"), new BigDecimal("1.00")),
				anOrder(OrderType.SELL, OrderStatus.CANCELLED, null, null));

		assertThat(OrderBeans.toOrders(OrderBeans.toArray(orders))).isEqualTo(orders);
	}

	@Test
	void noArrayIsNoOrders() {
		assertThat(OrderBeans.toOrders(null)).isEmpty();
	}

	/** An order as the contract carries it: no account, no holding. */
	private static Order anOrder(OrderType type, OrderStatus status, Instant completionDate, BigDecimal price) {
		return new Order(99, 0, type, status, Instant.parse("2026-11-22T10:15:30.123456Z"), completionDate,
				Order.shares(12.5), price, new BigDecimal("24.95"), "s:3", null);
	}

}
