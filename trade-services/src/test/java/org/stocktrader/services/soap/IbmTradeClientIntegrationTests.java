package org.stocktrader.services.soap;

import java.math.BigDecimal;

import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.soap.ibmtrade.AccountDataBean;
import org.stocktrader.services.soap.ibmtrade.AccountProfileDataBean;
import org.stocktrader.services.soap.ibmtrade.HoldingDataBean;
import org.stocktrader.services.soap.ibmtrade.OrderDataBean;
import org.stocktrader.services.soap.ibmtrade.QuoteDataBean;
import org.stocktrader.services.soap.ibmtrade.TradeWSServices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.stocktrader.services.soap.ServiceFixtures.PASSWORD;
import static org.stocktrader.services.soap.ServiceFixtures.aQuote;
import static org.stocktrader.services.soap.ServiceFixtures.aUser;
import static org.stocktrader.services.soap.ServiceFixtures.aUserId;

/**
 * An IBM Trade 6.1 client: generated from DayTrader's WSDL with IBM Trade's namespace
 * ({@code ibmtrade-TradeServices.wsdl}), so it sends {@code SOAPAction: ""}, the
 * single-id {@code getHolding} and expects {@code HoldingDataBean} without {@code price}.
 * Every operation it declares works at IBM's path.
 */
class IbmTradeClientIntegrationTests extends ServicesIntegrationTestSupport {

	TradeWSServices client;

	@BeforeEach
	void client() {
		JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
		factory.setServiceClass(TradeWSServices.class);
		factory.setAddress(url("/trade/services/TradeWSServices"));
		// the operator operations are among those tested
		factory.setUsername(OPERATOR);
		factory.setPassword(OPERATOR_PASSWORD);
		this.client = factory.create(TradeWSServices.class);
	}

	@Test
	void accountOperations() {
		String userId = aUserId();
		AccountDataBean registered = this.client.register(userId, "pw", "Full", "Addr", "e@x", "cc",
				new BigDecimal("250000.00"));
		assertThat(registered.getProfileID()).isEqualTo(userId);
		AccountDataBean account = this.client.login(userId, "pw");
		assertThat(account.getLoginCount()).isEqualTo(1);
		assertThat(this.client.login(userId, "wrong")).isNull();
		this.client.logout(userId);
		assertThat(this.client.getAccountData(userId).getLogoutCount()).isEqualTo(1);
		AccountProfileDataBean profile = this.client.getAccountProfileData(userId);
		profile.setEmail("new@x");
		profile.setPassword("pw");
		assertThat(this.client.updateAccountProfile(profile).getEmail()).isEqualTo("new@x");
	}

	@Test
	void quoteOperations() {
		String symbol = ServiceFixtures.aSymbol();
		QuoteDataBean created = this.client.createQuote(symbol, "IBM Co", new BigDecimal("50.00"));
		assertThat(created.getSymbol()).isEqualTo(symbol);
		assertThat(this.client.getQuote(symbol).getPrice()).isEqualByComparingTo("50.00");
		assertThat(this.client.getAllQuotes().getQuoteDataBean()).extracting(QuoteDataBean::getSymbol).contains(symbol);
		assertThat(this.client.updateQuotePriceVolume(symbol, new BigDecimal("51.00"), 10).getPrice())
			.isEqualByComparingTo("51.00");
		ServiceFixtures.marketQuotes(this.trade);
		assertThat(this.client.getMarketSummary().getTSIA()).isPositive();
	}

	@Test
	void tradingOperations() {
		String userId = aUser(this.trade);
		String symbol = aQuote(this.trade, "10.00");
		OrderDataBean buy = this.client.buy(userId, symbol, 3, 0);
		assertThat(buy.getOrderType()).isEqualTo("buy");
		HoldingDataBean holding = this.client.getHoldings(userId).getHoldingDataBean().get(0);
		assertThat(holding.getQuoteID()).isEqualTo(symbol);
		assertThat(this.client.getHolding(holding.getHoldingID()).getQuantity()).isEqualTo(3.0);
		assertThat(this.client.completeOrder(buy.getOrderID(), false).getOrderID()).isEqualTo(buy.getOrderID());
		this.client.queueOrder(buy.getOrderID(), false);
		this.client.orderCompleted(userId, buy.getOrderID());
		OrderDataBean sell = this.client.sell(userId, holding.getHoldingID(), 0);
		assertThat(sell.getOrderType()).isEqualTo("sell");
		assertThat(this.client.getOrders(userId).getOrderDataBean()).hasSize(2);
		assertThat(this.client.getClosedOrders(userId).getOrderDataBean()).isNotEmpty();
		assertThat(this.client.login(userId, PASSWORD)).isNotNull();
		assertThat(this.client.resetTrade(false).getTradeStockCount()).isPositive();
	}

}
