package org.stocktrader.dal.holding;

import java.math.BigDecimal;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Holdings for tests that need one without a trade: inserted directly, as a buy opens
 * one, bought now at the price given (trade-dal's test-jar, used by the other modules'
 * tests too).
 */
public final class HoldingTestData {

	private HoldingTestData() {
	}

	/**
	 * A holding of the account's, bought now.
	 * @param jdbc the database
	 * @param accountId the owner
	 * @param symbol the quote held
	 * @param quantity the shares
	 * @param purchasePrice the price paid per share
	 * @return the holding as stored
	 */
	public static Holding aHolding(JdbcClient jdbc, int accountId, String symbol, BigDecimal quantity,
			BigDecimal purchasePrice) {
		return jdbc.sql("""
				insert into holding (account_accountid, quote_symbol, quantity, purchaseprice, purchasedate)
				values (:accountId, :symbol, :quantity, :purchasePrice, now())
				returning holdingid, account_accountid, quote_symbol, quantity, purchaseprice, purchasedate,
					null::numeric as price
				""")
			.param("accountId", accountId)
			.param("symbol", symbol)
			.param("quantity", quantity)
			.param("purchasePrice", purchasePrice)
			.query(HoldingRepository::holding)
			.single();
	}

}
