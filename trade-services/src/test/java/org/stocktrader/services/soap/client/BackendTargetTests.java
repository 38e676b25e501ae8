package org.stocktrader.services.soap.client;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSetting;
import org.stocktrader.services.trade.IdempotentOrders;
import org.stocktrader.services.trade.TradeService;

import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.boot.ssl.SslBundles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.withSettings;

class BackendTargetTests {

	private final TradeService inProcess = mock(TradeService.class,
			withSettings().extraInterfaces(IdempotentOrders.class));

	private final SoapClients soapClients = new SoapClients(
			new BackendProperties(BackendMode.IN_PROCESS, null, null, null, null),
			new DefaultListableBeanFactory().getBeanProvider(SslBundles.class));

	@AfterEach
	void close() throws Exception {
		this.soapClients.destroy();
	}

	@Test
	void theInProcessBackEndTakesEveryCallWithItsKeys() {
		given(((IdempotentOrders) this.inProcess).acceptsKeys()).willReturn(true);
		BackendTradeService service = BackendTarget.proxy(this.inProcess, setting(Backend.IN_PROCESS),
				this.soapClients);

		service.getQuote("s:1");
		service.sell("uid:1", 7, 2.0, "key:1");

		verify(this.inProcess).getQuote("s:1");
		verify((IdempotentOrders) this.inProcess).sell("uid:1", 7, 2.0, "key:1");
		assertThat(service.acceptsKeys()).isTrue();
	}

	@Test
	void theSoapBackEndTakesNoKeys() {
		BackendTradeService service = BackendTarget.proxy(this.inProcess,
				setting(Backend.parse("http://127.0.0.1:9/services/TradeServices")), this.soapClients);

		assertThat(service.acceptsKeys()).isFalse();
	}

	private static LiveSetting<Backend> setting(Backend backend) {
		return LiveSetting.of("backend", "Back end", "trade.backend.mode", Backend.CODEC, backend, true);
	}

}
