package org.stocktrader.services.trade;

import java.math.BigDecimal;
import java.util.function.Supplier;

import javax.sql.DataSource;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.db.StatementCounter;
import org.stocktrader.dal.order.Order;
import org.stocktrader.services.quote.QuoteCache;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.stocktrader.services.trade.TradeFixtures.aRegistration;
import static org.stocktrader.services.trade.TradeFixtures.aSymbol;

/**
 * The SQL statements and explicit transactions (BEGIN ... COMMIT) of each service call
 * the pages make, counted on the data source: a read is one statement without a
 * transaction, a page's reads are one statement, a login is a read and an update, a quote
 * read twice costs nothing the second time. The table per page is in the notes
 * (statements per page of the web script).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@Import({ FixedPriceChange.class, StatementCountIntegrationTests.Counting.class })
@RealDatabase
class StatementCountIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	DataSource dataSource;

	@Autowired
	QuoteCache quoteCache;

	@Autowired
	MarketSummaries marketSummaries;

	private Account account;

	private String symbol;

	@BeforeEach
	void anAccountWithAHolding() {
		FixedPriceChange.set("1");
		await().until(this.quoteCache::isActive);
		this.account = this.trade.register(aRegistration().build());
		this.symbol = aSymbol();
		this.trade.createQuote(this.symbol, "Company", new BigDecimal("10.00"));
		this.trade.buy(this.account.userId(), this.symbol, 5);
	}

	@Test
	void loginIsOneReadAndOneUpdateWithoutTransaction() {
		assertThat(count(() -> this.trade.login(this.account.userId(), "xxx"))).isEqualTo(new Count(2, 0));
		// a failure is counted (LoginThrottle): a second statement, on failures only
		assertThat(count(() -> this.trade.login(this.account.userId(), "wrong"))).isEqualTo(new Count(2, 0));
	}

	@Test
	void signInWithTheHomePageAndTheTradeAlertIsTwoStatementsWithoutTransaction() {
		// the hash, then the login counted, the account and holdings read and the
		// executed orders reported in one statement
		assertThat(count(() -> this.trade.signIn(this.account.userId(), "xxx"))).isEqualTo(new Count(2, 0));
		assertThat(count(() -> this.trade.signIn(this.account.userId(), "wrong"))).isEqualTo(new Count(2, 0));
	}

	@Test
	void registrationSigningInIsOneStatement() {
		assertThat(count(() -> this.trade.registerAndLogin(aRegistration().build()))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.register(aRegistration().build()))).isEqualTo(new Count(1, 0));
	}

	@Test
	void theMarketSummaryIsReadOncePerExpiry() {
		// computed now or reused from an earlier test: at most one statement
		assertThat(count(() -> this.trade.getMarketSummary()).statements()).isLessThanOrEqualTo(1);
		// within the default 3 minutes, every later call reuses it
		assertThat(count(() -> this.trade.getMarketSummary())).isEqualTo(new Count(0, 0));
		assertThat(count(() -> this.trade.getMarketSummary())).isEqualTo(new Count(0, 0));
	}

	@Test
	void eachPageReadIsOneStatementWithoutTransaction() {
		String user = this.account.userId();
		assertThat(count(() -> this.trade.getAccountSummary(user))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getAccountOverview(user, false))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getAccountOverview(user, true))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getHoldings(user))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getClosedOrders(user))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getAccountData(user))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getTopOrders(user))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.marketSummaries.fresh())).isEqualTo(new Count(1, 0));
		assertThat(count(() -> {
			this.trade.logout(user);
			return null;
		})).isEqualTo(new Count(1, 0));
	}

	@Test
	void profileUpdateIsOneStatement() {
		AccountProfile profile = new AccountProfile(this.account.userId(), null, "Name", "Address", "e@example.com",
				"1234");
		assertThat(count(() -> this.trade.updateAccountProfile(profile))).isEqualTo(new Count(1, 0));
	}

	@Test
	void quoteReadTwiceCostsOneStatement() {
		String other = aSymbol();
		this.trade.createQuote(other, "Other", new BigDecimal("3.00"));
		assertThat(count(() -> this.trade.getQuotes(other))).isEqualTo(new Count(1, 0));
		assertThat(count(() -> this.trade.getQuotes(other))).isEqualTo(new Count(0, 0));
		assertThat(count(() -> this.trade.getQuote(other))).isEqualTo(new Count(0, 0));
	}

	@Test
	void buyIsOneTransactionOfTwoStatements() {
		// lock the account and the quote in one statement, then one statement inserts the
		// holding, debits, moves the quote, inserts the order closed and notifies the
		// other nodes
		Count buy = count(() -> this.trade.buy(this.account.userId(), this.symbol, 1));
		assertThat(buy).isEqualTo(new Count(2, 1));
		// the same for a buy whose caller reports it (stored completed)
		Count reported = count(
				() -> ((IdempotentOrders) this.trade).buyReported(this.account.userId(), this.symbol, 1, null));
		assertThat(reported).isEqualTo(new Count(2, 1));
	}

	@Test
	void sellIsOneTransactionOfTwoStatements() {
		Order bought = this.trade.buy(this.account.userId(), this.symbol, 2);
		// lock the account, the quote and the holding in one statement; reduce or remove
		// the holding, credit, insert the closed order, move the quote and notify
		Count part = count(() -> this.trade.sellPart(this.account.userId(), bought.holdingId(), 1));
		assertThat(part).isEqualTo(new Count(2, 1));
		Count rest = count(() -> this.trade.sell(this.account.userId(), bought.holdingId()));
		assertThat(rest).isEqualTo(new Count(2, 1));
	}

	private Count count(Supplier<?> call) {
		StatementCounter counter = (StatementCounter) this.dataSource;
		long statements = counter.statements();
		long transactions = counter.transactions();
		call.get();
		return new Count(counter.statements() - statements, counter.transactions() - transactions);
	}

	record Count(long statements, long transactions) {

	}

	/** Counts every statement of the application's data source. */
	@TestConfiguration(proxyBeanMethods = false)
	static class Counting {

		@Bean
		static BeanPostProcessor countingDataSource() {
			return new BeanPostProcessor() {

				@Override
				public Object postProcessAfterInitialization(Object bean, String beanName) {
					if (bean instanceof DataSource target && !(bean instanceof StatementCounter)) {
						return new StatementCounter(target);
					}
					return bean;
				}

			};
		}

	}

}
