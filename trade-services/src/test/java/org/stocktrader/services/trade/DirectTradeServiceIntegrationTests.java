package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.account.SignedIn;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.dal.order.OrderStatus;
import org.stocktrader.dal.order.OrderType;
import org.stocktrader.dal.quote.Quote;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.tuple;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@Import(FixedPriceChange.class)
@RealDatabase
class DirectTradeServiceIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	JdbcClient jdbc;

	@BeforeEach
	void priceStaysPut() {
		FixedPriceChange.set("1");
	}

	@Test
	void buyDebitsQuantityTimesPricePlusFeeAndOpensHolding() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("12.34");

		Order order = this.trade.buy(account.userId(), symbol, 10);

		assertThat(order.type()).isEqualTo(OrderType.BUY);
		assertThat(order.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(order.price()).isEqualByComparingTo("12.34");
		assertThat(order.orderFee()).isEqualByComparingTo("15.95");
		assertThat(order.completionDate()).isNotNull();
		assertThat(balanceOf(account)).isEqualByComparingTo("9860.65");
		Holding holding = this.trade.getHolding(account.userId(), order.holdingId());
		assertThat(holding.symbol()).isEqualTo(symbol);
		assertThat(holding.quantity()).isEqualByComparingTo("10.0");
		assertThat(holding.purchasePrice()).isEqualByComparingTo("12.34");
		assertThat(holding.purchaseDate()).isEqualTo(order.openDate());
		assertThat(holding.currentPrice()).isEqualByComparingTo("12.34");
	}

	@Test
	void buyRoundsTheAmountToTheCentHalfUp() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("10.01");

		this.trade.buy(account.userId(), symbol, 1.5);

		// 1.5 x 10.01 = 15.015 -> 15.02, + 15.95 fee
		assertThat(balanceOf(account)).isEqualByComparingTo("9969.03");
	}

	@Test
	void sellCreditsQuantityTimesPriceMinusFeeAndRemovesHolding() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("20.00");
		FixedPriceChange.set("1.05");
		Order buy = this.trade.buy(account.userId(), symbol, 10);

		Order sell = this.trade.sell(account.userId(), buy.holdingId());

		assertThat(sell.type()).isEqualTo(OrderType.SELL);
		assertThat(sell.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(sell.price()).isEqualByComparingTo("21.00");
		assertThat(sell.quantity()).isEqualByComparingTo("10.0");
		assertThat(sell.holdingId()).isNull();
		// 10000 - (200.00 + 15.95) + (210.00 - 15.95)
		assertThat(balanceOf(account)).isEqualByComparingTo("9978.10");
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
		assertThatExceptionOfType(NotFoundException.class)
			.isThrownBy(() -> this.trade.getHolding(account.userId(), buy.holdingId()));
	}

	@Test
	void sellEnhancedSellsPartOfTheHolding() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("20.00");
		Order buy = this.trade.buy(account.userId(), symbol, 10);

		Order sell = this.trade.sellEnhanced(account.userId(), buy.holdingId(), 4);

		assertThat(sell.quantity()).isEqualByComparingTo("4.0");
		assertThat(this.trade.getHolding(account.userId(), buy.holdingId()).quantity()).isEqualByComparingTo("6.0");
		// 10000 - (200.00 + 15.95) + (80.00 - 15.95)
		assertThat(balanceOf(account)).isEqualByComparingTo("9848.10");
	}

	@Test
	void partialSellsOfTenthsLeaveNoDustAndRemoveTheHoldingSoldDownToZero() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("20.00");
		Order buy = this.trade.buy(account.userId(), symbol, 0.3);
		this.trade.sellPart(account.userId(), buy.holdingId(), 0.1);
		this.trade.sellPart(account.userId(), buy.holdingId(), 0.1);

		// in binary floating point 0.3 - 0.1 - 0.1 is 0.09999999999999998
		assertThat(this.trade.getHolding(account.userId(), buy.holdingId()).quantity())
			.isEqualTo(new BigDecimal("0.1000"));
		assertRefusedWithoutChange(TradeException.class,
				() -> this.trade.sellPart(account.userId(), buy.holdingId(), 0.1001));
		assertThatExceptionOfType(TradeException.class)
			.isThrownBy(() -> this.trade.sellPart(account.userId(), buy.holdingId(), 0.1001))
			.withMessageContaining("you hold only 0.1 shares");
		Order last = this.trade.sellPart(account.userId(), buy.holdingId(), 0.1);

		assertThat(last.quantity()).isEqualTo(new BigDecimal("0.1000"));
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
		// 10000 - (6.00 + 15.95) + 3 x (2.00 - 15.95)
		assertThat(balanceOf(account)).isEqualByComparingTo("9936.20");
	}

	@Test
	void sellEnhancedAboveTheHoldingSellsAllOfIt() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("20.00");
		Order buy = this.trade.buy(account.userId(), symbol, 10);

		Order sell = this.trade.sellEnhanced(account.userId(), buy.holdingId(), 100);

		assertThat(sell.quantity()).isEqualByComparingTo("10.0");
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
		assertThat(balanceOf(account)).isEqualByComparingTo("9968.10");
	}

	@Test
	void tradesMoveQuotePriceLowHighChangeAndVolume() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("50.00");

		FixedPriceChange.set("1.04");
		Order first = this.trade.buy(account.userId(), symbol, 5);
		Quote afterRise = this.trade.getQuote(symbol);
		FixedPriceChange.set("0.96");
		Order second = this.trade.buy(account.userId(), symbol, 3);
		Quote afterFall = this.trade.getQuote(symbol);

		assertThat(first.price()).isEqualByComparingTo("50.00");
		assertThat(afterRise.price()).isEqualByComparingTo("52.00");
		assertThat(afterRise.high()).isEqualByComparingTo("52.00");
		assertThat(afterRise.low()).isEqualByComparingTo("50.00");
		assertThat(afterRise.change()).isEqualTo(2.0);
		assertThat(afterRise.volume()).isEqualTo(5.0);
		assertThat(second.price()).isEqualByComparingTo("52.00");
		assertThat(afterFall.price()).isEqualByComparingTo("49.92");
		assertThat(afterFall.low()).isEqualByComparingTo("49.92");
		assertThat(afterFall.high()).isEqualByComparingTo("52.00");
		assertThat(afterFall.change()).isCloseTo(-0.08, org.assertj.core.data.Offset.offset(1e-9));
		assertThat(afterFall.volume()).isEqualTo(8.0);
		assertThat(afterFall.open()).isEqualByComparingTo("50.00");
	}

	@Test
	void aSellMovesTheQuoteEveryReaderSeesAndIsPricedAtTheLockedPrice() {
		Account account = this.trade.register(aRegistration().openBalance("10000.00").build());
		String symbol = aQuote("40.00");
		FixedPriceChange.set("1.10");
		Order buy = this.trade.buy(account.userId(), symbol, 4);
		// cached at 44.00 by this read
		assertThat(this.trade.getQuote(symbol).price()).isEqualByComparingTo("44.00");
		FixedPriceChange.set("0.50");

		Order sell = this.trade.sellEnhanced(account.userId(), buy.holdingId(), 1);

		assertThat(sell.price()).isEqualByComparingTo("44.00");
		Quote after = this.trade.getQuote(symbol);
		assertThat(after.price()).isEqualByComparingTo("22.00");
		assertThat(after.low()).isEqualByComparingTo("22.00");
		assertThat(after.high()).isEqualByComparingTo("44.00");
		assertThat(after.volume()).isEqualTo(5.0);
		assertThat(this.trade.getHolding(account.userId(), buy.holdingId()).quantity()).isEqualByComparingTo("3.0");
		assertThat(this.trade.getOrders(account.userId())).extracting(Order::orderId).contains(sell.orderId());
	}

	@Test
	void aSellRetriedWithItsKeyAnswersTheSameOrderAndTradesOnce() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		String symbol = aQuote("10.00");
		FixedPriceChange.set("1.00");
		Order buy = this.trade.buy(account.userId(), symbol, 3);
		IdempotentOrders keyed = (IdempotentOrders) this.trade;

		Order sell = keyed.sell(account.userId(), buy.holdingId(), null, "sell-key");
		Order retried = keyed.sell(account.userId(), buy.holdingId(), null, "sell-key");

		assertThat(sell.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(retried.orderId()).isEqualTo(sell.orderId());
		assertThat(this.trade.getOrders(account.userId())).hasSize(2);
		// 1000 - (30 + 15.95) + (30 - 15.95)
		assertThat(balanceOf(account)).isEqualByComparingTo("968.10");
		assertThatExceptionOfType(TradeException.class)
			.isThrownBy(() -> keyed.buy(account.userId(), symbol, 1, "sell-key"))
			.satisfies((refused) -> assertThat(refused.reason()).isEqualTo(Refusal.REFUSED));
	}

	@Test
	void updateQuotePriceVolumeSetsPriceAndWidensLowAndHigh() {
		String symbol = aQuote("10.00");

		this.trade.updateQuotePriceVolume(symbol, new BigDecimal("12.505"), 7);
		Quote quote = this.trade.updateQuotePriceVolume(symbol, new BigDecimal("9.00"), 3);

		assertThat(quote.price()).isEqualByComparingTo("9.00");
		assertThat(quote.high()).isEqualByComparingTo("12.51");
		assertThat(quote.low()).isEqualByComparingTo("9.00");
		assertThat(quote.change()).isEqualTo(-1.0);
		assertThat(quote.volume()).isEqualTo(10.0);
	}

	@Test
	void closedOrdersAreReportedOnceAsCompleted() {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("5.00");
		Order first = this.trade.buy(account.userId(), symbol, 1);
		Order second = this.trade.buy(account.userId(), symbol, 2);

		List<Order> reported = this.trade.getClosedOrders(account.userId());
		List<Order> again = this.trade.getClosedOrders(account.userId());

		assertThat(reported).extracting(Order::orderId).containsExactly(second.orderId(), first.orderId());
		assertThat(reported).extracting(Order::status).containsOnly(OrderStatus.COMPLETED);
		assertThat(again).isEmpty();
		assertThat(this.trade.getOrders(account.userId())).extracting(Order::status)
			.containsOnly(OrderStatus.COMPLETED);
	}

	@Test
	void aBuyReportedByItsCallerIsStoredCompletedAndNotReportedAgain() {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("5.00");
		Order closed = this.trade.buy(account.userId(), symbol, 1);
		Order reported = ((IdempotentOrders) this.trade).buyReported(account.userId(), symbol, 2, null);

		assertThat(closed.status()).isEqualTo(OrderStatus.CLOSED);
		assertThat(reported.status()).isEqualTo(OrderStatus.COMPLETED);
		assertThat(reported.completionDate()).isNotNull();
		assertThat(this.trade.getClosedOrders(account.userId())).extracting(Order::orderId)
			.containsExactly(closed.orderId());
		assertThat(this.trade.getOrders(account.userId())).extracting(Order::orderId, Order::status)
			.containsExactly(tuple(reported.orderId(), OrderStatus.COMPLETED),
					tuple(closed.orderId(), OrderStatus.COMPLETED));
		assertThat(this.trade.getHoldings(account.userId())).hasSize(2);
	}

	@Test
	void getOrdersAndTopOrdersListNewestFirstWithinTheirLimits() {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("1.00");
		for (int i = 0; i < 7; i++) {
			this.trade.buy(account.userId(), symbol, 1);
		}

		List<Order> orders = this.trade.getOrders(account.userId());
		List<Order> top = this.trade.getTopOrders(account.userId());

		assertThat(orders).hasSize(7);
		assertThat(orders).extracting(Order::orderId).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
		assertThat(top).hasSize(5);
		assertThat(top).isEqualTo(orders.subList(0, 5));
	}

	@Test
	void getHoldingsCarriesTheCurrentPriceOfEachQuote() {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("30.00");
		FixedPriceChange.set("1.02");
		this.trade.buy(account.userId(), symbol, 1);
		this.trade.buy(account.userId(), symbol, 2);

		List<Holding> holdings = this.trade.getHoldings(account.userId());

		assertThat(holdings).extracting(Holding::quantity).containsExactly(Order.shares(2), Order.shares(1));
		assertThat(holdings).extracting(Holding::purchasePrice)
			.usingElementComparator(BigDecimal::compareTo)
			.containsExactly(new BigDecimal("30.60"), new BigDecimal("30.00"));
		assertThat(holdings).extracting(Holding::currentPrice)
			.usingElementComparator(BigDecimal::compareTo)
			.containsOnly(new BigDecimal("31.21"));
	}

	@Test
	void registerThenLoginCountsLoginsAndLogouts() {
		Account registered = this.trade.register(aRegistration().password("secret").openBalance("100000").build());

		Account first = this.trade.login(registered.userId(), "secret").orElseThrow();
		Account second = this.trade.login(registered.userId(), " secret ").orElseThrow();
		this.trade.logout(registered.userId());

		assertThat(registered.loginCount()).isZero();
		assertThat(registered.logoutCount()).isZero();
		assertThat(registered.balance()).isEqualByComparingTo("100000.00");
		assertThat(registered.openBalance()).isEqualByComparingTo("100000.00");
		assertThat(first.loginCount()).isEqualTo(1);
		assertThat(second.loginCount()).isEqualTo(2);
		assertThat(second.lastLogin()).isNotNull();
		Account stored = this.trade.getAccountData(registered.userId());
		assertThat(stored.loginCount()).isEqualTo(2);
		assertThat(stored.logoutCount()).isEqualTo(1);
	}

	@Test
	void signInCountsTheLoginAndAnswersTheHomePageAndTheOrdersToReportOnce() {
		Account registered = this.trade.register(aRegistration().password("secret").openBalance("100000").build());
		String first = aQuote("10.00");
		String second = aQuote("20.00");
		Order older = this.trade.buy(registered.userId(), first, 1);
		Order newer = this.trade.buy(registered.userId(), second, 2);
		Account before = this.trade.getAccountData(registered.userId());

		SignedIn signedIn = this.trade.signIn(registered.userId(), " secret ").orElseThrow();

		Account account = signedIn.summary().account();
		assertThat(account.loginCount()).isEqualTo(1);
		assertThat(account.lastLogin()).isNotNull();
		assertThat(account.balance()).isEqualByComparingTo(before.balance());
		assertThat(signedIn.summary().holdings()).extracting(Holding::holdingId, Holding::symbol, Holding::currentPrice)
			.containsExactly(tuple(newer.holdingId(), second, new BigDecimal("20.00")),
					tuple(older.holdingId(), first, new BigDecimal("10.00")));
		assertThat(signedIn.summary().holdings())
			.isEqualTo(this.trade.getAccountSummary(registered.userId()).holdings());
		assertThat(signedIn.reported()).extracting(Order::orderId, Order::status, Order::symbol, Order::price)
			.containsExactly(tuple(newer.orderId(), OrderStatus.COMPLETED, second, new BigDecimal("20.00")),
					tuple(older.orderId(), OrderStatus.COMPLETED, first, new BigDecimal("10.00")));
		assertThat(signedIn.reported().get(0).holdingId()).isEqualTo(newer.holdingId());
		// reported once: neither the trade alert nor the next sign-in reports them again
		assertThat(this.trade.getClosedOrders(registered.userId())).isEmpty();
		SignedIn again = this.trade.signIn(registered.userId(), "secret").orElseThrow();
		assertThat(again.reported()).isEmpty();
		assertThat(again.summary().account().loginCount()).isEqualTo(2);
		assertThat(this.trade.getAccountData(registered.userId()).loginCount()).isEqualTo(2);
	}

	@Test
	void signInOfAnAccountWithoutHoldingsOrOrdersAndAWrongPassword() {
		Account registered = this.trade.register(aRegistration().password("secret").build());

		assertThat(this.trade.signIn(registered.userId(), "guess")).isEmpty();
		assertThat(this.trade.signIn("nobody:" + registered.userId(), "secret")).isEmpty();
		assertThat(this.trade.getAccountData(registered.userId()).loginCount()).isZero();
		SignedIn signedIn = this.trade.signIn(registered.userId(), "secret").orElseThrow();
		assertThat(signedIn.summary().account().userId()).isEqualTo(registered.userId());
		assertThat(signedIn.summary().account().loginCount()).isEqualTo(1);
		assertThat(signedIn.summary().holdings()).isEmpty();
		assertThat(signedIn.reported()).isEmpty();
	}

	@Test
	void registerAndLoginOpensTheAccountAndCountsOneLogin() {
		Account signedIn = this.trade
			.registerAndLogin(aRegistration().password("secret").openBalance("100000").build());

		assertThat(signedIn.loginCount()).isEqualTo(1);
		assertThat(signedIn.logoutCount()).isZero();
		assertThat(signedIn.lastLogin()).isNotNull();
		assertThat(signedIn.balance()).isEqualByComparingTo("100000.00");
		assertThat(this.trade.getAccountData(signedIn.userId()).loginCount()).isEqualTo(1);
		assertThat(this.trade.login(signedIn.userId(), "secret")).isPresent();
		assertThat(this.trade.login(signedIn.userId(), "guess")).isEmpty();
	}

	@Test
	void registerAndLoginOfATakenUserIdChangesNothing() {
		Account registered = this.trade.register(aRegistration().password("secret").build());

		assertThatExceptionOfType(DuplicateUserException.class)
			.isThrownBy(() -> this.trade.registerAndLogin(aRegistration().userId(registered.userId()).build()));
		assertThat(this.trade.getAccountData(registered.userId()).loginCount()).isZero();
	}

	@Test
	void wrongPasswordAndUnknownUserFailTheSameWayAndCountNothing() {
		Account registered = this.trade.register(aRegistration().password("secret").build());

		Optional<Account> wrongPassword = this.trade.login(registered.userId(), "guess");
		Optional<Account> unknownUser = this.trade.login("nobody:" + registered.userId(), "secret");
		Optional<Account> overLongPassword = this.trade.login(registered.userId(), "x".repeat(200));

		assertThat(wrongPassword).isEmpty();
		assertThat(unknownUser).isEmpty();
		assertThat(overLongPassword).isEmpty();
		assertThat(this.trade.getAccountData(registered.userId()).loginCount()).isZero();
	}

	@Test
	void passwordsAreStoredAsSaltedBcryptHashes() {
		Account first = this.trade.register(aRegistration().password("xxx").build());
		Account second = this.trade.register(aRegistration().password("xxx").build());

		String firstHash = storedPassword(first.userId());
		String secondHash = storedPassword(second.userId());

		assertThat(firstHash).startsWith("{bcrypt}$2a$").doesNotContain("xxx");
		assertThat(firstHash).isNotEqualTo(secondHash);
	}

	@Test
	void profilesNeverCarryThePasswordOrItsHash() {
		Account account = this.trade.register(aRegistration().password("xxx").build());

		AccountProfile read = this.trade.getAccountProfileData(account.userId());
		AccountProfile updated = this.trade.updateAccountProfile(read);

		assertThat(read.password()).isEmpty();
		assertThat(updated.password()).isEmpty();
		assertThat(updated).isEqualTo(read);
		assertThat(this.trade.login(account.userId(), "xxx")).isPresent();
	}

	private String storedPassword(String userId) {
		return this.jdbc.sql("select password from accountprofile where userid = :userId")
			.param("userId", userId)
			.query(String.class)
			.single();
	}

	@Test
	void updateAccountProfileKeepsThePasswordWhenNoneIsGiven() {
		Account account = this.trade.register(aRegistration().password("old").build());
		AccountProfile before = this.trade.getAccountProfileData(account.userId());

		AccountProfile updated = this.trade.updateAccountProfile(
				new AccountProfile(account.userId(), "", "New Name", "2 Elm St.", "new@example.com", "9999"));

		assertThat(updated.fullName()).isEqualTo("New Name");
		assertThat(updated.address()).isEqualTo("2 Elm St.");
		assertThat(updated.email()).isEqualTo("new@example.com");
		assertThat(updated.creditCard()).isEqualTo("9999");
		assertThat(updated.password()).isEqualTo(before.password());
		assertThat(this.trade.login(account.userId(), "old")).isPresent();
	}

	@Test
	void updateAccountProfileChangesThePassword() {
		Account account = this.trade.register(aRegistration().password("old").build());

		this.trade.updateAccountProfile(new AccountProfile(account.userId(), "new", "Name", "Addr", "e@x", "1"));

		assertThat(this.trade.login(account.userId(), "old")).isEmpty();
		assertThat(this.trade.login(account.userId(), "new")).isPresent();
	}

	@Test
	void updateOwnProfileChangesThePasswordOnlyWithTheCurrentOne() {
		Account account = this.trade.register(aRegistration().password("old").build());
		String userId = account.userId();

		for (String current : new String[] { null, "", "wrong", "new" }) {
			assertThatExceptionOfType(UnauthorisedException.class).as("current password %s", current)
				.isThrownBy(() -> this.trade
					.updateOwnProfile(new AccountProfile(userId, "new", "Mallory", "Addr", "e@x", "1"), current))
				.withMessageContaining("current password");
		}
		// four failed checks, below the throttle's five: the next right one still passes
		assertThat(this.trade.getAccountProfileData(userId).fullName()).isNotEqualTo("Mallory");

		// the original products' forms send the password back: no change, nothing more
		assertThat(this.trade.updateOwnProfile(new AccountProfile(userId, "old", "Same", "Addr", "e@x", "1"), "")
			.fullName()).isEqualTo("Same");
		assertThat(this.trade.login(userId, "old")).isPresent();

		this.trade.updateOwnProfile(new AccountProfile(userId, "new", "Name", "Addr", "e@x", "1"), "old");
		assertThat(this.trade.login(userId, "old")).isEmpty();
		assertThat(this.trade.login(userId, "new")).isPresent();
	}

	@Test
	void updateOwnProfileWithoutAPasswordNeedsNoCurrentOne() {
		Account account = this.trade.register(aRegistration().password("old").build());
		AccountProfile updated = this.trade
			.updateOwnProfile(new AccountProfile(account.userId(), null, "Renamed", "Addr", "e@x", "1"), null);
		assertThat(updated.fullName()).isEqualTo("Renamed");
		assertThat(this.trade.login(account.userId(), "old")).isPresent();
	}

	@Test
	void getQuotesAcceptsSpacesCommasAndSemicolonsAndLeavesOutUnknownSymbols() {
		String first = aQuote("1.00");
		String second = aQuote("2.00");
		String third = aQuote("3.00");

		List<Quote> quotes = this.trade.getQuotes(" " + third + ", " + first + ";nothere " + second + ";" + first);

		assertThat(quotes).extracting(Quote::symbol).containsExactly(third, first, second);
		assertThat(this.trade.getQuotes("  ")).isEmpty();
	}

	@Test
	void completeOrderIsIdempotentForAnExecutedOrder() {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("8.00");
		Order order = this.trade.buy(account.userId(), symbol, 1);
		String before = DatabaseSnapshot.of(this.jdbc);

		Order again = this.trade.completeOrder(order.orderId());

		assertThat(again).isEqualTo(order);
		assertThat(DatabaseSnapshot.of(this.jdbc)).isEqualTo(before);
	}

	@Test
	void cancelOrderRefusesAnExecutedOrder() {
		Account account = this.trade.register(aRegistration().build());
		Order order = this.trade.buy(account.userId(), aQuote("8.00"), 1);

		assertRefusedWithoutChange(InvalidInputException.class, () -> this.trade.cancelOrder(order.orderId()));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.cancelOrder(Integer.MAX_VALUE));
	}

	@Test
	void buyRefusesAnEmptyUserId() {
		String symbol = aQuote("1.00");
		assertRefusedWithoutChange(InvalidInputException.class, () -> this.trade.buy("  ", symbol, 1));
		assertRefusedWithoutChange(InvalidInputException.class, () -> this.trade.buy(null, symbol, 1));
	}

	@Test
	void buyRefusesAnOverLongUserId() {
		String symbol = aQuote("1.00");
		assertRefusedWithoutChange(InvalidInputException.class, () -> this.trade.buy("u".repeat(51), symbol, 1));
	}

	@Test
	void buyRefusesAnUnknownSymbol() {
		Account account = this.trade.register(aRegistration().build());
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.buy(account.userId(), "nosuch", 1));
	}

	@Test
	void buyRefusesAnUnknownUser() {
		String symbol = aQuote("1.00");
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.buy("nobody", symbol, 1));
	}

	@ParameterizedTest
	@ValueSource(doubles = { 0, -1, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY })
	void buyRefusesAQuantityNotPositiveOrNotFinite(double quantity) {
		Account account = this.trade.register(aRegistration().build());
		String symbol = aQuote("1.00");
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.buy(account.userId(), symbol, quantity));
	}

	@ParameterizedTest
	@ValueSource(doubles = { 0, -2, Double.NaN, Double.POSITIVE_INFINITY })
	void sellEnhancedRefusesAQuantityNotPositiveOrNotFinite(double quantity) {
		Account account = this.trade.register(aRegistration().build());
		Order buy = this.trade.buy(account.userId(), aQuote("1.00"), 5);
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.sellEnhanced(account.userId(), buy.holdingId(), quantity));
	}

	@Test
	void sellRefusesTheHoldingOfAnotherAccount() {
		Account owner = this.trade.register(aRegistration().build());
		Account other = this.trade.register(aRegistration().build());
		Order buy = this.trade.buy(owner.userId(), aQuote("3.00"), 5);

		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.sell(other.userId(), buy.holdingId()));
		assertRefusedWithoutChange(NotFoundException.class,
				() -> this.trade.sellEnhanced(other.userId(), buy.holdingId(), 1));
		assertRefusedWithoutChange(NotFoundException.class,
				() -> this.trade.getHolding(other.userId(), buy.holdingId()));
	}

	@Test
	void registerRefusesAnExistingUserId() {
		Account existing = this.trade.register(aRegistration().build());
		assertRefusedWithoutChange(DuplicateUserException.class,
				() -> this.trade.register(aRegistration().userId(existing.userId()).build()));
		// user ids are exact: spaces around another user's id are refused, never trimmed
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.register(aRegistration().userId(" " + existing.userId() + " ").build()));
	}

	@Test
	void registerRefusesANegativeOpeningBalance() {
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.register(aRegistration().openBalance("-0.01").build()));
	}

	@Test
	void registerRefusesAnEmptyPasswordAndOverLongFields() {
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.register(aRegistration().password(" ").build()));
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.register(aRegistration().userId("u".repeat(51)).build()));
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.register(aRegistration().password("p".repeat(51)).build()));
	}

	@Test
	void createQuoteRefusesAnExistingSymbolAndABadPrice() {
		String symbol = aQuote("1.00");
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.createQuote(symbol, "Again", BigDecimal.ONE));
		assertRefusedWithoutChange(InvalidInputException.class,
				() -> this.trade.createQuote(aSymbol(), "Free", BigDecimal.ZERO));
	}

	@Test
	void unknownUserReadsAreNotFound() {
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.getAccountData("nobody"));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.getHoldings("nobody"));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.getOrders("nobody"));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.getClosedOrders("nobody"));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.logout("nobody"));
		assertRefusedWithoutChange(NotFoundException.class, () -> this.trade.getQuote("nosuch"));
	}

	private void assertRefusedWithoutChange(Class<? extends TradeException> refusal, ThrowingCallable call) {
		String before = DatabaseSnapshot.of(this.jdbc);
		assertThatExceptionOfType(refusal).isThrownBy(call);
		assertThat(DatabaseSnapshot.of(this.jdbc)).isEqualTo(before);
	}

	private String aQuote(String price) {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

	private BigDecimal balanceOf(Account account) {
		return this.trade.getAccountData(account.userId()).balance();
	}

}
