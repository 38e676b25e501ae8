package org.stocktrader.services.soap.client;

import java.math.BigDecimal;
import java.net.URI;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.services.soap.ServicesIntegrationTestSupport;
import org.stocktrader.services.trade.DuplicateUserException;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.InvalidInputException;
import org.stocktrader.services.trade.NotFoundException;
import org.stocktrader.services.trade.Refusal;
import org.stocktrader.services.trade.TradeException;
import org.stocktrader.services.trade.TradeService;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * The SOAP client back end against a running StockTrader: the same records and the same
 * exceptions as the in-process service.
 */
class SoapTradeServiceIntegrationTests extends ServicesIntegrationTestSupport {

	Bus bus;

	TradeService remote;

	int sequence;

	@BeforeEach
	void remote() {
		this.bus = BusFactory.newInstance().createBus();
		BackendProperties properties = new BackendProperties(BackendMode.SOAP,
				URI.create(url("/services/TradeServices")), null, null, null);
		this.remote = SoapClientConfiguration.soapTradeService(properties.url(), properties, null, this.bus);
	}

	@AfterEach
	void shutdown() {
		this.bus.shutdown(true);
	}

	String newUser() {
		String userId = "sc:" + (System.nanoTime() % 1_000_000) + ":" + (++this.sequence);
		this.trade
			.register(new Registration(userId, "pw", "Soap Client", "Street", "s@c", "1", new BigDecimal("50000.00")));
		return userId;
	}

	String newSymbol() {
		String symbol = "sq:" + (System.nanoTime() % 10_000) + (++this.sequence);
		this.trade.createQuote(symbol, "Soap Co", new BigDecimal("8.00"));
		return symbol;
	}

	@Test
	void readsAnswerTheSameRecordsAsInProcess() {
		String userId = newUser();
		String symbol = newSymbol();
		this.trade.buy(userId, symbol, 3);
		assertThat(this.remote.getAccountData(userId)).isEqualTo(this.trade.getAccountData(userId));
		assertThat(this.remote.getAccountProfileData(userId)).isEqualTo(this.trade.getAccountProfileData(userId));
		assertThat(this.remote.getQuote(symbol)).isEqualTo(this.trade.getQuote(symbol));
		assertThat(this.remote.getHoldings(userId))
			.usingRecursiveFieldByFieldElementComparatorIgnoringFields("accountId")
			.isEqualTo(this.trade.getHoldings(userId));
		assertThat(this.remote.getOrders(userId))
			.usingRecursiveFieldByFieldElementComparatorIgnoringFields("accountId", "holdingId")
			.isEqualTo(this.trade.getOrders(userId));
		assertThat(this.remote.getMarketSummary().tsia()).isEqualByComparingTo(this.trade.getMarketSummary().tsia());
		assertThat(this.remote.isOnline()).isTrue();
	}

	@Test
	void writesWorkThroughTheRemote() {
		String userId = "sc:new:" + (++this.sequence) + System.nanoTime() % 100_000;
		this.remote.register(new Registration(userId, "pw", "N", "A", "n@a.example", "c", new BigDecimal("1000.00")));
		assertThat(this.remote.login(userId, "pw")).isPresent();
		assertThat(this.remote.login(userId, "bad")).isEmpty();
		String symbol = newSymbol();
		var order = this.remote.buy(userId, symbol, 2);
		assertThat(order.symbol()).isEqualTo(symbol);
		int holdingId = this.trade.getHoldings(userId).get(0).holdingId();
		assertThat(this.remote.sellEnhanced(userId, holdingId, 1).quantity()).isEqualByComparingTo("1.0");
		assertThat(this.trade.getHolding(userId, holdingId).quantity()).isEqualByComparingTo("1.0");
		this.remote.logout(userId);
		assertThat(this.trade.getAccountData(userId).logoutCount()).isEqualTo(1);
	}

	@Test
	void aSellOfMoreThanHeldWithAKeyIsRefusedAsInProcess() {
		String userId = newUser();
		String symbol = newSymbol();
		this.trade.buy(userId, symbol, 2);
		int holdingId = this.trade.getHoldings(userId).get(0).holdingId();
		IdempotentOrders inProcess = (IdempotentOrders) this.trade;
		IdempotentOrders remoteOrders = (IdempotentOrders) this.remote;

		Throwable refusedInProcess = catchThrowable(() -> inProcess.sell(userId, holdingId, 3.0, "key:1"));
		Throwable refusedRemotely = catchThrowable(() -> remoteOrders.sell(userId, holdingId, 3.0, "key:2"));

		assertThat(refusedInProcess).isInstanceOfSatisfying(TradeException.class,
				(ex) -> assertThat(ex.reason()).isEqualTo(Refusal.REFUSED));
		assertThat(refusedRemotely).isExactlyInstanceOf(refusedInProcess.getClass())
			.hasMessage(refusedInProcess.getMessage());
		assertThat(this.trade.getHolding(userId, holdingId).quantity()).isEqualByComparingTo("2.0");
		assertThat(this.trade.getOrders(userId)).hasSize(1);
		assertThat(remoteOrders.acceptsKeys()).isFalse();
		assertThat(remoteOrders.sell(userId, holdingId, 1.0, "key:3").quantity()).isEqualByComparingTo("1.0");
	}

	@Test
	void faultsBecomeTheSameDomainExceptions() {
		String userId = newUser();
		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> this.remote.getAccountData("no:one"));
		assertThatExceptionOfType(DuplicateUserException.class)
			.isThrownBy(() -> this.remote
				.register(new Registration(userId, "x", "N", "A", "n@a.example", "c", new BigDecimal("1.00"))))
			.withMessage(new DuplicateUserException(userId).getMessage());
		String symbol = newSymbol();
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> this.remote.buy(userId, symbol, -1));
		assertThatExceptionOfType(NotFoundException.class).isThrownBy(() -> this.remote.getQuote("zz:none"));
	}

}
