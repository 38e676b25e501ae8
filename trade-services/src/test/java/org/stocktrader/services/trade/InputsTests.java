package org.stocktrader.services.trade;

import java.math.BigDecimal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class InputsTests {

	@ParameterizedTest
	@ValueSource(strings = { "NaN", "Infinity", "1e309", "-1", "1e2", "0x10", "\u0661\u0662", "\uFF11", "+5", "1,5",
			"0.00001", "", "5 shares", "99999999999999999999" })
	void pageQuantitiesAreAsciiDecimals(String text) {
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> Inputs.parseQuantity(text));
	}

	@ParameterizedTest
	@ValueSource(strings = { "1", "100", " 7 ", "0.5", "2.0001", ".5" })
	void pageQuantitiesParse(String text) {
		assertThat(Inputs.parseQuantity(text)).isPositive();
	}

	@ParameterizedTest
	@ValueSource(
			strings = { "NaN", "1e3", "\u0661\u0662\u0663", "\uFF11\uFF10", "-1", "1.001", "0x10", "1000000000000" })
	void pageAmountsAreAsciiDecimals(String text) {
		assertThatExceptionOfType(InvalidInputException.class)
			.isThrownBy(() -> Inputs.parseAmount(text, "opening balance", "0"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "uid:0\u0000", "\u0000uid:0", "uid:0\r\n", "a\uD800b",
			"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" })
	void userIdsRefuseControlCharactersAndLength(String userId) {
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> Inputs.userId(userId));
	}

	@ParameterizedTest
	@ValueSource(strings = { "uid:0", "ru:abc123", "first.last@example.org", "o'brien", "a-b_c" })
	void newUserIdsAllowTheOriginalsCharacters(String userId) {
		assertThat(Inputs.newUserId(userId)).isEqualTo(userId);
	}

	@ParameterizedTest
	@ValueSource(strings = { "s:1", " s:199 ", "IBM", "t:12345" })
	void symbolsAreTrimmedAndChecked(String symbol) {
		assertThat(Inputs.symbol(symbol)).isEqualTo(symbol.strip());
	}

	@ParameterizedTest
	@ValueSource(strings = { "s:1\u0000", "s 1", "<s>", "xxxxxxxxxxx", "s;1" })
	void badSymbolsAreRefused(String symbol) {
		assertThatExceptionOfType(InvalidInputException.class).isThrownBy(() -> Inputs.symbol(symbol));
	}

	@ParameterizedTest
	@ValueSource(strings = { "1E+999999999", "1E+12", "-1E+13" })
	void hugeAmountsAreRefusedWithoutBuildingThem(String amount) {
		assertThatExceptionOfType(InvalidInputException.class)
			.isThrownBy(() -> Inputs.money(new BigDecimal(amount), "amount"));
	}

}
