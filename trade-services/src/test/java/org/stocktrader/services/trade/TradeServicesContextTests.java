package org.stocktrader.services.trade;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.services.trade.inprocess.DirectTradeService;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@RealDatabase
class TradeServicesContextTests {

	@Autowired
	TradeService tradeService;

	@Autowired
	JdbcClient jdbc;

	@Test
	void contextStartsOnTheTestDatabaseWithTheSchemaMigrated() {
		assertThat(this.tradeService).isInstanceOf(DirectTradeService.class);
		assertThat(this.tradeService.isOnline()).isTrue();
		assertThat(
				this.jdbc.sql("select count(*) from flyway_schema_history where success").query(Integer.class).single())
			.isPositive();
		assertThat(this.jdbc
			.sql("select count(*) from information_schema.tables where table_name in "
					+ "('account', 'accountprofile', 'holding', 'orders', 'quote')")
			.query(Integer.class)
			.single()).isEqualTo(5);
	}

}
