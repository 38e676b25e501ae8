package org.stocktrader.dal.order;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.db.MigratedDatabase;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

class OrderRepositoryTests {

	/**
	 * A lease (and backoff) far longer than a test runs: it ends only when a test ends
	 * it.
	 */
	private static final long LEASE_MILLIS = 600_000;

	private final JdbcClient jdbc = MigratedDatabase.freshJdbcClient();

	private final OrderRepository orders = new OrderRepository(this.jdbc);

	private final AccountRepository accounts = new AccountRepository(this.jdbc);

	@Test
	void completeClosedOrdersReportsEachClosedOrderOnceNewestFirst() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("1.00"));
		Account account = this.accounts.create(new AccountProfile("uid:1", "hash", null, null, null, null),
				new BigDecimal("100.00"), 0);
		Order first = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, Order.shares(1),
				new BigDecimal("15.95"), null);
		Order second = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, Order.shares(2),
				new BigDecimal("15.95"), null);
		Order open = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, Order.shares(3),
				new BigDecimal("15.95"), null);
		close(first.orderId(), BigDecimal.ONE, Order.shares(1));
		close(second.orderId(), BigDecimal.ONE, Order.shares(2));

		assertThat(this.orders.completeClosedOrdersOf("uid:1").orElseThrow()).extracting(Order::orderId)
			.containsExactly(second.orderId(), first.orderId());
		assertThat(this.orders.completeClosedOrdersOf("uid:1").orElseThrow()).isEmpty();
		assertThat(this.orders.find(open.orderId()).orElseThrow().status()).isEqualTo(OrderStatus.OPEN);
		assertThat(this.orders.find(first.orderId()).orElseThrow().status()).isEqualTo(OrderStatus.COMPLETED);
	}

	@Test
	void createdOrdersAreOpenWithoutPriceUntilClosed() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("1.00"));
		Account account = this.accounts.create(new AccountProfile("uid:2", "hash", null, null, null, null),
				new BigDecimal("100.00"), 0);

		Order order = this.orders.create(account.accountId(), "s:1", 77, OrderType.SELL, Order.shares(1.5),
				new BigDecimal("15.95"), null);
		Order closed = close(order.orderId(), new BigDecimal("2.50"), Order.shares(1.25));

		assertThat(order.status()).isEqualTo(OrderStatus.OPEN);
		assertThat(order.price()).isNull();
		assertThat(order.holdingId()).isEqualTo(77);
		assertThat(order.completionDate()).isNull();
		assertThat(closed.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(closed.price()).isEqualByComparingTo("2.50");
		assertThat(closed.quantity()).isEqualTo(new BigDecimal("1.2500"));
		assertThat(closed.holdingId()).isNull();
		assertThat(closed.completionDate()).isNotNull();
	}

	@Test
	void anExpiredLeaseIsTakenOverAtTheNextClaimWhileNewOrdersKeepArriving() {
		int accountId = aTrader("uid:3");
		List<Integer> placed = place(accountId, 5);
		List<Integer> ofTheDeadNode = this.orders.claimDue(5, LEASE_MILLIS);
		assertThat(ofTheDeadNode).containsExactlyElementsOf(placed);
		// the backlog is refilled faster than it is claimed, as under a steady overload
		for (int round = 0; round < 3; round++) {
			place(accountId, 10);
			assertThat(this.orders.claimDue(5, LEASE_MILLIS)).doesNotContainAnyElementsOf(ofTheDeadNode);
		}

		endLeaseOf(ofTheDeadNode);
		place(accountId, 10);

		assertThat(this.orders.claimDue(5, LEASE_MILLIS)).containsExactlyElementsOf(ofTheDeadNode);
		assertThat(attemptsOf(ofTheDeadNode)).containsOnly(2);
	}

	@Test
	void aRetryIsTakenWhenItsBackoffEndsWhileNewOrdersKeepArriving() {
		int accountId = aTrader("uid:4");
		int failing = place(accountId, 1).get(0);
		assertThat(this.orders.claimDue(1, LEASE_MILLIS)).containsExactly(failing);
		assertThat(this.orders.recordFailure(failing, "cannot", 5, LEASE_MILLIS, LEASE_MILLIS))
			.contains(OrderStatus.OPEN);
		place(accountId, 10);
		assertThat(this.orders.claimDue(5, LEASE_MILLIS)).doesNotContain(failing);

		endLeaseOf(List.of(failing));
		place(accountId, 10);

		assertThat(this.orders.claimDue(5, LEASE_MILLIS)).startsWith(failing).hasSize(5);
	}

	private int aTrader(String userId) {
		new QuoteRepository(this.jdbc).create("s:" + userId, "One", new BigDecimal("1.00"));
		return this.accounts
			.create(new AccountProfile(userId, "hash", null, null, null, null), new BigDecimal("100.00"), 0)
			.accountId();
	}

	/** Places {@code count} buys of the trader's quote; their ids, ascending. */
	private List<Integer> place(int accountId, int count) {
		String symbol = this.jdbc.sql("select profile_userid from account where accountid = :id")
			.param("id", accountId)
			.query(String.class)
			.single();
		return IntStream.range(0, count)
			.mapToObj((i) -> this.orders
				.create(accountId, "s:" + symbol, null, OrderType.BUY, Order.shares(1), new BigDecimal("15.95"), null)
				.orderId())
			.toList();
	}

	/**
	 * Ends the lease (or backoff) of the orders now, as the database's clock reads it.
	 */
	private void endLeaseOf(List<Integer> orderIds) {
		this.jdbc.sql("update orders set next_attempt_at = now() - interval '1 millisecond' where orderid in (:ids)")
			.param("ids", orderIds)
			.update();
	}

	/**
	 * Marks an order executed now at {@code price} for {@code quantity} shares, without
	 * holding, as an executed sell leaves it (a trade does so in its one statement).
	 */
	private Order close(int orderId, BigDecimal price, BigDecimal quantity) {
		return this.jdbc.sql("""
				update orders
				set orderstatus = 'closed', completiondate = now(), price = :price, quantity = :quantity,
					holding_holdingid = null
				where orderid = :orderId
				returning %s
				""".formatted(OrderRepository.COLUMNS))
			.param("orderId", orderId)
			.param("price", price)
			.param("quantity", quantity)
			.query(OrderRepository::order)
			.single();
	}

	private List<Integer> attemptsOf(List<Integer> orderIds) {
		return this.jdbc.sql("select attempts from orders where orderid in (:ids)")
			.param("ids", orderIds)
			.query(Integer.class)
			.list();
	}

}
