package org.stocktrader.services.security;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TrustedNetworksTests {

	private final TrustedNetworks trusted = new TrustedNetworks(List.of("127.0.0.0/8", "::1", "10.1.0.0/16"));

	@Test
	void addressesInTheNetworksAreTrustedAndOthersNot() {
		for (int round = 0; round < 2; round++) {
			// the second round answers from the table of recent addresses
			assertThat(this.trusted.isTrusted("127.0.0.1")).isTrue();
			assertThat(this.trusted.isTrusted("127.255.3.4")).isTrue();
			assertThat(this.trusted.isTrusted("0:0:0:0:0:0:0:1")).isTrue();
			assertThat(this.trusted.isTrusted("10.1.200.7")).isTrue();
			assertThat(this.trusted.isTrusted("10.2.0.1")).isFalse();
			assertThat(this.trusted.isTrusted("128.0.0.1")).isFalse();
			assertThat(this.trusted.isTrusted("::2")).isFalse();
			assertThat(this.trusted.isTrusted("")).isFalse();
			assertThat(this.trusted.isTrusted(null)).isFalse();
		}
	}

	@Test
	void addressesSharingASlotEachGetTheirOwnVerdict() {
		// a trusted and an untrusted address that fall in the same slot of the table
		String inside = "127.0.0.1";
		String outside = null;
		for (int last = 0; outside == null; last++) {
			String candidate = "192.168." + (last / 256) + "." + (last % 256);
			if (slot(candidate) == slot(inside)) {
				outside = candidate;
			}
		}
		for (int round = 0; round < 3; round++) {
			assertThat(this.trusted.isTrusted(inside)).isTrue();
			assertThat(this.trusted.isTrusted(outside)).as(outside).isFalse();
		}
	}

	@Test
	void manyAddressesAreJudgedAlikeAfterTheTableIsFull() {
		List<String> addresses = new ArrayList<>();
		for (int i = 0; i < 4 * TrustedNetworks.RECENT_ADDRESSES; i++) {
			addresses.add("10.1." + (i % 3) + "." + i % 256);
			addresses.add("10.9." + (i % 3) + "." + i % 256);
		}
		for (int round = 0; round < 2; round++) {
			for (String address : addresses) {
				assertThat(this.trusted.isTrusted(address)).as(address).isEqualTo(address.startsWith("10.1."));
			}
		}
	}

	@Test
	void aHostNameIsRefusedEveryTimeAndNeverLookedUp() {
		// IpAddressMatcher refuses what is not an address rather than resolving it
		assertThatIllegalArgumentException().isThrownBy(() -> this.trusted.isTrusted("localhost"));
		assertThatIllegalArgumentException().isThrownBy(() -> this.trusted.isTrusted("localhost"));
	}

	@Test
	void noNetworksTrustNoAddress() {
		TrustedNetworks none = new TrustedNetworks(List.of());
		assertThat(none.isTrusted("127.0.0.1")).isFalse();
		assertThat(none.isTrusted("127.0.0.1")).isFalse();
	}

	private static int slot(String address) {
		return address.hashCode() & (TrustedNetworks.RECENT_ADDRESSES - 1);
	}

}
