package org.stocktrader.services.soap;

import java.math.BigDecimal;
import java.util.List;

import jakarta.xml.ws.soap.SOAPFaultException;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.soap.contract.AccountDataBean;
import org.stocktrader.services.soap.contract.AccountProfileDataBean;
import org.stocktrader.services.soap.contract.HoldingDataBean;
import org.stocktrader.services.soap.contract.ITradeServices;
import org.stocktrader.services.soap.contract.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.contract.OrderDataBean;
import org.stocktrader.services.soap.contract.QuoteDataBean;
import org.stocktrader.services.soap.contract.RunStatsDataBean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.soap.ServiceFixtures.PASSWORD;
import static org.stocktrader.services.soap.ServiceFixtures.aQuote;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;
import static org.stocktrader.services.soap.ServiceFixtures.aUserId;

/**
 * A typed client generated from our WSDL calls every {@code ITradeServices} operation on
 * a running server.
 */
class TradeServicesClientIntegrationTests extends ServicesIntegrationTestSupport {

	ITradeServices client;

	@BeforeEach
	void client() {
		this.client = client("/services/TradeServices");
	}

	ITradeServices client(String path) {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(ITradeServices.class);
		factory.setAddress(url(path));
		// the operator operations are among those tested
		factory.setUsername(OPERATOR);
		factory.setPassword(OPERATOR_PASSWORD);
		return factory.create(ITradeServices.class);
	}

	@Test
	void loginReturnsTheAccountAndCountsTheLogin() {
		String userId = aUser(this.trade);
		AccountDataBean account = this.client.login(userId, PASSWORD);
		assertThat(account.getProfileID()).isEqualTo(userId);
		assertThat(account.getLoginCount()).isEqualTo(1);
		assertThat(account.getBalance()).isEqualByComparingTo("100000");
		assertThat(account.getOpenBalance()).isEqualByComparingTo("100000");
		assertThat(account.getCreationDate()).isNotNull();
	}

	@Test
	void loginWithAWrongPasswordReturnsNil() {
		String userId = aUser(this.trade);
		assertThat(this.client.login(userId, "wrong")).isNull();
		assertThat(this.client.login(aUserId(), PASSWORD)).isNull();
	}

	@Test
	void logoutCountsTheLogout() {
		String userId = aUser(this.trade);
		this.client.logout(userId);
		assertThat(this.client.getAccountData(userId).getLogoutCount()).isEqualTo(1);
	}

	@Test
	void registerOpensAnAccount() {
		String userId = aUserId();
		AccountDataBean account = this.client.register(userId, "pw", "Full Name", "Street", "a@b.c", "1111",
				new BigDecimal("5000.00"));
		assertThat(account.getProfileID()).isEqualTo(userId);
		assertThat(account.getBalance()).isEqualByComparingTo("5000");
		assertThat(this.client.login(userId, "pw")).isNotNull();
	}

	@Test
	void registerATakenUserIdFaultsAndChangesNothing() {
		String userId = aUser(this.trade);
		assertThatExceptionOfType(SOAPFaultException.class)
			.isThrownBy(() -> this.client.register(userId, "other", "X", "Y", "z@z", "1", new BigDecimal("1.00")))
			.satisfies((ex) -> assertThat(ex.getFault().getFaultString()).contains(userId));
		assertThat(this.client.login(userId, PASSWORD)).isNotNull();
	}

	@Test
	void accountProfileCanBeReadAndUpdated() {
		String userId = aUser(this.trade);
		AccountProfileDataBean profile = this.client.getAccountProfileData(userId);
		assertThat(profile.getUserID()).isEqualTo(userId);
		assertThat(profile.getFullName()).isEqualTo("Test " + userId);
		profile.setFullName("New Name");
		profile.setPassword("newpw");
		AccountProfileDataBean updated = this.client.updateAccountProfile(profile);
		assertThat(updated.getFullName()).isEqualTo("New Name");
		assertThat(this.client.getAccountProfileData(userId).getFullName()).isEqualTo("New Name");
		assertThat(this.client.login(userId, "newpw")).isNotNull();
	}

	@Test
	void unknownUserIsANilAccountAsStockTraderAnswersIt() {
		assertThat(this.client.getAccountData("nobody:here")).isNull();
		assertThat(this.client.getAccountProfileData("nobody:here")).isNull();
		assertThat(this.client.getOrders("nobody:here").getOrderDataBean()).isEmpty();
	}

