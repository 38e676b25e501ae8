package org.stocktrader.services.trade;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TradePropertiesTests {

	@Test
	void defaultsFollowStockTrader() {
		TradeProperties defaults = TradeProperties.defaults();
		assertThat(defaults.orderFee()).isEqualByComparingTo("15.95");
		assertThat(defaults.marketSummarySymbols()).hasSize(100).startsWith("s:100").endsWith("s:199");
		assertThat(defaults.maxQueryOrders()).isEqualTo(250);
		assertThat(defaults.maxQueryTopOrders()).isEqualTo(5);
		assertThat(defaults.maxQueryHoldings()).isEqualTo(250);
		assertThat(defaults.processingMode()).isEqualTo(ProcessingMode.SYNCHRONOUS);
		assertThat(defaults.passwordStrength()).isEqualTo(10);
	}

	@Test
	void marketSummarySymbolsMixRangesAndSymbols() {
		TradeProperties properties = new TradeProperties(null, List.of("x:8..x:10", " y ", "x:9"), 0, 0, 0, null, 4);
		assertThat(properties.marketSummarySymbols()).containsExactly("x:8", "x:9", "x:10", "y");
	}

	@Test
	void refusesAPasswordStrengthBCryptDoesNotSupport() {
		assertThatIllegalArgumentException().isThrownBy(() -> new TradeProperties(null, null, 0, 0, 0, null, 3));
		assertThatIllegalArgumentException().isThrownBy(() -> new TradeProperties(null, null, 0, 0, 0, null, 32));
	}

}
