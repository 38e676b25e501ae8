package org.stocktrader.services.soap;

import java.math.BigDecimal;

import jakarta.xml.ws.soap.SOAPFaultException;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stocktrader.services.soap.daytraderclient.AccountDataBean;
import org.stocktrader.services.soap.daytraderclient.AccountProfileDataBean;
import org.stocktrader.services.soap.daytraderclient.HoldingDataBean;
import org.stocktrader.services.soap.daytraderclient.MarketSummaryDataBeanWS;
import org.stocktrader.services.soap.daytraderclient.OrderDataBean;
import org.stocktrader.services.soap.daytraderclient.QuoteDataBean;
import org.stocktrader.services.soap.daytraderclient.RunStatsDataBean;
import org.stocktrader.services.soap.daytraderclient.TradeWSServices;
import org.stocktrader.services.trade.NotFoundException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.stocktrader.services.soap.ServiceFixtures.PASSWORD;
import static org.stocktrader.services.soap.ServiceFixtures.aQuote;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;
import static org.stocktrader.services.soap.ServiceFixtures.aUserId;

/**
 * A DayTrader client: generated at build time from DayTrader's WSDL exactly as published
 * (namespace {@code http://daytrader.samples.geronimo.apache.org},
 * {@code SOAPAction ""}), calling every operation of that WSDL at DayTrader's path and at
 * IBM Trade's path, where the body's namespace selects DayTrader's contract.
 */
class DayTraderClientIntegrationTests extends ServicesIntegrationTestSupport {

	TradeWSServices client(String path) {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(TradeWSServices.class);
		factory.setAddress(url(path));
		// the operator operations are among those tested
		factory.setUsername(OPERATOR);
		factory.setPassword(OPERATOR_PASSWORD);
		return factory.create(TradeWSServices.class);
	}

	@ParameterizedTest
	@ValueSource(strings = { "/daytrader/services/TradeWSServices", "/trade/services/TradeWSServices" })
	void accountOperations(String path) {
		TradeWSServices client = client(path);
		String userId = aUserId();
		AccountDataBean registered = client.register(userId, "pw", "Full", "Addr", "e@x", "cc",
				new BigDecimal("250000.00"));
		assertThat(registered.getProfileID()).isEqualTo(userId);
		assertThat(registered.getBalance()).isEqualByComparingTo("250000.00");
		AccountDataBean account = client.login(userId, "pw");
		assertThat(account.getLoginCount()).isEqualTo(1);
		assertThat(account.getAccountID()).isEqualTo(registered.getAccountID());
		assertThat(client.login(userId, "wrong")).isNull();
		client.logout(userId);
		assertThat(client.getAccountData(userId).getLogoutCount()).isEqualTo(1);
		AccountProfileDataBean profile = client.getAccountProfileData(userId);
		assertThat(profile.getFullName()).isEqualTo("Full");
		profile.setEmail("new@x");
		profile.setPassword("pw");
		assertThat(client.updateAccountProfile(profile).getEmail()).isEqualTo("new@x");
		assertThat(this.trade.getAccountProfileData(userId).email()).isEqualTo("new@x");
	}

	@ParameterizedTest
	@ValueSource(strings = { "/daytrader/services/TradeWSServices", "/trade/services/TradeWSServices" })
	void quoteOperations(String path) {
		TradeWSServices client = client(path);
		String symbol = ServiceFixtures.aSymbol();
		QuoteDataBean created = client.createQuote(symbol, "DayTrader Co", new BigDecimal("50.00"));
		assertThat(created.getSymbol()).isEqualTo(symbol);
		assertThat(created.getCompanyName()).isEqualTo("DayTrader Co");
		assertThat(client.getQuote(symbol).getPrice()).isEqualByComparingTo("50.00");
		assertThat(client.getAllQuotes().getQuoteDataBean()).extracting(QuoteDataBean::getSymbol).contains(symbol);
		assertThat(client.updateQuotePriceVolume(symbol, new BigDecimal("51.00"), 10).getPrice())
			.isEqualByComparingTo("51.00");
		assertThat(this.trade.getQuote(symbol).volume()).isEqualTo(10.0);
		ServiceFixtures.marketQuotes(this.trade);
		MarketSummaryDataBeanWS summary = client.getMarketSummary();
		assertThat(summary.getTSIA()).isPositive();
		assertThat(summary.getTopGainers().getQuoteDataBean()).isNotEmpty();
		assertThat(summary.getSummaryDate()).isNotNull();
	}

