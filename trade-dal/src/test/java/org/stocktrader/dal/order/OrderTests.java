package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OrderTests {

	private static final BigDecimal FEE = new BigDecimal("15.95");

	@Test
	void amountIsSharesTimesPriceToTheCentHalfUp() {
		assertThat(Order.amount(3, new BigDecimal("10.005"))).isEqualByComparingTo("30.02");
		assertThat(Order.amount(0.5, new BigDecimal("0.01"))).isEqualByComparingTo("0.01");
		assertThat(Order.amount(100, new BigDecimal("88.58")).scale()).isEqualTo(2);
	}

	@Test
	void buyDebitsAmountPlusFee() {
		Order buy = anOrder(OrderType.BUY, 100, "88.58");
		assertThat(buy.amount()).isEqualByComparingTo("8858.00");
		assertThat(buy.total()).isEqualByComparingTo("8873.95");
		assertThat(buy.cashEffect()).isEqualByComparingTo("-8873.95");
	}

	@Test
	void sellCreditsAmountLessFee() {
		Order sell = anOrder(OrderType.SELL, 100, "88.58");
		assertThat(sell.total()).isEqualByComparingTo("8842.05");
		assertThat(sell.cashEffect()).isEqualByComparingTo("8842.05");
	}

	@Test
	void sellBelowTheFeeCostsMoney() {
		assertThat(Order.cashEffect(OrderType.SELL, 1, new BigDecimal("1.00"), FEE)).isEqualByComparingTo("-14.95");
	}

	@Test
	void openOrderHasNoMoneyYet() {
		Order open = new Order(1, 1, OrderType.BUY, OrderStatus.OPEN, Instant.EPOCH, null, 10, null, FEE, "s:1", null);
		assertThat(open.amount()).isNull();
		assertThat(open.total()).isNull();
		assertThat(open.cashEffect()).isNull();
	}

	private static Order anOrder(OrderType type, double quantity, String price) {
		return new Order(1, 1, type, OrderStatus.CLOSED, Instant.EPOCH, Instant.EPOCH, quantity, new BigDecimal(price),
				FEE, "s:1", null);
	}

}
