package org.stocktrader.services.trade.inprocess;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.stocktrader.services.settings.LiveSetting;

import org.springframework.mock.env.MockEnvironment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class MarketSummaryExpirySettingTests {

	private final TradeConfiguration configuration = new TradeConfiguration();

	@Test
	void threeMinutesUnlessSet() {
		LiveSetting<Duration> setting = this.configuration.marketSummaryExpirySetting(new MockEnvironment());
		assertThat(setting.get()).isEqualTo(Duration.ofMinutes(3));
		assertThat(setting.property()).isEqualTo("trade.market-summary-expiry");
	}

	@Test
	void theStartUpValueIsReadAsTheOperatorWritesIt() {
		MockEnvironment environment = new MockEnvironment().withProperty("trade.market-summary-expiry", "90 seconds");
		assertThat(this.configuration.marketSummaryExpirySetting(environment).get()).isEqualTo(Duration.ofSeconds(90));
	}

	@Test
	void theEarlierNameIsStillRead() {
		MockEnvironment environment = new MockEnvironment().withProperty("trade.web.market-summary-expiry", "0s");
		assertThat(this.configuration.marketSummaryExpirySetting(environment).get()).isZero();
		environment.setProperty("trade.market-summary-expiry", "1m");
		assertThat(this.configuration.marketSummaryExpirySetting(environment).get()).isEqualTo(Duration.ofMinutes(1));
	}

	@Test
	void anExpiryOutOfRangeStopsTheStartNamingTheProperty() {
		MockEnvironment environment = new MockEnvironment().withProperty("trade.market-summary-expiry", "2 days");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> this.configuration.marketSummaryExpirySetting(environment))
			.withMessage("trade.market-summary-expiry: the expiry must be between 0 seconds and 1 day.");
	}

}
