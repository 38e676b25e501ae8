package org.stocktrader.services.soap.beans;

import org.stocktrader.dal.account.AccountProfile;
import org.stocktrader.services.soap.contract.AccountProfileDataBean;

/**
 * {@link AccountProfile} and {@code AccountProfileDataBean}, both ways: the same six
 * strings.
 */
public final class ProfileBeans {

	private ProfileBeans() {
	}

	/**
	 * The contract bean of a profile.
	 * @param profile the profile
	 * @return its bean
	 */
	public static AccountProfileDataBean toBean(AccountProfile profile) {
		AccountProfileDataBean bean = new AccountProfileDataBean();
		bean.setUserID(profile.userId());
		bean.setPassword(profile.password());
		bean.setFullName(profile.fullName());
		bean.setAddress(profile.address());
		bean.setEmail(profile.email());
		bean.setCreditCard(profile.creditCard());
		return bean;
	}

	/**
	 * The profile a contract bean carries.
	 * @param bean the bean, or {@code null}
	 * @return the profile, or {@code null}
	 */
	public static AccountProfile toProfile(AccountProfileDataBean bean) {
		if (bean == null) {
			return null;
		}
		return new AccountProfile(bean.getUserID(), bean.getPassword(), bean.getFullName(), bean.getAddress(),
				bean.getEmail(), bean.getCreditCard());
	}

}
