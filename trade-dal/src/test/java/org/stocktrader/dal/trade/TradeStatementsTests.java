package org.stocktrader.dal.trade;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.AccountRepository;
import org.stocktrader.dal.db.MigratedDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.holding.HoldingRepository;
import org.stocktrader.dal.holding.HoldingTestData;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TradeStatementsTests {

	private static final BigDecimal PURCHASE_PRICE = new BigDecimal("1.00");

	private static final BigDecimal FEE = new BigDecimal("9.95");

	private final JdbcClient jdbc = MigratedDatabase.freshJdbcClient();

	private final TradeStatements trades = new TradeStatements(this.jdbc);

	private final AccountRepository accounts = new AccountRepository(this.jdbc);

	private final QuoteRepository quotes = new QuoteRepository(this.jdbc);

	private final HoldingRepository holdings = new HoldingRepository(this.jdbc);

	private final OrderRepository orders = new OrderRepository(this.jdbc);

	@Test
	void aNewBuyOpensTheHoldingDebitsTheCostMovesTheQuoteAndIsInsertedExecuted() {
		Account account = aTrader("uid:1", "1000.00");
		this.quotes.create("s:1", "One", new BigDecimal("10.00"));

		ExecutedTrade bought = this.trades.buy(
				TradeOrder.placed(account.accountId(), "s:1", Order.shares(2.5), FEE, "key-1", OrderStatus.COMPLETED),
				new BigDecimal("10.00"), new BigDecimal("10.50"), "test_channel", "payload");

		Order order = bought.order();
		assertThat(order.type()).isEqualTo(OrderType.BUY);
		assertThat(order.status()).isEqualTo(OrderStatus.COMPLETED);
		assertThat(order.price()).isEqualByComparingTo("10.00");
		assertThat(order.completionDate()).isNotNull();
		// 2.5 x 10.00 + 9.95
		assertThat(balanceOf(account)).isEqualByComparingTo("965.05");
		Holding holding = this.holdings.find(order.holdingId()).orElseThrow();
		assertThat(holding.quantity()).isEqualByComparingTo("2.5");
		assertThat(holding.purchasePrice()).isEqualByComparingTo("10.00");
		assertMoved(bought.quote(), "10.50", 2.5);
		assertThat(this.orders.findByIdempotencyKey(account.accountId(), "key-1")).contains(order);
	}

	@Test
	void anOpenBuyIsClosedOnTheHoldingBoughtWhenItWasPlaced() {
		Account account = aTrader("uid:1", "100.00");
		this.quotes.create("s:1", "One", new BigDecimal("3.00"));
		Order open = this.orders.create(account.accountId(), "s:1", null, OrderType.BUY, Order.shares(3), FEE, null);

		ExecutedTrade bought = this.trades.buy(TradeOrder.open(open, open.quantity()), new BigDecimal("3.00"),
				new BigDecimal("2.90"), "test_channel", "payload");

		assertThat(bought.order().orderId()).isEqualTo(open.orderId());
		assertThat(bought.order().status()).isEqualTo(OrderStatus.CLOSED);
		// 3 x 3.00 + 9.95
		assertThat(balanceOf(account)).isEqualByComparingTo("81.05");
		Holding holding = this.holdings.find(bought.order().holdingId()).orElseThrow();
		assertThat(holding.purchaseDate()).isEqualTo(open.openDate());
		assertMoved(bought.quote(), "2.90", 3);
	}

	@Test
	void aSellReducesTheHoldingCreditsTheProceedsAndRemovesTheHoldingWhenNoneRemain() {
		Account account = aTrader("uid:1", "0.00");
		this.quotes.create("s:1", "One", new BigDecimal("20.00"));
		Holding holding = HoldingTestData.aHolding(this.jdbc, account.accountId(), "s:1", Order.shares(5),
				PURCHASE_PRICE);

		ExecutedTrade part = this.trades.sell(
				TradeOrder.placed(account.accountId(), "s:1", Order.shares(2), FEE, null, OrderStatus.CLOSED), holding,
				new BigDecimal("20.00"), new BigDecimal("21.00"), "test_channel", "payload");
		Holding reduced = this.holdings.find(holding.holdingId()).orElseThrow();
		Order open = this.orders.create(account.accountId(), "s:1", holding.holdingId(), OrderType.SELL,
				Order.shares(3), FEE, null);
		ExecutedTrade rest = this.trades.sell(TradeOrder.open(open, open.quantity()), reduced, new BigDecimal("21.00"),
				new BigDecimal("20.00"), "test_channel", "payload");

		assertThat(part.order().type()).isEqualTo(OrderType.SELL);
		assertThat(part.order().holdingId()).isNull();
		assertThat(reduced.quantity()).isEqualByComparingTo("3");
		assertThat(rest.order().orderId()).isEqualTo(open.orderId());
		assertThat(rest.order().status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(rest.order().holdingId()).isNull();
		assertThat(this.holdings.find(holding.holdingId())).isEmpty();
		// (2 x 20.00 - 9.95) + (3 x 21.00 - 9.95)
		assertThat(balanceOf(account)).isEqualByComparingTo("83.10");
		assertMoved(rest.quote(), "20.00", 5);
	}

	@Test
	void aSellOfMoreThanHeldIsRefusedBeforeAnythingChanges() {
		Account account = aTrader("uid:1", "0.00");
		this.quotes.create("s:1", "One", new BigDecimal("20.00"));
		Holding holding = HoldingTestData.aHolding(this.jdbc, account.accountId(), "s:1", Order.shares(1),
				PURCHASE_PRICE);

		assertThatIllegalArgumentException().isThrownBy(() -> this.trades.sell(
				TradeOrder.placed(account.accountId(), "s:1", Order.shares(1.5), FEE, null, OrderStatus.CLOSED),
				holding, new BigDecimal("20.00"), new BigDecimal("21.00"), "test_channel", "payload"));

		assertThat(balanceOf(account)).isEqualByComparingTo("0.00");
		assertThat(this.holdings.find(holding.holdingId()).orElseThrow().quantity()).isEqualByComparingTo("1");
	}

	@Test
	void theLockStatementsAreEmptyForAnUnknownUserQuoteOrHolding() {
		Account account = aTrader("uid:1", "10.00");
		this.quotes.create("s:1", "One", new BigDecimal("20.00"));
		Holding holding = HoldingTestData.aHolding(this.jdbc, account.accountId(), "s:1", Order.shares(1),
				PURCHASE_PRICE);
		Account other = aTrader("uid:2", "10.00");

		assertThat(this.trades.lockForBuy("uid:1", "s:1")).get()
			.satisfies((locked) -> assertThat(locked.quote().symbol()).isEqualTo("s:1"));
		assertThat(this.trades.lockAccountForBuy("uid:1", "s:1")).isPresent();
		assertThat(this.trades.lockForBuy("uid:1", "s:404")).isEmpty();
		assertThat(this.trades.lockForBuy("uid:404", "s:1")).isEmpty();
		assertThat(this.trades.lockForSale("uid:1", holding.holdingId())).get()
			.satisfies((locked) -> assertThat(locked.holding().holdingId()).isEqualTo(holding.holdingId()));
		assertThat(this.trades.lockForSale(other.userId(), holding.holdingId())).isEmpty();
	}

	private Account aTrader(String userId, String balance) {
		return this.accounts.create(new AccountProfile(userId, "hash", null, null, null, null), new BigDecimal(balance),
				0);
	}

	private BigDecimal balanceOf(Account account) {
		return this.accounts.findByUserId(account.userId()).orElseThrow().balance();
	}

	private static void assertMoved(Quote quote, String price, double volume) {
		assertThat(quote.price()).isEqualByComparingTo(price);
		assertThat(quote.volume()).isEqualTo(volume);
	}

}
