package org.stocktrader.services.soap.beans;

import org.junit.jupiter.api.Test;
import org.stocktrader.dal.account.AccountProfile;

import static org.assertj.core.api.Assertions.assertThat;

class ProfileBeansTests {

	@Test
	void profileSurvivesTheRoundTrip() {
		AccountProfile profile = new AccountProfile("uid:7", "xxx", "Full Name", "1 Main St", "uid7@example.com",
				"1234-5678");

		assertThat(ProfileBeans.toProfile(ProfileBeans.toBean(profile))).isEqualTo(profile);
	}

}
