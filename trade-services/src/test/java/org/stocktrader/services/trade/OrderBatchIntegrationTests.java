package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * A batch of open orders executed in one transaction, as the order processor does: on a
 * node whose processor is off, so that the orders wait until the test executes them.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "trade.processing-mode=asynchronous", "trade.order-processor.enabled=false" })
@Import(FixedPriceChange.class)
@RealDatabase
class OrderBatchIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	OrderExecution execution;

	@Autowired
	OrderRepository orders;

	@Autowired
	PlatformTransactionManager transactionManager;

	@Test
	void aBatchExecutesEachOrderAtThePriceThePreviousTradeOnItsQuoteLeft() {
		FixedPriceChange.set("1.10");
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Batch Inc.", new BigDecimal("10.00"));
		Account first = this.trade.register(aRegistration().openBalance("1000.00").build());
		Account second = this.trade.register(aRegistration().openBalance("1000.00").build());
		Order a = this.trade.buy(first.userId(), symbol, 1);
		Order b = this.trade.buy(second.userId(), symbol, 2);
		Order c = this.trade.buy(first.userId(), symbol, 1);

		List<Order> done = executeTogether(List.of(c.orderId(), a.orderId(), b.orderId()));

		assertThat(done).extracting(Order::orderId).containsExactly(a.orderId(), b.orderId(), c.orderId());
		assertThat(done).extracting(Order::price)
			.usingElementComparator(BigDecimal::compareTo)
			.containsExactly(new BigDecimal("10.00"), new BigDecimal("11.00"), new BigDecimal("12.10"));
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("13.31");
		// 1000 - (10.00 + 15.95) - (12.10 + 15.95); 1000 - (22.00 + 15.95)
		assertThat(this.trade.getAccountData(first.userId()).balance()).isEqualByComparingTo("946.00");
		assertThat(this.trade.getAccountData(second.userId()).balance()).isEqualByComparingTo("962.05");
	}

	@Test
	void sellsOfOneHoldingInABatchSellItDownToZeroExactlyAndOneLeftOverIsCancelled() {
		FixedPriceChange.set("1");
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Tenths Inc.", new BigDecimal("10.00"));
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		Order bought = this.trade.buy(account.userId(), symbol, 0.3);
		int holdingId = executeTogether(List.of(bought.orderId())).get(0).holdingId();
		Order cancelled = this.trade.sellEnhanced(account.userId(), holdingId, 0.1);
		Order one = this.trade.sellEnhanced(account.userId(), holdingId, 0.1);
		Order two = this.trade.sellEnhanced(account.userId(), holdingId, 0.1);
		this.trade.cancelOrder(cancelled.orderId());
		Order three = this.trade.sellEnhanced(account.userId(), holdingId, 0.1);
		// a sell placed on the holding by hand, past what it holds: the holding is gone
		// when its turn comes
		Order late = this.orders.create(account.accountId(), symbol, holdingId, OrderType.SELL, Order.shares(0.1),
				new BigDecimal("15.95"), null);

		List<Order> done = executeTogether(
				List.of(cancelled.orderId(), one.orderId(), two.orderId(), three.orderId(), late.orderId()));

		assertThat(done).extracting(Order::orderId, Order::status)
			.containsExactly(tuple(one.orderId(), OrderStatus.CLOSED), tuple(two.orderId(), OrderStatus.CLOSED),
					tuple(three.orderId(), OrderStatus.CLOSED), tuple(late.orderId(), OrderStatus.CANCELLED));
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
		// 1000 - (3.00 + 15.95) + 3 x (1.00 - 15.95)
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("936.20");
	}

	private List<Order> executeTogether(List<Integer> orderIds) {
		return new TransactionTemplate(this.transactionManager)
			.execute((status) -> this.execution.completeAllOpen(orderIds));
	}

}
