package org.stocktrader.services.trade;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.order.Order;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@DirtiesContext(classMode = DirtiesContext.ClassMode.BEFORE_EACH_TEST_METHOD)
@RealDatabase
class ResetTradeIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	JdbcClient jdbc;

	@Test
	void resetKeepsTheLoadedUsersAndRemovesTheOthersWithTheirData() {
		this.trade.createQuote("s:0", "S0 Incorporated", new BigDecimal("10.00"));
		this.trade.createQuote("s:1", "S1 Incorporated", new BigDecimal("20.00"));
		Account loaded = this.trade.register(aRegistration().userId("uid:0").build());
		Account newcomer = this.trade.register(aRegistration().userId("ru:1").build());
		Order kept = this.trade.buy(loaded.userId(), "s:0", 1);
		this.trade.buy(newcomer.userId(), "s:1", 2);
		Order sold = this.trade.buy(newcomer.userId(), "s:1", 3);
		this.trade.sell(newcomer.userId(), sold.holdingId());
		this.trade.login(loaded.userId(), "xxx");
		this.trade.login(newcomer.userId(), "xxx");
		this.trade.logout(newcomer.userId());

		RunStats stats = this.trade.resetTrade(false);

		assertThat(stats).isEqualTo(new RunStats(1, 1, 2, 1, 2, 3, 1, 0, 0, 3, 4, 2));
		assertThat(this.trade.getOrders(loaded.userId())).containsExactly(kept);
		assertThat(this.trade.getHoldings(loaded.userId())).hasSize(1);
		assertThatExceptionOfType(NotFoundException.class)
			.isThrownBy(() -> this.trade.getAccountData(newcomer.userId()));
		assertThatExceptionOfType(NotFoundException.class)
			.isThrownBy(() -> this.trade.getAccountProfileData(newcomer.userId()));
		assertThat(this.trade.getAllQuotes()).hasSize(2);
	}

	@Test
	void resetWithDeleteAllEmptiesEveryTradingTable() {
		this.trade.createQuote("s:0", "S0 Incorporated", new BigDecimal("10.00"));
		Account loaded = this.trade.register(aRegistration().userId("uid:0").build());
		this.trade.buy(loaded.userId(), "s:0", 1);

		RunStats stats = this.trade.resetTrade(true);

		assertThat(stats.orderCount()).isEqualTo(1);
		assertThat(stats.deletedOrderCount()).isEqualTo(1);
		assertThat(stats.tradeUserCount()).isEqualTo(1);
		assertThat(this.jdbc.sql("""
				select (select count(*) from accountprofile) + (select count(*) from account)
					+ (select count(*) from quote) + (select count(*) from holding) + (select count(*) from orders)
				""").query(Integer.class).single()).isZero();
	}

}
