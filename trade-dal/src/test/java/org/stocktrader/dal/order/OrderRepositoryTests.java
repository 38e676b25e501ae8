package org.stocktrader.dal.order;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.db.MigratedDatabase;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

class OrderRepositoryTests {

	private final JdbcClient jdbc = MigratedDatabase.freshJdbcClient();

	private final OrderRepository orders = new OrderRepository(this.jdbc);

	private final AccountRepository accounts = new AccountRepository(this.jdbc);

	@Test
	void completeClosedOrdersReportsEachClosedOrderOnceNewestFirst() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("1.00"));
		Account account = this.accounts.create(new AccountProfile("uid:1", "hash", null, null, null, null),
				new BigDecimal("100.00"));
		Order first = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, 1, new BigDecimal("15.95"));
		Order second = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, 2, new BigDecimal("15.95"));
		Order open = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, 3, new BigDecimal("15.95"));
		this.orders.close(first.orderId(), BigDecimal.ONE, 1, null);
		this.orders.close(second.orderId(), BigDecimal.ONE, 2, null);

		assertThat(this.orders.completeClosedOrders("uid:1")).extracting(Order::orderId)
			.containsExactly(second.orderId(), first.orderId());
		assertThat(this.orders.completeClosedOrders("uid:1")).isEmpty();
		assertThat(this.orders.find(open.orderId()).orElseThrow().status()).isEqualTo(OrderStatus.OPEN);
		assertThat(this.orders.find(first.orderId()).orElseThrow().status()).isEqualTo(OrderStatus.COMPLETED);
	}

	@Test
	void createdOrdersAreOpenWithoutPriceUntilClosed() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("1.00"));
		Account account = this.accounts.create(new AccountProfile("uid:2", "hash", null, null, null, null),
				new BigDecimal("100.00"));

		Order order = this.orders.create(account.accountId(), "s:1", 77, OrderType.SELL, 1.5, new BigDecimal("15.95"));
		Order closed = this.orders.close(order.orderId(), new BigDecimal("2.50"), 1.25, null);

		assertThat(order.status()).isEqualTo(OrderStatus.OPEN);
		assertThat(order.price()).isNull();
		assertThat(order.holdingId()).isEqualTo(77);
		assertThat(order.completionDate()).isNull();
		assertThat(closed.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(closed.price()).isEqualByComparingTo("2.50");
		assertThat(closed.quantity()).isEqualTo(1.25);
		assertThat(closed.holdingId()).isNull();
		assertThat(closed.completionDate()).isNotNull();
	}

}
