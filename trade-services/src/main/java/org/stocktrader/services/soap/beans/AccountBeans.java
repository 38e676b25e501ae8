package org.stocktrader.services.soap.beans;

import org.stocktrader.dal.account.Account;
import org.stocktrader.services.soap.contract.AccountDataBean;

/**
 * {@link Account} and {@code AccountDataBean}, both ways. The bean's {@code profileID} is
 * the account's user id.
 */
public final class AccountBeans {

	private AccountBeans() {
	}

	/**
	 * The contract bean of an account.
	 * @param account the account, or {@code null}
	 * @return its bean, or {@code null}
	 */
	public static AccountDataBean toBean(Account account) {
		if (account == null) {
			return null;
		}
		AccountDataBean bean = new AccountDataBean();
		bean.setAccountID(account.accountId());
		bean.setLoginCount(account.loginCount());
		bean.setLogoutCount(account.logoutCount());
		bean.setLastLogin(ContractValues.date(account.lastLogin()));
		bean.setCreationDate(ContractValues.date(account.creationDate()));
		bean.setBalance(ContractValues.money(account.balance()));
		bean.setOpenBalance(ContractValues.money(account.openBalance()));
		bean.setProfileID(account.userId());
		return bean;
	}

	/**
	 * The account a contract bean carries.
	 * @param bean the bean
	 * @return the account
	 */
	public static Account toAccount(AccountDataBean bean) {
		return new Account(ContractValues.intOf(bean.getAccountID()), bean.getProfileID(),
				ContractValues.instant(bean.getCreationDate()), ContractValues.instant(bean.getLastLogin()),
				ContractValues.intOf(bean.getLoginCount()), ContractValues.intOf(bean.getLogoutCount()),
				bean.getBalance(), bean.getOpenBalance());
	}

}