	@ParameterizedTest
	@ValueSource(strings = { "/daytrader/services/TradeWSServices", "/trade/services/TradeWSServices" })
	void tradingOperations(String path) {
		TradeWSServices client = client(path);
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		OrderDataBean buy = client.buy(userId, symbol, 3, 0);
		assertThat(buy.getOrderType()).isEqualTo("buy");
		assertThat(buy.getSymbol()).isEqualTo(symbol);
		HoldingDataBean holding = client.getHoldings(userId).getHoldingDataBean().get(0);
		assertThat(holding.getQuoteID()).isEqualTo(symbol);
		assertThat(client.getHolding(holding.getHoldingID()).getQuantity()).isEqualTo(3.0);
		assertThat(client.completeOrder(buy.getOrderID(), false).getOrderID()).isEqualTo(buy.getOrderID());
		client.queueOrder(buy.getOrderID(), false);
		client.orderCompleted(userId, buy.getOrderID());
		OrderDataBean sell = client.sell(userId, holding.getHoldingID(), 0);
		assertThat(sell.getOrderType()).isEqualTo("sell");
		assertThat(client.getOrders(userId).getOrderDataBean()).extracting(OrderDataBean::getOrderID)
			.containsExactlyInAnyOrder(buy.getOrderID(), sell.getOrderID());
		assertThat(client.getClosedOrders(userId).getOrderDataBean()).isNotEmpty()
			.allSatisfy((order) -> assertThat(order.getOrderStatus()).isEqualTo("completed"));
		assertThat(client.getHoldings(userId).getHoldingDataBean()).isEmpty();
		assertThat(client.login(userId, PASSWORD)).isNotNull();
		RunStatsDataBean stats = client.resetTrade(false);
		assertThat(stats.getTradeStockCount()).isPositive();
	}

	@ParameterizedTest
	@ValueSource(strings = { "/daytrader/services/TradeWSServices", "/trade/services/TradeWSServices" })
	void cancelOrderOfAnExecutedOrderIsAClientFault(String path) {
		String userId = aUser(this.trade);
		int orderId = this.trade.buy(userId, aQuote(this.trade, "10.00"), 1).orderId();
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> client(path).cancelOrder(orderId, false))
			.satisfies((ex) -> assertThat(ex.getFault().getFaultCodeAsQName().getLocalPart()).isEqualTo("Client"));
		assertThat(this.trade.getOrders(userId).get(0).status().code()).isEqualTo("closed");
	}

	@ParameterizedTest
	@ValueSource(strings = { "/daytrader/services/TradeWSServices", "/trade/services/TradeWSServices" })
	void unknownKeysAnswerAsDayTraderDoes(String path) {
		TradeWSServices client = client(path);
		assertThat(client.getQuote("zz:none")).isNull();
		assertThat(client.getHolding(Integer.MAX_VALUE)).isNull();
		assertThat(client.getAccountProfileData("no:one")).isNull();
		assertThat(client.getHoldings("no:one").getHoldingDataBean()).isEmpty();
		assertThat(client.getClosedOrders("no:one").getOrderDataBean()).isEmpty();
		assertThat(client.login("no:one", "x")).isNull();
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> client.getAccountData("no:one"))
			.satisfies((ex) -> assertThat(ex.getFault().getFaultCodeAsQName().getLocalPart()).isEqualTo("Client"));
		assertThatExceptionOfType(SOAPFaultException.class).isThrownBy(() -> client.getOrders("no:one"));
		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> this.trade.getQuote("zz:none"));
	}

}
