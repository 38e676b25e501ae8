package org.stocktrader.dal.account;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.MigratedDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderRepository;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.QuoteRepository;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class AccountRepositoryTests {

	private final JdbcClient jdbc = MigratedDatabase.freshJdbcClient();

	private final AccountRepository accounts = new AccountRepository(this.jdbc);

	private final OrderRepository orders = new OrderRepository(this.jdbc);

	@Test
	void createOpensTheProfileAndTheAccountWithTheOpeningBalanceAndLoginsCounted() {
		Account account = this.accounts.create(aProfile("uid:1"), new BigDecimal("250.50"), 1);

		assertThat(account.userId()).isEqualTo("uid:1");
		assertThat(account.balance()).isEqualByComparingTo("250.50");
		assertThat(account.openBalance()).isEqualByComparingTo("250.50");
		assertThat(account.loginCount()).isEqualTo(1);
		assertThat(account.logoutCount()).isZero();
		assertThat(account.creationDate()).isNotNull();
		assertThat(this.accounts.findByUserId("uid:1")).contains(account);
		assertThat(this.accounts.findProfile("uid:1")).contains(aProfile("uid:1"));
		assertThat(this.accounts.findByUserId("uid:404")).isEmpty();
		assertThat(this.accounts.findProfile("uid:404")).isEmpty();
	}

	@Test
	void aTakenUserIdFailsWithADuplicateKeyAndInsertsNothing() {
		this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);

		assertThatExceptionOfType(DuplicateKeyException.class)
			.isThrownBy(() -> this.accounts.create(aProfile("uid:1"), new BigDecimal("5.00"), 0));

		assertThat(this.jdbc.sql("select count(*) from account").query(Integer.class).single()).isEqualTo(1);
		assertThat(this.accounts.findByUserId("uid:1").orElseThrow().balance()).isEqualByComparingTo("100.00");
	}

	@Test
	void updateProfileKeepsTheStoredPasswordWhenNoneIsGiven() {
		this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);

		AccountProfile kept = this.accounts
			.updateProfile(new AccountProfile("uid:1", null, "New Name", "New Street", "new@example.com", "4111"))
			.orElseThrow();
		AccountProfile changed = this.accounts
			.updateProfile(new AccountProfile("uid:1", "new-hash", "New Name", "New Street", "new@example.com", "4111"))
			.orElseThrow();

		assertThat(kept.password()).isEqualTo("hash");
		assertThat(kept.fullName()).isEqualTo("New Name");
		assertThat(changed.password()).isEqualTo("new-hash");
		assertThat(this.accounts.updateProfile(new AccountProfile("uid:404", null, "n", "a", "e", "c"))).isEmpty();
	}

	@Test
	void loginsAndLogoutsAreCountedAndResetForTheMatchingUsersOnly() {
		this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);
		this.accounts.create(aProfile("other"), new BigDecimal("100.00"), 0);

		Account loggedIn = this.accounts.recordLogin("uid:1").orElseThrow();
		this.accounts.recordLogin("other");
		assertThat(this.accounts.recordLogout("uid:1")).isTrue();
		assertThat(this.accounts.recordLogout("uid:404")).isFalse();
		assertThat(this.accounts.recordLogin("uid:404")).isEmpty();

		assertThat(loggedIn.loginCount()).isEqualTo(1);
		assertThat(loggedIn.lastLogin()).isNotNull();
		assertThat(this.accounts.findByUserId("uid:1").orElseThrow().logoutCount()).isEqualTo(1);
		assertThat(this.accounts.resetSessionCounts("uid:%")).isEqualTo(1);
		assertThat(this.accounts.resetSessionCounts("uid:%")).isZero();
		Account reset = this.accounts.findByUserId("uid:1").orElseThrow();
		assertThat(reset.loginCount()).isZero();
		assertThat(reset.logoutCount()).isZero();
		assertThat(this.accounts.findByUserId("other").orElseThrow().loginCount()).isEqualTo(1);
	}

	@Test
	void theSummaryHasTheNewestHoldingsWithTheirQuotesPrices() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("12.34"));
		Account account = this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);
		int older = aHolding(account.accountId(), "s:1");
		int newer = aHolding(account.accountId(), "s:1");
		int newest = aHolding(account.accountId(), "s:1");

		AccountSummary summary = this.accounts.findSummary("uid:1", 2).orElseThrow();

		assertThat(summary.account()).isEqualTo(account);
		assertThat(summary.holdings()).extracting(Holding::holdingId).containsExactly(newest, newer);
		assertThat(summary.holdings()).extracting(Holding::currentPrice)
			.allSatisfy((price) -> assertThat(price).isEqualByComparingTo("12.34"));
		assertThat(older).isLessThan(newer);
		assertThat(this.accounts.findSummary("uid:404", 2)).isEmpty();
		Account empty = this.accounts.create(aProfile("uid:2"), new BigDecimal("1.00"), 0);
		assertThat(this.accounts.findSummary("uid:2", 2).orElseThrow().holdings()).isEmpty();
		assertThat(this.accounts.findSummary("uid:2", 2).orElseThrow().account()).isEqualTo(empty);
	}

	@Test
	void theOverviewHasTheProfileAndTheNewestOrders() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("1.00"));
		Account account = this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);
		List<Integer> placed = List.of(aBuy(account), aBuy(account), aBuy(account));

		AccountOverview overview = this.accounts.findOverview("uid:1", 2).orElseThrow();

		assertThat(overview.account()).isEqualTo(account);
		assertThat(overview.profile()).isEqualTo(aProfile("uid:1"));
		assertThat(overview.orders()).extracting(Order::orderId).containsExactly(placed.get(2), placed.get(1));
		assertThat(this.accounts.findOverview("uid:404", 2)).isEmpty();
	}

	@Test
	void aLoginWithSummaryCountsTheLoginAndReportsEachExecutedOrderOnce() {
		new QuoteRepository(this.jdbc).create("s:1", "One", new BigDecimal("5.00"));
		Account account = this.accounts.create(aProfile("uid:1"), new BigDecimal("100.00"), 0);
		int holding = aHolding(account.accountId(), "s:1");
		int executed = aBuy(account);
		int open = aBuy(account);
		this.jdbc.sql("update orders set orderstatus = 'closed', price = 5.00 where orderid = :id")
			.param("id", executed)
			.update();

		SignedIn first = this.accounts.recordLoginWithSummary("uid:1", 10).orElseThrow();
		SignedIn second = this.accounts.recordLoginWithSummary("uid:1", 10).orElseThrow();

		assertThat(first.summary().account().loginCount()).isEqualTo(1);
		assertThat(second.summary().account().loginCount()).isEqualTo(2);
		assertThat(first.summary().holdings()).extracting(Holding::holdingId).containsExactly(holding);
		assertThat(first.reported()).extracting(Order::orderId).containsExactly(executed);
		assertThat(first.reported()).extracting(Order::status).containsExactly(OrderStatus.COMPLETED);
		assertThat(second.reported()).isEmpty();
		assertThat(this.orders.find(open).orElseThrow().status()).isEqualTo(OrderStatus.OPEN);
		assertThat(this.accounts.recordLoginWithSummary("uid:404", 10)).isEmpty();
	}

	@Test
	void lockedAccountsComeInTheOrderOfTheirIds() {
		Account first = this.accounts.create(aProfile("uid:1"), new BigDecimal("1.00"), 0);
		Account second = this.accounts.create(aProfile("uid:2"), new BigDecimal("2.00"), 0);

		// each statement its own transaction here: the locks end with it
		List<Account> locked = this.accounts.lockAll(List.of(second.accountId(), first.accountId(), 404));

		assertThat(locked).containsExactly(first, second);
		assertThat(this.accounts.findByIdForUpdate(second.accountId())).contains(second);
		assertThat(this.accounts.findByUserIdForUpdate("uid:1")).contains(first);
		assertThat(this.accounts.findByUserIdForUpdate("uid:404")).isEmpty();
	}

	@Test
	void deletingTheOtherUsersKeepsTheMatchingOnes() {
		this.accounts.create(aProfile("uid:1"), new BigDecimal("1.00"), 0);
		this.accounts.create(aProfile("run:1"), new BigDecimal("1.00"), 0);
		this.accounts.create(aProfile("run:2"), new BigDecimal("1.00"), 0);

		assertThat(this.accounts.deleteUsersNotLike("uid:%")).isEqualTo(2);

		assertThat(this.accounts.findByUserId("uid:1")).isPresent();
		assertThat(this.accounts.findByUserId("run:1")).isEmpty();
		assertThat(this.accounts.findProfile("run:2")).isEmpty();
	}

	private static AccountProfile aProfile(String userId) {
		return new AccountProfile(userId, "hash", "Full Name", "1 Street", userId + "@example.com", "4111");
	}

	/** A holding of one share bought at $1.00 now; its id. */
	private int aHolding(int accountId, String symbol) {
		return this.jdbc.sql("""
				insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
				values (:accountId, :symbol, 1, 1.00, now())
				returning holdingid
				""").param("accountId", accountId).param("symbol", symbol).query(Integer.class).single();
	}

	/** An open buy of one share of s:1; its id. */
	private int aBuy(Account account) {
		return this.orders
			.create(account.accountId(), "s:1", null, OrderType.BUY, Order.shares(1), new BigDecimal("9.95"), null)
			.orderId();
	}

}