	@Test
	void writeForAnUnknownUserFaultsWithAClearMessage() {
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> this.client.logout("nobody:here"))
			.satisfies((ex) -> {
				assertThat(ex.getFault().getFaultCodeAsQName().getLocalPart()).isEqualTo("Client");
				assertThat(ex.getFault().getFaultString()).contains("nobody:here");
			});
	}

	@Test
	void buyOpensAHoldingAndSellClosesIt() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "20.00");
		OrderDataBean buy = this.client.buy(userId, symbol, 10.0, 0);
		assertThat(buy.getOrderType()).isEqualTo("buy");
		assertThat(buy.getSymbol()).isEqualTo(symbol);
		assertThat(buy.getQuantity()).isEqualTo(10.0);
		assertThat(buy.getOrderFee()).isPositive();
		List<HoldingDataBean> holdings = this.client.getHoldings(userId).getHoldingDataBean();
		assertThat(holdings).hasSize(1);
		HoldingDataBean holding = holdings.get(0);
		assertThat(holding.getQuoteID()).isEqualTo(symbol);
		assertThat(holding.getPrice()).isNotNull();
		assertThat(this.client.getHolding(userId, holding.getHoldingID()).getQuantity()).isEqualTo(10.0);
		assertThat(this.client.getHolding(null, holding.getHoldingID()).getQuoteID()).isEqualTo(symbol);
		OrderDataBean sell = this.client.sell(userId, holding.getHoldingID(), 0);
		assertThat(sell.getOrderType()).isEqualTo("sell");
		assertThat(sell.getQuantity()).isEqualTo(10.0);
		assertThat(this.client.getHoldings(userId).getHoldingDataBean()).isEmpty();
		assertThat(this.client.getOrders(userId).getOrderDataBean()).extracting(OrderDataBean::getOrderType)
			.containsExactly("sell", "buy");
		assertThat(this.client.getTopOrders(userId).getOrderDataBean()).hasSize(2);
		assertThat(this.client.getClosedOrders(userId).getOrderDataBean())
			.allSatisfy((order) -> assertThat(order.getOrderStatus()).isEqualTo("completed"));
		assertThat(this.client.getClosedOrders(userId).getOrderDataBean()).isEmpty();
	}

	@Test
	void sellEnhancedSellsPartOfAHolding() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "5.00");
		this.client.buy(userId, symbol, 10.0, 0);
		int holdingId = this.client.getHoldings(userId).getHoldingDataBean().get(0).getHoldingID();
		OrderDataBean sell = this.client.sellEnhanced(userId, holdingId, 4.0);
		assertThat(sell.getQuantity()).isEqualTo(4.0);
		assertThat(this.client.getHolding(userId, holdingId).getQuantity()).isEqualTo(6.0);
	}

	@Test
	void buyWithAnInvalidQuantityFaultsAndChangesNothing() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "5.00");
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> this.client.buy(userId, symbol, -1.0, 0))
			.satisfies((ex) -> assertThat(ex.getFault().getFaultString()).contains("quantity"));
		assertThat(this.client.getOrders(userId).getOrderDataBean()).isEmpty();
		assertThat(this.client.getAccountData(userId).getBalance()).isEqualByComparingTo("100000");
	}

	@Test
	void quotesCanBeCreatedReadAndUpdated() {
		String symbol = ServiceFixtures.aSymbol();
		QuoteDataBean created = this.client.createQuote(symbol, "Acme", new BigDecimal("12.50"));
		assertThat(created.getSymbol()).isEqualTo(symbol);
		assertThat(created.getPrice()).isEqualByComparingTo("12.50");
		assertThat(this.client.getQuote(symbol).getCompanyName()).isEqualTo("Acme");
		String other = aQuote(this.trade, "3.00");
		assertThat(this.client.getQuotes(symbol + "," + other).getQuoteDataBean()).extracting(QuoteDataBean::getSymbol)
			.containsExactly(symbol, other);
		assertThat(this.client.getAllQuotes().getQuoteDataBean()).extracting(QuoteDataBean::getSymbol)
			.contains(symbol, other);
		QuoteDataBean updated = this.client.updateQuotePriceVolume(symbol, new BigDecimal("13.00"), 100.0);
		assertThat(updated.getPrice()).isEqualByComparingTo("13.00");
		assertThat(updated.getVolume()).isEqualTo(100.0);
		assertThat(this.client.getQuote("")).isNull();
	}

	@Test
	void unknownQuoteIsANilQuote() {
		assertThat(this.client.getQuote("zz:none")).isNull();
	}

	@Test
	void marketSummaryHasTheIndexAndTopMovers() {
		ServiceFixtures.marketQuotes(this.trade);
		MarketSummaryDataBeanWS summary = this.client.getMarketSummary();
		assertThat(summary.getTSIA()).isPositive();
		assertThat(summary.getOpenTSIA()).isPositive();
		assertThat(summary.getTopGainers().getQuoteDataBean()).isNotEmpty();
		assertThat(summary.getTopLosers().getQuoteDataBean()).isNotEmpty();
		assertThat(summary.getSummaryDate()).isNotNull();
	}

	@Test
	void ibmOrderOperationsCompleteAndCancelOrders() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "5.00");
		OrderDataBean buy = this.client.buy(userId, symbol, 1.0, 0);
		OrderDataBean completed = this.client.completeOrder(buy.getOrderID(), false);
		assertThat(completed.getOrderID()).isEqualTo(buy.getOrderID());
		assertThat(completed.getOrderStatus()).isIn("closed", "completed");
		this.client.queueOrder(buy.getOrderID(), false);
		this.client.orderCompleted(userId, buy.getOrderID());
		assertThatExceptionOfType(SOAPFaultException.class)
			.isThrownBy(() -> this.client.cancelOrder(buy.getOrderID(), false));
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> this.client.cancelOrder(-5, false));
	}

	@Test
	void resetTradeReportsRunStatistics() {
		aUser(this.trade);
		RunStatsDataBean stats = this.client.resetTrade(false);
		assertThat(stats.getTradeStockCount()).isPositive();
		assertThat(stats.getNewUserCount()).isNotNegative();
	}

	@Test
	void emptyMethodActionAndIsOnlineAnswer() {
		this.client.emptyMethodAction();
		this.client.isOnline();
	}

	@Test
	void theOriginalProductsPathsServeTheSameContract() {
		String symbol = aQuote(this.trade, "7.00");
		for (String path : List.of("/trade/services/TradeWSServices", "/TradeServiceWcf/TradeServiceWcf.svc",
				"/TradeWebBSL/tradeBSL.svc")) {
			assertThat(client(path).getQuote(symbol).getPrice()).as(path).isEqualByComparingTo("7.00");
		}
	}

}
