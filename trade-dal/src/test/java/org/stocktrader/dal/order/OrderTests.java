package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OrderTests {

	private static final BigDecimal FEE = new BigDecimal("15.95");

	@Test
	void amountIsSharesTimesPriceToTheCentHalfUp() {
		assertThat(Order.amount(Order.shares(3), new BigDecimal("10.005"))).isEqualByComparingTo("30.02");
		assertThat(Order.amount(Order.shares(0.5), new BigDecimal("0.01"))).isEqualByComparingTo("0.01");
		assertThat(Order.amount(Order.shares(100), new BigDecimal("88.58")).scale()).isEqualTo(2);
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
		assertThat(Order.cashEffect(OrderType.SELL, Order.shares(1), new BigDecimal("1.00"), FEE))
			.isEqualByComparingTo("-14.95");
	}

	@Test
	void openOrderHasNoMoneyYet() {
		Order open = new Order(1, 1, OrderType.BUY, OrderStatus.OPEN, Instant.EPOCH, null, Order.shares(10), null, FEE,
				"s:1", null);
		assertThat(open.amount()).isNull();
		assertThat(open.total()).isNull();
		assertThat(open.cashEffect()).isNull();
	}

	@Test
	void sharesAreTheDoublesShortestDecimalToFourPlacesHalfUp() {
		assertThat(Order.shares(0.1)).isEqualTo(new BigDecimal("0.1000"));
		assertThat(Order.shares(0.09999999999999964)).isEqualTo(new BigDecimal("0.1000"));
		assertThat(Order.shares(2.00005)).isEqualTo(new BigDecimal("2.0001"));
		assertThat(Order.shares(1e-16)).isEqualTo(new BigDecimal("0.0000"));
		// the tenths that binary floating point sums with dust add up exactly
		BigDecimal held = Order.shares(0.3);
		for (int i = 0; i < 3; i++) {
			held = held.subtract(Order.shares(0.1));
		}
		assertThat(held.signum()).isZero();
	}

	private static Order anOrder(OrderType type, double quantity, String price) {
		return new Order(1, 1, type, OrderStatus.CLOSED, Instant.EPOCH, Instant.EPOCH, Order.shares(quantity),
				new BigDecimal(price), FEE, "s:1", null);
	}

}
