package org.stocktrader.services.soap.beans;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Account;
import org.stocktrader.services.soap.contract.AccountDataBean;

import static org.assertj.core.api.Assertions.assertThat;

class AccountBeansTests {

	@Test
	void accountSurvivesTheRoundTrip() {
		Account account = new Account(7, "uid:7", Instant.parse("2026-11-20T08:00:00.123456Z"),
				Instant.parse("2026-11-22T09:30:15.5Z"), 12, 11, new BigDecimal("9876.54"), new BigDecimal("10000.00"));

		assertThat(AccountBeans.toAccount(AccountBeans.toBean(account))).isEqualTo(account);
	}

	@Test
	void accountNeverLoggedInSurvivesTheRoundTripThroughDotNetsMinValue() {
		Account account = new Account(8, "uid:8", Instant.parse("2026-11-20T08:00:00Z"), null, 0, 0,
				new BigDecimal("10000.00"), new BigDecimal("10000.00"));

		AccountDataBean bean = AccountBeans.toBean(account);

		assertThat(bean.getLastLogin().toXMLFormat()).isEqualTo("0001-01-01T00:00:00");
		assertThat(AccountBeans.toAccount(bean)).isEqualTo(account);
	}

	@Test
	void noAccountIsNoBean() {
		assertThat(AccountBeans.toBean(null)).isNull();
	}

}
