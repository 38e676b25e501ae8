package org.stocktrader.web.home;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.stocktrader.dal.account.Account;
import org.stocktrader.dal.holding.Holding;
import org.stocktrader.dal.order.Order;
import org.stocktrader.web.Formats;

/**
 * The home page's user statistics and account summary, ready to print.
 *
 * @param userId the user id
 * @param accountId the account id
 * @param created when the account was opened
 * @param loginCount total logins
 * @param sessionCreated when this session began
 * @param cashBalance the cash balance
 * @param holdingCount the number of holdings
 * @param holdingsValue the market value of the holdings
 * @param total cash plus holdings
 * @param openBalance the opening balance
 * @param gain total minus opening balance, signed, with its percentage of the opening
 * balance: {@code +$400.00 (+4.00%)}
 * @param trend {@code up}, {@code down} or {@code flat}
 */
public record HomeView(String userId, int accountId, String created, int loginCount, String sessionCreated,
		String cashBalance, int holdingCount, String holdingsValue, String total, String openBalance, String gain,
		String trend) {

	static HomeView of(Account account, List<Holding> holdings, Instant sessionCreated) {
		BigDecimal holdingsValue = BigDecimal.ZERO;
		for (Holding holding : holdings) {
			if (holding.currentPrice() != null) {
				holdingsValue = holdingsValue.add(Order.amount(holding.quantity(), holding.currentPrice()));
			}
		}
		BigDecimal total = account.balance().add(holdingsValue);
		BigDecimal gain = total.subtract(account.openBalance());
		return new HomeView(account.userId(), account.accountId(), Formats.dateTime(account.creationDate()),
				account.loginCount(), Formats.dateTime(sessionCreated), Formats.money(account.balance()),
				holdings.size(), Formats.money(holdingsValue), Formats.money(total),
				Formats.money(account.openBalance()), Formats.gain(gain, account.openBalance()), Formats.trend(gain));
	}

}
