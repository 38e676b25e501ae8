package org.stocktrader.web.account;

import org.stocktrader.dal.account.Account;
import org.stocktrader.web.Formats;

/**
 * The account data, ready to print.
 *
 * @param accountId the account id
 * @param userId the user id
 * @param created when the account was opened
 * @param lastLogin the last login
 * @param loginCount total logins
 * @param logoutCount total logouts
 * @param balance the cash balance
 * @param openBalance the opening balance
 */
public record AccountView(int accountId, String userId, String created, String lastLogin, int loginCount,
		int logoutCount, String balance, String openBalance) {

	static AccountView of(Account account) {
		return new AccountView(account.accountId(), account.userId(), Formats.dateTime(account.creationDate()),
				Formats.dateTime(account.lastLogin()), account.loginCount(), account.logoutCount(),
				Formats.money(account.balance()), Formats.money(account.openBalance()));
	}

}
