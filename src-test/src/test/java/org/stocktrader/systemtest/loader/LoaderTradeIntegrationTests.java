package org.stocktrader.systemtest.loader;

import java.math.BigDecimal;
import java.util.List;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.Registration;
import org.stocktrader.dal.db.RealDatabase;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.loader.DataSet;
import org.stocktrader.loader.Loader;
import org.stocktrader.loader.LoaderRun;
import org.stocktrader.loader.Progress;
import org.stocktrader.services.trade.TradeService;
import org.stocktrader.web.StockTraderApplication;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The loader against the real service: load a small set, log in with the generated
 * password, trade through {@link TradeService}, reset, and prove with verify that the
 * data is the loaded set again.
 */
@SpringBootTest(classes = StockTraderApplication.class, webEnvironment = WebEnvironment.NONE,
		properties = { "trade.demo-data.enabled=false", "trade.password-strength=4" })
@RealDatabase
class LoaderTradeIntegrationTests {

	@Autowired
	TradeService trade;

	@Autowired
	DataSource dataSource;

	@Test
	void resetUndoesTradesMadeThroughTheServiceAndVerifyProvesIt() {
		Loader loader = new Loader(this.dataSource, Progress.silent());
		LoaderRun run = loader.load(new DataSet(500, 300, 5, 5, 77), 4, false);

		assertThat(this.trade.login("uid:1", "xxx")).isPresent();
		this.trade.buy("uid:1", "s:5", 100);
		this.trade.buy("uid:2", "s:150", 10);
		List<Holding> holdings = this.trade.getHoldings("uid:3");
		this.trade.sell("uid:3", holdings.get(0).holdingId());
		this.trade.sellEnhanced("uid:3", holdings.get(1).holdingId(), 1);
		this.trade.getClosedOrders("uid:1");
		this.trade.register(new Registration("newcomer", "secret", "New Comer", "1 Elm St.", "n@example.com", "1-2-3-4",
				new BigDecimal("100000")));
		this.trade.logout("uid:1");
		this.trade.createQuote("s:new", "New Incorporated", new BigDecimal("12.50"));
		assertThat(loader.verify().matches()).isFalse();

		loader.reset();

		Loader.Verification verification = loader.verify();
		assertThat(verification.matches()).isTrue();
		assertThat(verification.current().checksum()).isEqualTo(run.checksum());
		assertThat(this.trade.getAccountData("uid:1").loginCount()).isZero();
		assertThat(this.trade.buy("uid:4", "s:6", 1).orderId()).isEqualTo(500 * 5 + 1);
	}

}
