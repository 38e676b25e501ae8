package org.stocktrader.services.trade;

import java.math.BigDecimal;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * The bounds of issue 13 in the service: exact user ids, buying power, the maximum order,
 * selling no more than held, required profile fields, login throttling; each refusal
 * changes nothing.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "trade.login-failures-per-user=3", "trade.max-order-quantity=5000" })
@Import(FixedPriceChange.class)
@RealDatabase
class InputBoundsIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	JdbcClient jdbc;

	@BeforeEach
	void priceStaysPut() {
		FixedPriceChange.set("1");
	}

	@ParameterizedTest
	@ValueSource(strings = { "\u0000%s", "%s\r\n", "%s ", " %s", "%s\u0000", "%s\t" })
	void loginTakesTheUserIdExactly(String pattern) {
		Account account = this.trade.register(aRegistration().password("pw").build());
		String variant = pattern.formatted(account.userId());

		boolean signedIn;
		try {
			signedIn = this.trade.login(variant, "pw").isPresent();
		}
		catch (InvalidInputException ex) {
			signedIn = false;
		}

		assertThat(signedIn).isFalse();
		assertThat(this.trade.getAccountData(account.userId()).loginCount()).isZero();
	}

	@Test
	void aBuyCostingMoreThanTheCashIsRefused() {
		Account account = this.trade.register(aRegistration().openBalance("1000.00").build());
		String symbol = aQuote("10.00");

		// 98 x 10 + 15.95 = 995.95 fits; 99 x 10 + 15.95 = 1,005.95 does not
		assertRefusedWithoutChange(Refusal.REFUSED, () -> this.trade.buy(account.userId(), symbol, 99));
		Order order = this.trade.buy(account.userId(), symbol, 98);

		assertThat(order.quantity()).isEqualByComparingTo("98");
		assertThat(this.trade.getAccountData(account.userId()).balance()).isEqualByComparingTo("4.05");
	}

	@ParameterizedTest
	@ValueSource(doubles = { Double.NaN, Double.POSITIVE_INFINITY, -1, 0, 4.9e-324, 0.00001, 5000.5, 2.1e9 })
	void badQuantitiesAreRefused(double quantity) {
		Account account = this.trade.register(aRegistration().openBalance("100000.00").build());
		String symbol = aQuote("1.00");

		assertRefusedWithoutChange(Refusal.INVALID_INPUT, () -> this.trade.buy(account.userId(), symbol, quantity));
	}

	@Test
	void sellPartRefusesMoreThanTheHoldingWhileSellEnhancedSellsItAll() {
		Account account = this.trade.register(aRegistration().openBalance("100000.00").build());
		String symbol = aQuote("2.00");
		this.trade.buy(account.userId(), symbol, 10);
		Holding holding = this.trade.getHoldings(account.userId()).get(0);

		assertRefusedWithoutChange(Refusal.REFUSED,
				() -> this.trade.sellPart(account.userId(), holding.holdingId(), 11));
		Order sold = this.trade.sellEnhanced(account.userId(), holding.holdingId(), 11);

		assertThat(sold.quantity()).isEqualByComparingTo("10");
		assertThat(this.trade.getHoldings(account.userId())).isEmpty();
	}

	@Test
	void anEmptyProfileUpdateIsRefused() {
		Account account = this.trade.register(aRegistration().build());
		AccountProfile before = this.trade.getAccountProfileData(account.userId());

		assertRefusedWithoutChange(Refusal.INVALID_INPUT,
				() -> this.trade.updateAccountProfile(new AccountProfile(account.userId(), "", "", "", "", "")));
		assertRefusedWithoutChange(Refusal.INVALID_INPUT, () -> this.trade
			.updateAccountProfile(new AccountProfile(account.userId(), null, null, null, null, null)));

		assertThat(this.trade.getAccountProfileData(account.userId())).isEqualTo(before);
	}

	@ParameterizedTest
	@ValueSource(strings = { "a b", "a|b", "a{b", "a}b", "a^b", "a\\b", "a<b", "a>b", "a\u0000b", "a/b", "a?b", "a#b" })
	void registrationRefusesUserIdsAUrlCannotCarry(String userId) {
		assertRefusedWithoutChange(Refusal.INVALID_INPUT,
				() -> this.trade.register(aRegistration().userId(userId).build()));
	}

	@Test
	void theDemoUsersStoredValuesStayUpdatable() {
		Account account = this.trade.register(aRegistration().build());
		// as db-loader's Generator writes them, and as the benchmark scripts send them
		AccountProfile demo = new AccountProfile(account.userId(), null, "first:12 last:3456", "789 Oak St.",
				"uid:5@37.com", "12-345-678-901");
		AccountProfile bench = new AccountProfile(account.userId(), "xxx", "first:uid:5 last:bench", "1 Oak St.",
				"uid:5@bench.example.org", "123-fake-ccnum-456");

		assertThat(this.trade.updateAccountProfile(demo).email()).isEqualTo("uid:5@37.com");
		assertThat(this.trade.updateAccountProfile(bench).creditCard()).isEqualTo("123-fake-ccnum-456");
	}

	@Test
	void failedLoginsAreThrottledPerUserIdAndASuccessClearsThem() {
		Account account = this.trade.register(aRegistration().password("pw").build());
		for (int i = 0; i < 2; i++) {
			assertThat(this.trade.login(account.userId(), "wrong")).isEmpty();
		}
		assertThat(this.trade.login(account.userId(), "pw")).isPresent();
		for (int i = 0; i < 3; i++) {
			assertThat(this.trade.login(account.userId(), "wrong")).isEmpty();
		}

		assertThatExceptionOfType(TradeException.class).isThrownBy(() -> this.trade.login(account.userId(), "pw"))
			.satisfies((ex) -> assertThat(ex.reason()).isEqualTo(Refusal.THROTTLED))
			.withMessageContaining("try again");
	}

	private void assertRefusedWithoutChange(Refusal reason, ThrowingCallable call) {
		String before = DatabaseSnapshot.of(this.jdbc);
		assertThatExceptionOfType(TradeException.class).isThrownBy(call)
			.satisfies((ex) -> assertThat(ex.reason()).isEqualTo(reason));
		assertThat(DatabaseSnapshot.of(this.jdbc)).isEqualTo(before);
	}

	private String aQuote(String price) {
		String symbol = aSymbol();
		this.trade.createQuote(symbol, "Company " + symbol, new BigDecimal(price));
		return symbol;
	}

}
